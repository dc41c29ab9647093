/**
 * Payment texts of SPEC §8 that blocks show.
 */
import { __ } from '@wordpress/i18n';

/** Notice id of the payment error in wc/checkout/payments (removed when a method is chosen). */
export const PAYMENT_ERROR_NOTICE_ID = 'kassa-payment-error';
/** Notice id of the "no payment methods" error. */
export const NO_PAYMENT_METHODS_NOTICE_ID = 'kassa-no-payment-methods';

/**
 * SPEC §8: no payment method can pay for this cart (a non-dismissible error notice).
 *
 * @return The text.
 */
export function getNoPaymentMethodsMessage() {
	return __(
		'There are no payment methods available. This may be an error on our side. Please contact us if you need any help placing your order.',
		'kassa'
	);
}

/**
 * SPEC §8: the express area when no express method is registered.
 *
 * @return The text.
 */
export function getNoExpressPaymentMethodsMessage() {
	return __( 'No registered Payment Methods', 'kassa' );
}

/**
 * SPEC §8: what a crashed payment method shows. Shoppers get a generic text; admins get the
 * error's message, or a configuration hint.
 *
 * @param isAdmin Whether the viewer is an administrator (or the editor).
 * @param error   What the method threw.
 * @return The text.
 */
export function getPaymentMethodErrorMessage(
	isAdmin: boolean,
	error?: unknown
) {
	if ( ! isAdmin ) {
		return __(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.',
			'kassa'
		);
	}
	const message = error instanceof Error ? error.message : '';
	return (
		message ||
		__(
			"There was an error with this payment method. Please verify it's configured correctly.",
			'kassa'
		)
	);
}
