import { RawHTML } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { dispatchStoreEvent } from '@kassa/data';

import FormattedMonetaryAmount from '../../../assets/components/formatted-monetary-amount';
import ProductPrice from '../../../assets/components/product-price';
import type { TextCountType } from '../../../assets/utils/text';
import { getProductExcerpt } from '../excerpt';
import type { StoreProduct } from '../types';
import AddToCartButton from './add-to-cart-button';

type Props = {
	product: StoreProduct;
	excerptLength: number;
	excerptCountType: TextCountType;
};

function Price( { product }: { product: StoreProduct } ) {
	const { prices } = product;
	const range = prices.price_range;
	if ( range && range.min_amount !== range.max_amount ) {
		return (
			<span className="kassa-product-price">
				<FormattedMonetaryAmount
					value={ range.min_amount }
					currency={ prices }
				/>
				{ ' \u2013 ' }
				<FormattedMonetaryAmount
					value={ range.max_amount }
					currency={ prices }
				/>
			</span>
		);
	}
	return (
		<ProductPrice
			price={ prices.price }
			regularPrice={ prices.regular_price }
			currency={ prices }
		/>
	);
}

/**
 * One product of the grid: image, name (linked to the product page), price (sale price after
 * the struck-through regular one), excerpt and add-to-cart control.
 *
 * @param props                  Props.
 * @param props.product          The product.
 * @param props.excerptLength    Words or characters of the excerpt.
 * @param props.excerptCountType How the excerpt is counted.
 * @return The card.
 */
export default function ProductCard( {
	product,
	excerptLength,
	excerptCountType,
}: Props ) {
	const image = product.images?.[ 0 ];
	// Tells other scripts (analytics) the shopper follows a link to the product.
	const onViewLink = () =>
		dispatchStoreEvent( 'product-view-link', { product } );
	const excerpt = getProductExcerpt(
		product,
		excerptLength,
		excerptCountType
	);
	return (
		<li className="kassa-product">
			<a
				className="kassa-product__image"
				href={ product.permalink }
				tabIndex={ -1 }
				aria-hidden="true"
				onClick={ onViewLink }
			>
				{ image ? (
					<img
						src={ image.src }
						srcSet={ image.srcset || undefined }
						sizes={ image.sizes || undefined }
						alt=""
						loading="lazy"
					/>
				) : (
					<span className="kassa-product__placeholder" />
				) }
			</a>
			<h2 className="kassa-product__name">
				<a href={ product.permalink } onClick={ onViewLink }>
					{ decodeEntities( product.name ) }
				</a>
			</h2>
			{ product.on_sale && (
				<span className="kassa-product__sale-badge">
					{ __( 'Sale', 'kassa' ) }
				</span>
			) }
			<div className="kassa-product__price">
				<Price product={ product } />
			</div>
			{ excerpt && (
				<RawHTML className="kassa-product__excerpt">
					{ excerpt }
				</RawHTML>
			) }
			<div className="kassa-product__actions">
				<AddToCartButton product={ product } />
			</div>
		</li>
	);
}
