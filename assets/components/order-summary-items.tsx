import clsx from 'clsx';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { Cart, CartItem } from '../api/types';
import { withDisplayTax } from '../utils/money';
import { formatPriceWithFormat } from '../utils/price-format';
import type {
	CartLinePresentation,
	DescriptionRenderer,
} from './cart-line-item-row';
import LineItemDetails from './line-item-details';
import ProductPrice from './product-price';

type Props = {
	cart: Cart;
	/** The list's accessible name, e.g. 'Products in your order'. */
	label: string;
	/** Line totals include tax (the shop's displayCartPricesIncludingTax setting), as in the cart. */
	displayPricesIncludingTax?: boolean;
	/** Renders a line's short description under its name; without it, none is shown. */
	renderDescription?: DescriptionRenderer;
	/** How a line shows: its name, class and line total's format (see CartLineItemRow). */
	getPresentation?: ( item: CartItem ) => CartLinePresentation;
};

/**
 * The checkout's order summary lines (SPEC §2 region 2): each product's image with its quantity
 * on a badge, its name, unit price (the regular one struck through when on sale), details and
 * description, and the line's total. A line shows what the cart's line table shows: its total
 * before coupons, with tax when the shop displays prices so.
 *
 * @param props                           Props.
 * @param props.cart                      The cart.
 * @param props.label                     The list's accessible name.
 * @param props.displayPricesIncludingTax Line totals include tax.
 * @param props.renderDescription         Renders short descriptions.
 * @param props.getPresentation           How a line shows.
 * @return The list.
 */
export default function OrderSummaryItems( {
	cart,
	label,
	displayPricesIncludingTax = false,
	renderDescription,
	getPresentation,
}: Props ) {
	return (
		<ul className="kassa-cart-summary" aria-label={ label }>
			{ cart.items.map( ( item ) => {
				const description = item.short_description || item.description;
				const image = item.images[ 0 ];
				const presentation = getPresentation?.( item ) ?? {};
				return (
					<li
						key={ item.key }
						className={ clsx(
							'kassa-cart-summary__line',
							presentation.className
						) }
					>
						<div className="kassa-cart-summary__image">
							{ image ? (
								// The name follows: the picture adds nothing to hear.
								<img
									src={ image.thumbnail || image.src }
									alt=""
									loading="lazy"
									width="48"
									height="48"
								/>
							) : (
								<span className="kassa-cart-summary__placeholder" />
							) }
							<span
								className="kassa-cart-summary__quantity"
								aria-hidden="true"
							>
								{ item.quantity }
							</span>
						</div>
						<div className="kassa-cart-summary__product">
							<span className="kassa-cart-summary__name">
								{ decodeEntities(
									presentation.name ?? item.name
								) }
							</span>
							<span className="kassa-screen-reader-text">
								{ __( 'Quantity', 'kassa' ) }: { item.quantity }
							</span>
							<ProductPrice
								className="kassa-cart-summary__price"
								price={ item.prices.price }
								regularPrice={ item.prices.regular_price }
								currency={ item.prices }
							/>
							<LineItemDetails item={ item } />
							{ renderDescription && description && (
								<div className="kassa-cart-summary__description">
									{ renderDescription( description ) }
								</div>
							) }
						</div>
						<span className="kassa-cart-summary__total">
							{ formatPriceWithFormat(
								withDisplayTax(
									item.totals.line_subtotal,
									item.totals.line_subtotal_tax,
									displayPricesIncludingTax
								),
								item.totals,
								presentation.priceFormats?.subtotal
							) }
						</span>
					</li>
				);
			} ) }
		</ul>
	);
}
