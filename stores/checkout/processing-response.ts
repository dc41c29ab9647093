/**
 * Reading the server's answer to a posted order the way WooCommerce's Checkout block reads it,
 * so that success and fail observers get the `processingResponse` WooCommerce gives them.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { PaymentResult } from '../payment/types';

type Body = {
	order_id?: unknown;
	message?: unknown;
	data?: { status?: unknown };
	payment_result?: {
		payment_status?: unknown;
		payment_details?: unknown;
		redirect_url?: unknown;
	};
};

const asBody = ( body: unknown ): Body =>
	body && typeof body === 'object' ? ( body as Body ) : {};

/**
 * Whether an answer is a checkout response (it carries `payment_result`), as the Store API
 * sends with a failed payment too (status 400 or 500), rather than an error `{ code, message }`.
 *
 * @param body The answer.
 * @return True for a checkout response.
 */
export function isCheckoutResponse( body: unknown ): boolean {
	const result = asBody( body ).payment_result;
	return !! result && typeof result === 'object';
}

/**
 * The posted order's id, 0 when the answer names none.
 *
 * @param body The answer.
 * @return The id.
 */
export function readOrderId( body: unknown ): number {
	const id = asBody( body ).order_id;
	return typeof id === 'number' ? id : 0;
}

/**
 * The payment result of an answer (WooCommerce's `processingResponse`): a checkout response's
 * `payment_status`, `payment_details` as an object (values' entities decoded) and
 * `redirect_url`; an error's message (entities decoded), or, for an error status without one,
 * 'Something went wrong. Please contact us to get assistance.'.
 *
 * @param body The answer: a checkout response, a Store API error, or anything.
 * @return The payment result.
 */
export function readPaymentResult( body: unknown ): PaymentResult {
	const answer = asBody( body );
	const result: PaymentResult = {
		paymentStatus: 'not set',
		paymentDetails: {},
		redirectUrl: '',
		message: '',
	};
	const payment = answer.payment_result;
	if ( payment && typeof payment === 'object' ) {
		if ( typeof payment.payment_status === 'string' ) {
			result.paymentStatus = payment.payment_status;
		}
		if ( typeof payment.redirect_url === 'string' ) {
			result.redirectUrl = payment.redirect_url;
		}
		if ( Array.isArray( payment.payment_details ) ) {
			for ( const detail of payment.payment_details ) {
				if ( detail && typeof detail.key === 'string' ) {
					result.paymentDetails[ detail.key ] = decodeEntities(
						String( detail.value ?? '' )
					);
				}
			}
		}
	}
	if ( typeof answer.message === 'string' ) {
		result.message = decodeEntities( answer.message );
	}
	const status = Number( answer.data?.status );
	if ( ! result.message && status > 299 ) {
		result.message = getGenericCheckoutErrorMessage();
	}
	return result;
}

/**
 * WooCommerce's text for a failure nothing else explains.
 *
 * @return The text.
 */
export function getGenericCheckoutErrorMessage(): string {
	return __(
		'Something went wrong. Please contact us to get assistance.',
		'kassa'
	);
}

/**
 * Whether a payment result says the payment failed.
 *
 * @param result The payment result.
 * @return True for 'failure' or 'error'.
 */
export function isFailedPayment( result: PaymentResult ): boolean {
	return (
		result.paymentStatus === 'failure' || result.paymentStatus === 'error'
	);
}
