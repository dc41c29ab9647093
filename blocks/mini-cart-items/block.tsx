import { useSelect } from '@wordpress/data';
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
	if ( ! hasCart ) {
		return <Spinner />;
	}
	if ( items.length === 0 ) {
		return null;
	}
	return (
		<CartLineItemsTable
			className="kassa-mini-cart__items"
			items={ items.map( ( item ) => ( {
				...item,
				quantity: getItemQuantity( item.key ),
			} ) ) }
			isItemPending={ isItemPending }
			onChangeQuantity={ changeQuantity }
			onRemove={ removeItem }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
		/>
	);
}
