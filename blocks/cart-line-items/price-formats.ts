import { applyCheckoutFilter } from '@kassa/extensions';

import type { CartItem } from '../../assets/api/types';
import type { CartItemPriceFormats } from '../../assets/components/cart-line-item-row';
import { DEFAULT_PRICE_FORMAT } from '../../assets/utils/price-format';

/**
 * A cart line's price formats, as extensions filter them (WooCommerce's filter names:
 * `cartItemPrice`, `subtotalPriceFormat`, `saleBadgePriceFormat`). A filter that drops the
 * price tag or returns another type throws for admins and falls back to the default for
 * shoppers (SPEC §5, §6).
 *
 * @param item       The cart line.
 * @param extensions The cart's extension data.
 * @return The formats.
 */
export function getCartItemPriceFormats(
	item: CartItem,
	extensions: Record< string, unknown >
): CartItemPriceFormats {
	const format = ( filterName: string ) =>
		applyCheckoutFilter( {
			filterName,
			defaultValue: DEFAULT_PRICE_FORMAT,
			extensions,
			arg: { context: 'cart', cartItem: item },
		} );
	return {
		price: format( 'cartItemPrice' ),
		subtotal: format( 'subtotalPriceFormat' ),
		saleBadge: format( 'saleBadgePriceFormat' ),
	};
}
