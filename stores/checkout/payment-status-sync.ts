import type { DataRegistry } from '@wordpress/data';

import { paymentStore } from '../payment';
import { PAYMENT_STATUS, type PaymentStatus } from '../payment/types';
import { checkoutStore } from './index';
import type { CheckoutStatus } from './types';

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
 * Keeps the payment status in step with checkout (SPEC §4 transitions, see
 * getNextPaymentStatus).
 *
 * @param registry The data registry.
 * @return Stops syncing.
 */
export function startPaymentStatusSync( registry: DataRegistry ) {
	const sync = () => {
		const checkout = registry.select( checkoutStore );
		const current = registry.select( paymentStore ).getPaymentStatus();
		const next = getNextPaymentStatus( current, {
			status: checkout.getCheckoutStatus(),
			hasError: checkout.hasError(),
		} );
		if ( next !== current ) {
			registry.dispatch( paymentStore ).setPaymentStatus( next );
		}
	};
	return registry.subscribe( sync, checkoutStore );
}
