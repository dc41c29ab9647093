import clsx from 'clsx';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { Cart, CartItem } from '../api/types';
import { formatPrice, withDisplayTax } from '../utils/money';
import { formatPriceWithFormat } from '../utils/price-format';
import type {
	CartLinePresentation,
	DescriptionRenderer,
} from './cart-line-item-row';

type Props = {
	cart: Cart;
	caption: string;
	/** Line totals include tax (the shop's displayCartPricesIncludingTax setting), as in the cart. */
	displayPricesIncludingTax?: boolean;
	/** Renders a line's short description under its name; without it, none is shown. */
	renderDescription?: DescriptionRenderer;
	/** How a line shows: its name, class and line total's format (see CartLineItemRow). */
	getPresentation?: ( item: CartItem ) => CartLinePresentation;
};

/**
 * The cart's lines as a table (product, quantity, line total) with the cart total below. A line
 * shows what the cart's line table shows: its total before coupons, with tax when the shop
 * displays prices so.
 *
 * @param props                           Props.
 * @param props.cart                      The cart.
 * @param props.caption                   The table's caption.
 * @param props.displayPricesIncludingTax Line totals include tax.
 * @param props.renderDescription         Renders short descriptions.
 * @param props.getPresentation           How a line shows.
 * @return The table.
 */
export default function CartSummaryTable( {
	cart,
	caption,
	displayPricesIncludingTax = false,
	renderDescription,
	getPresentation,
}: Props ) {
	return (
		<table className="kassa-cart-summary">
			<caption>{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Product', 'kassa' ) }</th>
					<th scope="col">{ __( 'Details', 'kassa' ) }</th>
					<th scope="col">{ __( 'Total', 'kassa' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ cart.items.map( ( item ) => {
					const description =
						item.short_description || item.description;
					const presentation = getPresentation?.( item ) ?? {};
					return (
						<tr
							key={ item.key }
							className={ clsx(
								'kassa-cart-summary__line',
								presentation.className
							) }
						>
							<td className="kassa-cart-summary__name">
								{ decodeEntities(
									presentation.name ?? item.name
								) }
								{ renderDescription && description && (
									<div className="kassa-cart-summary__description">
										{ renderDescription( description ) }
									</div>
								) }
							</td>
							<td className="kassa-cart-summary__quantity">
								{ __( 'Quantity', 'kassa' ) }: { item.quantity }
							</td>
							<td className="kassa-cart-summary__total">
								{ formatPriceWithFormat(
									withDisplayTax(
										item.totals.line_subtotal,
										item.totals.line_subtotal_tax,
										displayPricesIncludingTax
									),
									item.totals,
									presentation.priceFormats?.subtotal
								) }
							</td>
						</tr>
					);
				} ) }
			</tbody>
			<tfoot>
				<tr>
					<th scope="row" colSpan={ 2 }>
						{ __( 'Total', 'kassa' ) }
					</th>
					<td className="kassa-cart-summary__grand-total">
						{ formatPrice( cart.totals.total_price, cart.totals ) }
					</td>
				</tr>
			</tfoot>
		</table>
	);
}
