import type { CheckoutStatus } from '../checkout/types';
import type { SavedPaymentMethod } from '../../assets/settings/types';
import { __, sprintf } from '@wordpress/i18n';
import { PAYMENT_STATUS, type PaymentStatus } from './types';

/**
 * SPEC §4 payment transitions driven by checkout. Payment goes to processing when checkout is
 * processing without error, or is calculating (from idle or error: a ready payment stays
 * ready); it returns to idle when checkout is idle and payment is not ready, or when checkout
 * has an error while payment is ready. An express payment in progress is left alone: the
 * express flow ends it.
 *
 * @param current           The payment status.
 * @param checkout          The checkout's phase and error flag.
 * @param checkout.status   Checkout phase.
 * @param checkout.hasError Checkout error flag.
 * @return The next payment status.
 */
export function getNextPaymentStatus(
	current: PaymentStatus,
	checkout: { status: CheckoutStatus; hasError: boolean }
): PaymentStatus {
	if ( current === PAYMENT_STATUS.EXPRESS_STARTED ) {
		return current;
	}
	if ( checkout.hasError && current === PAYMENT_STATUS.READY ) {
		return PAYMENT_STATUS.IDLE;
	}
	if ( checkout.status === 'idle' && current !== PAYMENT_STATUS.READY ) {
		return PAYMENT_STATUS.IDLE;
	}
	const shouldProcess =
		( checkout.status === 'processing' && ! checkout.hasError ) ||
		checkout.status === 'calculating';
	if (
		shouldProcess &&
		( current === PAYMENT_STATUS.IDLE || current === PAYMENT_STATUS.ERROR )
	) {
		return PAYMENT_STATUS.PROCESSING;
	}
	return current;
}

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
