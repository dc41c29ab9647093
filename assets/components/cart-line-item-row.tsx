import clsx from 'clsx';
import { useId } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CartItem } from '../api/types';
import { DESCRIPTION_WORD_LIMIT } from '../constants';
import { toMinor, withDisplayTax } from '../utils/money';
import FormattedMonetaryAmount from './formatted-monetary-amount';
import { TrashIcon } from './icons';
import LineItemDetails from './line-item-details';
import ProductPrice from './product-price';
import ProductSaleBadge from './product-sale-badge';
import QuantitySelector from './quantity-selector';

/** Renders a product description (HTML from the Store API) as React nodes. */
export type DescriptionRenderer = ( html: string ) => ReactNode;

/** Where a line's amounts go; each must hold the price tag (SPEC §5 "Prices"). */
export type CartItemPriceFormats = {
	/** The unit price. */
	price?: string;
	/** The line total. */
	subtotal?: string;
	/** The amount in the 'Save %s' badge. */
	saleBadge?: string;
};

/** How a line shows, as extensions may change it (their checkout filters). */
export type CartLinePresentation = {
	/** The product's name (HTML entities are decoded); the line's own by default. */
	name?: string;
	/** Extra class of the line. */
	className?: string;
	/** Offer the remove button (default true). */
	showRemoveLink?: boolean;
	/** Price formats; the amounts alone by default. */
	priceFormats?: CartItemPriceFormats;
};

type Props = {
	item: CartItem;
	/** True while a quantity change or removal of this line is in flight (SPEC §4). */
	isPending?: boolean;
	/**
	 * The quantity to show in the selector; defaults to the line's. Pass the store's shown
	 * quantity, so a failed change returns the selector to the last confirmed value.
	 */
	quantity?: number;
	/** Called with the new quantity (already debounced by the selector). */
	onChangeQuantity: ( quantity: number ) => void;
	onRemove: () => void;
	/** Line totals include tax (the shop's displayCartPricesIncludingTax setting). */
	displayPricesIncludingTax?: boolean;
	/**
	 * Renders the short description. Pass one that sanitises and keeps the allowed tags; the
	 * default renders plain text only, cut to DESCRIPTION_WORD_LIMIT words.
	 */
	renderDescription?: DescriptionRenderer;
	/** Name, class, remove button and price formats, e.g. from extensions' filters. */
	presentation?: CartLinePresentation;
};

/**
 * Plain-text rendering of a description: the HTML's text content (parsed inertly, never
 * injected), cut to DESCRIPTION_WORD_LIMIT words with an ellipsis (SPEC §5).
 *
 * @param html The description's HTML.
 * @return The text.
 */
export function renderPlainDescription( html: string ): ReactNode {
	let text = html.replace( /<[^>]*>/g, ' ' );
	if ( typeof DOMParser !== 'undefined' ) {
		// DOMParser documents run no scripts and load nothing.
		const { body } = new DOMParser().parseFromString( html, 'text/html' );
		body.querySelectorAll( 'script, style, template' ).forEach( ( node ) =>
			node.remove()
		);
		text = body.textContent ?? '';
	}
	const words = text.trim().split( /\s+/ ).filter( Boolean );
	if ( words.length <= DESCRIPTION_WORD_LIMIT ) {
		return words.join( ' ' );
	}
	return words.slice( 0, DESCRIPTION_WORD_LIMIT ).join( ' ' ) + '\u2026';
}

/**
 * One row of the cart line table: image, name, price, badges, details, quantity selector,
 * remove button and line total. Greyed out with controls disabled while the line is pending.
 *
 * @param props                           Props.
 * @param props.item                      The cart line.
 * @param props.isPending                 A call for this line is in flight.
 * @param props.quantity                  The quantity to show (defaults to the line's).
 * @param props.onChangeQuantity          Receives the new quantity.
 * @param props.onRemove                  Removes the line.
 * @param props.displayPricesIncludingTax Line total includes tax.
 * @param props.renderDescription         Renders the short description.
 * @param props.presentation              Name, class, remove button and price formats.
 * @return The table row.
 */
