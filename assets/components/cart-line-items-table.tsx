import clsx from 'clsx';
import { __ } from '@wordpress/i18n';

import type { CartItem } from '../api/types';
import CartLineItemRow, {
	type CartLinePresentation,
	type DescriptionRenderer,
} from './cart-line-item-row';

type Props = {
	items: CartItem[];
	/** Whether a line has a quantity change or removal in flight. */
	isItemPending?: ( key: string ) => boolean;
	/** The quantity to show for a line (the shopper's until the server confirms it). */
	getItemQuantity?: ( key: string ) => number;
	/** How a line shows: name, class, remove button, price formats (see CartLineItemRow). */
	getPresentation?: ( item: CartItem ) => CartLinePresentation;
	onChangeQuantity: ( key: string, quantity: number ) => void;
	onRemove: ( key: string ) => void;
	displayPricesIncludingTax?: boolean;
	renderDescription?: DescriptionRenderer;
	className?: string;
};

/**
 * The cart line table (SPEC §2 region 1): caption 'Products in cart', columns Product,
 * Details, Total, one CartLineItemRow per line.
 *
 * @param props                           Props.
 * @param props.items                     Cart lines.
 * @param props.isItemPending             Whether a line is pending.
 * @param props.getItemQuantity           The quantity to show for a line.
 * @param props.getPresentation           How a line shows.
 * @param props.onChangeQuantity          Receives a line key and its new quantity.
 * @param props.onRemove                  Receives the key of a line to remove.
 * @param props.displayPricesIncludingTax Line totals include tax.
 * @param props.renderDescription         Renders short descriptions.
 * @param props.className                 Extra class.
 * @return The table.
 */
export default function CartLineItemsTable( {
	items,
	isItemPending = () => false,
	getItemQuantity,
	getPresentation,
	onChangeQuantity,
	onRemove,
	displayPricesIncludingTax,
	renderDescription,
	className,
}: Props ) {
	return (
		<table className={ clsx( 'kassa-cart-line-items', className ) }>
			<caption className="kassa-screen-reader-text">
				{ __( 'Products in cart', 'kassa' ) }
			</caption>
			<thead>
				<tr>
					<th
						scope="col"
						className="kassa-cart-line-items__header-image"
					>
						{ __( 'Product', 'kassa' ) }
					</th>
					<th
						scope="col"
						className="kassa-cart-line-items__header-details"
					>
						<span className="kassa-screen-reader-text">
							{ __( 'Details', 'kassa' ) }
						</span>
					</th>
					<th
						scope="col"
						className="kassa-cart-line-items__header-total"
					>
						{ __( 'Total', 'kassa' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ items.map( ( item ) => (
					<CartLineItemRow
						key={ item.key }
						item={ item }
						isPending={ isItemPending( item.key ) }
						quantity={ getItemQuantity?.( item.key ) }
						onChangeQuantity={ ( quantity ) =>
							onChangeQuantity( item.key, quantity )
						}
						onRemove={ () => onRemove( item.key ) }
						displayPricesIncludingTax={ displayPricesIncludingTax }
						renderDescription={ renderDescription }
						presentation={ getPresentation?.( item ) }
					/>
				) ) }
			</tbody>
		</table>
	);
}
