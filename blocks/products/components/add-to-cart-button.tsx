import clsx from 'clsx';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';

import Spinner from '../../../assets/components/spinner';
import { useAddToCart } from '../hooks/use-add-to-cart';
import type { StoreProduct } from '../types';

/**
 * A product's add-to-cart control: a button for simple products (disabled while adding, then
 * showing how many the cart holds), a link to the product page for products with options
 * (variable products) or that cannot be bought here.
 *
 * @param props         Props.
 * @param props.product The product.
 * @return The control.
 */
export default function AddToCartButton( {
	product,
}: {
	product: StoreProduct;
} ) {
	const { quantityInCart, isAdding, add } = useAddToCart( product );
	const name = decodeEntities( product.name );
	const canAddHere =
		product.type === 'simple' &&
		! product.has_options &&
		product.is_purchasable !== false;
	if ( ! canAddHere ) {
		return (
			<a
				className="kassa-product__button kassa-product__button--link"
				href={ product.add_to_cart?.url || product.permalink }
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Select options for “%s”', 'kassa' ),
					name
				) }
			>
				{ product.type === 'variable'
					? __( 'Select options', 'kassa' )
					: __( 'Read more', 'kassa' ) }
			</a>
		);
	}
	return (
		<button
			type="button"
			className={ clsx( 'kassa-product__button wp-element-button', {
				'kassa-product__button--adding': isAdding,
				'kassa-product__button--in-cart': quantityInCart > 0,
			} ) }
			disabled={ isAdding }
			aria-busy={ isAdding || undefined }
			aria-label={ sprintf(
				/* translators: %s: product name */
				__( 'Add to cart: “%s”', 'kassa' ),
				name
			) }
			onClick={ add }
		>
			{ quantityInCart > 0
				? sprintf(
						/* translators: %d: how many of the product the cart holds */
						_n(
							'%d in cart',
							'%d in cart',
							quantityInCart,
							'kassa'
						),
						quantityInCart
					)
				: decodeEntities(
						product.add_to_cart?.text ||
							__( 'Add to cart', 'kassa' )
					) }
			{ isAdding && <Spinner className="kassa-product__spinner" /> }
		</button>
	);
}