export default function CartLineItemRow( {
	item,
	isPending = false,
	quantity = item.quantity,
	onChangeQuantity,
	onRemove,
	displayPricesIncludingTax = false,
	renderDescription = renderPlainDescription,
	presentation = {},
}: Props ) {
	const nameId = useId();
	const { priceFormats = {}, showRemoveLink = true } = presentation;
	const name = decodeEntities( presentation.name ?? item.name );
	const image = item.images[ 0 ];
	const { prices, totals } = item;
	const currency = prices;
	// The row shows the line before coupons (discounts are a totals line of their own).
	const lineTotal = withDisplayTax(
		totals.line_subtotal,
		totals.line_subtotal_tax,
		displayPricesIncludingTax
	);
	const saving =
		( toMinor( prices.regular_price ) - toMinor( prices.price ) ) *
		item.quantity;
	const description = item.short_description || item.description;
	const showQuantity =
		! item.sold_individually && item.quantity_limits.editable !== false;

	return (
		<tr
			className={ clsx( 'kassa-cart-line-item', presentation.className, {
				'kassa-cart-line-item--pending': isPending,
			} ) }
			aria-busy={ isPending || undefined }
		>
			<td className="kassa-cart-line-item__image">
				{ image ? (
					<img
						src={ image.thumbnail || image.src }
						srcSet={ image.srcset || undefined }
						sizes={ image.sizes || undefined }
						alt={ decodeEntities( image.alt ) }
					/>
				) : (
					<span className="kassa-cart-line-item__placeholder" />
				) }
			</td>
			<td className="kassa-cart-line-item__product">
				<a
					id={ nameId }
					className="kassa-cart-line-item__name"
					href={ item.permalink }
				>
					{ name }
				</a>
				{ item.show_backorder_badge ? (
					<span className="kassa-cart-line-item__badge kassa-cart-line-item__badge--backorder">
						{ __( 'Available on backorder', 'kassa' ) }
					</span>
				) : (
					!! item.low_stock_remaining && (
						<span className="kassa-cart-line-item__badge kassa-cart-line-item__badge--low-stock">
							{ sprintf(
								/* translators: %d: stock left */
								__( '%d left in stock', 'kassa' ),
								item.low_stock_remaining
							) }
						</span>
					)
				) }
				<div className="kassa-cart-line-item__prices">
					<ProductPrice
						price={ prices.price }
						regularPrice={ prices.regular_price }
						currency={ currency }
						format={ priceFormats.price }
					/>
				</div>
				{ description && (
					<div className="kassa-cart-line-item__description">
						{ renderDescription( description ) }
					</div>
				) }
				<LineItemDetails item={ item } />
				<div className="kassa-cart-line-item__quantity">
					{ showQuantity && (
						<QuantitySelector
							quantity={ quantity }
							limits={ item.quantity_limits }
							itemName={ name }
							disabled={ isPending }
							onChange={ onChangeQuantity }
						/>
					) }
					{ showRemoveLink && (
						<button
							type="button"
							className="kassa-cart-line-item__remove"
							aria-describedby={ nameId }
							disabled={ isPending }
							onClick={ onRemove }
						>
							<TrashIcon className="kassa-cart-line-item__remove-icon" />
							<span className="kassa-cart-line-item__remove-text">
								{ __( 'Remove item', 'kassa' ) }
							</span>
						</button>
					) }
				</div>
			</td>
			<td className="kassa-cart-line-item__total">
				<FormattedMonetaryAmount
					value={ lineTotal }
					currency={ totals }
					format={ priceFormats.subtotal }
				/>
				<ProductSaleBadge
					className="kassa-cart-line-item__sale-badge"
					saving={ saving }
					currency={ currency }
					format={ priceFormats.saleBadge }
				/>
			</td>
		</tr>
	);
}
