import { useCallback, useRef } from '@wordpress/element';
import { getSetting } from '@kassa/settings';

import CartLineItemsTable from '../../assets/components/cart-line-items-table';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { useCartLinePresentation } from '../../hooks/checkout-filters';
import { useCartLines } from '../../hooks/use-cart-line';

/**
 * The cart's lines in the drawer, with the cart's quantity selector and remove button
 * (pending lines greyed out, quantity changes debounced by the store), as extensions' checkout
 * filters present them. Nothing when the cart is empty.
 *
 * @return The lines.
 */
export default function MiniCartProductsTable() {
	const {
		items,
		isItemPending,
		getItemQuantity,
		changeQuantity,
		removeItem,
	} = useCartLines( NOTICE_CONTEXTS.CART );
	const getPresentation = useCartLinePresentation( 'cart' );
	const wrapperRef = useRef< HTMLDivElement >( null );
	// A removed line takes its focused button with it (disabled while pending, then gone, and
	// the table too with the last line): focus goes back to the dialog, so the keyboard (Tab,
	// Escape) keeps working.
	const removeAndKeepFocus = useCallback(
		async ( key: string ) => {
			const dialog =
				wrapperRef.current?.closest< HTMLElement >( '[role="dialog"]' );
			const removed = await removeItem( key );
			const doc = dialog?.ownerDocument;
			if ( ! doc?.activeElement || doc.activeElement === doc.body ) {
				dialog?.focus();
			}
			return removed;
		},
		[ removeItem ]
	);
	if ( items.length === 0 ) {
		return null;
	}
	return (
		<div ref={ wrapperRef }>
			<CartLineItemsTable
				className="kassa-mini-cart__products-table"
				items={ items.map( ( item ) => ( {
					...item,
					quantity: getItemQuantity( item.key ),
				} ) ) }
				isItemPending={ isItemPending }
				onChangeQuantity={ changeQuantity }
				onRemove={ removeAndKeepFocus }
				getPresentation={ getPresentation }
				displayPricesIncludingTax={ getSetting(
					'displayCartPricesIncludingTax'
				) }
			/>
		</div>
	);
}
