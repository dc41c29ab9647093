import { useSelect } from '@wordpress/data';
import { RawHTML } from '@wordpress/element';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CartLineItemsTable from '../../assets/components/cart-line-items-table';
import { useCartLines } from '../../assets/hooks/use-cart-line';
import { sanitizeHTML, trimWords } from '../../assets/utils/text';
import { getCartItemPriceFormats } from './price-formats';

type Props = {
	/** Show each line's short description (cut to 15 words). */
	showDescription?: boolean;
};

/**
 * A short description as the shopper sees it: sanitised to the allowed tags, then cut to 15
 * words (SPEC §5), so no markup from the server runs.
 *
 * @param html The description from the Store API.
 * @return The description.
 */
export function renderSanitizedDescription( html: string ) {
	return <RawHTML>{ trimWords( sanitizeHTML( html ) ) }</RawHTML>;
}

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
	const extensions = useSelect(
		( select ) => select( cartStore ).getCartExtensions(),
		[]
	);
	return (
		<CartLineItemsTable
			items={ items }
			isItemPending={ isItemPending }
			getItemQuantity={ getItemQuantity }
			onChangeQuantity={ changeQuantity }
			onRemove={ removeItem }
			getPriceFormats={ ( item ) =>
				getCartItemPriceFormats( item, extensions )
			}
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
			renderDescription={
				showDescription ? renderSanitizedDescription : noDescription
			}
		/>
	);
}
