/**
 * What the mini-cart button says, shared by the editor view (block.tsx) and the front end's
 * plain-DOM button (button.ts), so both show the same thing.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { CurrencyInfo } from '../../assets/api/types';
import { formatPrice } from '../../assets/utils/money';

/** The little the button needs from a cart: its count and total. */
export interface MiniCartSummary {
	itemsCount: number;
	/** Total price in minor units. */
	total: string;
	currency: Partial< CurrencyInfo >;
}

/** The button's texts. */
export interface MiniCartButtonText {
	/** Accessible name. */
	label: string;
	/** The badge: the item count, '' while unknown. */
	count: string;
	/** The formatted total, '' while unknown or hidden. */
	amount: string;
}

/**
 * The texts of the mini-cart button for a cart summary (or for a cart not read yet).
 *
 * @param summary   The cart's count and total, or null while unknown.
 * @param hidePrice Leave the total out of the visible text.
 * @return Label, badge and amount.
 */
export function getMiniCartButtonText(
	summary: MiniCartSummary | null,
	hidePrice = false
): MiniCartButtonText {
	if ( ! summary ) {
		return { label: __( 'Cart', 'kassa' ), count: '', amount: '' };
	}
	const amount = formatPrice( summary.total, summary.currency );
	return {
		label: sprintf(
			/* translators: 1: number of items in the cart, 2: the cart's total price */
			_n(
				'%1$d item in cart, total price of %2$s',
				'%1$d items in cart, total price of %2$s',
				summary.itemsCount,
				'kassa'
			),
			summary.itemsCount,
			amount
		),
		count: String( summary.itemsCount ),
		amount: hidePrice ? '' : amount,
	};
}

/** The cart icon's SVG path (a basket), drawn in a 24 × 24 box. */
export const MINI_CART_ICON_PATH =
	'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2zM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2z';
