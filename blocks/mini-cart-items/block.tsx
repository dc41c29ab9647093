import { useSelect } from '@wordpress/data';
import { useCallback, useRef } from '@wordpress/element';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CartLineItemsTable from '../../assets/components/cart-line-items-table';
import Spinner from '../../assets/components/spinner';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { useCartLines } from '../../assets/hooks/use-cart-line';

/**
 * The cart's lines in the drawer, with the cart's quantity selector and remove button
 * (pending lines greyed out, quantity changes debounced by the store). Nothing when the cart
 * is empty.
 *
 * @return The lines.
 */
export default function MiniCartItems() {
	const hasCart = useSelect(
		( select ) => !! select( cartStore ).getCartData(),
		[]
	);
	const {
		items,
		isItemPending,
		getItemQuantity,
		changeQuantity,
		removeItem,
	} = useCartLines( NOTICE_CONTEXTS.CART );
	const wrapperRef = useRef< HTMLDivElement >( null );
	// A removed line takes its focused button with it (disabled while pending, then gone):
	// focus goes back to the dialog, so the keyboard (Tab, Escape) keeps working.
	const removeAndKeepFocus = useCallback(
		async ( key: string ) => {
			const removed = await removeItem( key );
			const wrapper = wrapperRef.current;
			const doc = wrapper?.ownerDocument;
			if (
				wrapper &&
				( ! doc?.activeElement || doc.activeElement === doc.body )
			) {
				wrapper.closest< HTMLElement >( '[role="dialog"]' )?.focus();
			}
			return removed;
		},
		[ removeItem ]
	);
	if ( ! hasCart ) {
		return <Spinner />;
	}
	return (
		<div ref={ wrapperRef }>
			{ items.length > 0 && (
				<CartLineItemsTable
					className="kassa-mini-cart__items"
					items={ items.map( ( item ) => ( {
						...item,
						quantity: getItemQuantity( item.key ),
					} ) ) }
					isItemPending={ isItemPending }
					onChangeQuantity={ changeQuantity }
					onRemove={ removeAndKeepFocus }
					displayPricesIncludingTax={ getSetting(
						'displayCartPricesIncludingTax'
					) }
				/>
			) }
		</div>
	);
}
