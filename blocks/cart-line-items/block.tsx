import { getSetting } from '@kassa/settings';

import CartLineItemsTable from '../../assets/components/cart-line-items-table';
import { renderSanitizedDescription } from '../../assets/components/sanitized-description';
import { useCartLinePresentation } from '../../hooks/checkout-filters';
import { useCartLines } from '../../hooks/use-cart-line';

type Props = {
	/** Show each line's short description (cut to 15 words). */
	showDescription?: boolean;
};

const noDescription = () => null;

/**
 * The cart line table bound to the cart store: quantities (the selector's 300 ms debounce
 * feeding the store's 400 ms one), removal, each line greyed while a call for it runs, and
 * prices in the formats extensions' price filters give.
 *
 * @param props                 Props.
 * @param props.showDescription Show short descriptions.
 * @return The table.
 */
export default function CartLineItemsBlock( {
	showDescription = true,
}: Props ) {
	const {
		items,
		isItemPending,
		getItemQuantity,
		changeQuantity,
		removeItem,
	} = useCartLines();
	const getPresentation = useCartLinePresentation( 'cart' );
	return (
		<CartLineItemsTable
			items={ items }
			isItemPending={ isItemPending }
			getItemQuantity={ getItemQuantity }
			onChangeQuantity={ changeQuantity }
			onRemove={ removeItem }
			getPresentation={ getPresentation }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
			renderDescription={
				showDescription ? renderSanitizedDescription : noDescription
			}
		/>
	);
}
