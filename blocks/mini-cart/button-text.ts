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
