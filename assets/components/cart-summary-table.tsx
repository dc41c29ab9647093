import { __ } from '@wordpress/i18n';

import type { Cart } from '../api/types';
import { formatPrice, withDisplayTax } from '../utils/money';
import type { DescriptionRenderer } from './cart-line-item-row';

type Props = {
	cart: Cart;
	caption: string;
	/** Line totals include tax (the shop's displayCartPricesIncludingTax setting), as in the cart. */
	displayPricesIncludingTax?: boolean;
	/** Renders a line's short description under its name; without it, none is shown. */
	renderDescription?: DescriptionRenderer;
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
 * @return The table.
 */
export default function CartSummaryTable( {
	cart,
	caption,
	displayPricesIncludingTax = false,
	renderDescription,
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
					return (
						<tr
							key={ item.key }
							className="kassa-cart-summary__line"
						>
							<td className="kassa-cart-summary__name">
								{ item.name }
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
								{ formatPrice(
									withDisplayTax(
										item.totals.line_subtotal,
										item.totals.line_subtotal_tax,
										displayPricesIncludingTax
									),
									item.totals
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
