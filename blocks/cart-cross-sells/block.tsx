import clsx from 'clsx';
import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';
import type { CSSProperties } from 'react';

import type { CartImage, CurrencyInfo } from '../../assets/api/types';
import ProductPrice from '../../assets/components/product-price';
import { useIsEditor } from '../../assets/components/editor-context';
import {
	announceAddedToCart,
	announceAddingToCart,
} from '../../hooks/add-to-cart-events';

/** A cross-sell product as the Store API sends it (the fields shown here). */
interface CrossSellProduct {
	id: number;
	name: string;
	permalink: string;
	images?: CartImage[];
	prices?: CurrencyInfo & { price: string; regular_price?: string };
}

type Props = {
	/** Show the cross-sells at all (an admin can switch them off). */
	isEnabled?: boolean;
	/** Heading text; a default when empty. */
	heading?: string;
	/**
	 * At most this many products a row (fewer where they would be narrower than 6em); unset,
	 * as many as fit at 10em each.
	 */
	columns?: number;
};

/**
 * Products the cart suggests (the cart's `cross_sells`), each with its image, price and an
 * add-to-cart button that tells the page as it adds (hooks/add-to-cart-events). Nothing shows
 * when the cart has none or the admin switched them off.
 *
 * @param props           Props.
 * @param props.isEnabled Show cross-sells.
 * @param props.heading   Heading text.
 * @param props.columns   Products a row, at most; unset, as many as fit.
 * @return The list, or nothing.
 */
export default function CartCrossSellsBlock( {
	isEnabled = true,
	heading,
	columns,
}: Props ) {
	const isEditor = useIsEditor();
	const products = useSelect(
		( select ) =>
			select(
				cartStore
			).getCrossSells() as unknown as CrossSellProduct[],
		[]
	);
	const { addItemToCart } = useDispatch( cartStore );
	const add = async ( product: CrossSellProduct ) => {
		announceAddingToCart();
		if ( await addItemToCart( product.id ) ) {
			announceAddedToCart( product );
		}
	};
	if ( ! isEnabled || products.length === 0 ) {
		return null;
	}
	return (
		<section className="kassa-cart-cross-sells">
			<h2 className="kassa-cart-cross-sells__heading">
				{ heading || __( 'You may be interested in…', 'kassa' ) }
			</h2>
			<ul
				className={ clsx( 'kassa-cart-cross-sells__products', {
					'kassa-cart-cross-sells__products--columns': columns,
				} ) }
				style={
					columns
						? ( {
								'--kassa-cross-sells-columns': columns,
							} as CSSProperties )
						: undefined
				}
			>
				{ products.map( ( product ) => {
					const name = decodeEntities( product.name );
					const image = product.images?.[ 0 ];
					return (
						<li
							key={ product.id }
							className="kassa-cart-cross-sells__product"
						>
							<a href={ product.permalink }>
								{ image && (
									<img
										src={ image.thumbnail || image.src }
										srcSet={ image.srcset || undefined }
										sizes={ image.sizes || undefined }
										alt=""
									/>
								) }
								<span className="kassa-cart-cross-sells__name">
									{ name }
								</span>
							</a>
							{ product.prices && (
								<ProductPrice
									price={ product.prices.price }
									regularPrice={
										product.prices.regular_price
									}
									currency={ product.prices }
								/>
							) }
							<button
								type="button"
								className="kassa-cart-cross-sells__add wp-element-button"
								aria-label={ sprintf(
									/* translators: %s: product name */
									__( 'Add “%s” to your cart', 'kassa' ),
									name
								) }
								onClick={ () => ! isEditor && add( product ) }
							>
								{ __( 'Add to cart', 'kassa' ) }
							</button>
						</li>
					);
				} ) }
			</ul>
		</section>
	);
}
