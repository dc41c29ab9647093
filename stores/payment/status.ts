import type { SavedPaymentMethod } from '../../assets/settings/types';
import { __, sprintf } from '@wordpress/i18n';

/**
 * SPEC §5 / §6: saving a payment method needs a logged-in customer, an account being created,
 * or guest checkout disabled; otherwise the save flag is forced off.
 *
 * @param conditions                      What is true now.
 * @param conditions.customerId           0 for a guest.
 * @param conditions.shouldCreateAccount  An account is being created.
 * @param conditions.guestCheckoutAllowed Guest checkout is enabled.
 * @return Whether the save option applies.
 */
export function isSavingPaymentMethodAllowed( conditions: {
	customerId: number;
	shouldCreateAccount: boolean;
	guestCheckoutAllowed: boolean;
} ): boolean {
	return (
		conditions.customerId > 0 ||
		conditions.shouldCreateAccount ||
		! conditions.guestCheckoutAllowed
	);
}

/**
 * SPEC §3: a saved method's label, 'brand ending in last4 (expires date)'.
 *
 * @param saved The saved method.
 * @return The label.
 */
export function getSavedPaymentMethodLabel( saved: SavedPaymentMethod ) {
	const method = saved.method ?? ( {} as SavedPaymentMethod[ 'method' ] );
	const expires =
		saved.expires ?? ( method as { expires?: string } ).expires ?? '';
	return sprintf(
		/* translators: 1: card brand, 2: last four digits, 3: expiry date. */
		__( '%1$s ending in %2$s (expires %3$s)', 'kassa' ),
		method.display_brand || method.brand || '',
		method.last4 ?? '',
		expires
	);
}
