import { createSelector } from '@wordpress/data';

import { getSavedPaymentMethodLabel } from './status';
import {
	PAYMENT_STATUS,
	type PaymentState,
	type SavedPaymentMethodOption,
} from './types';

/* eslint-disable jsdoc/require-param */
/** The payment status (SPEC §4). */
export const getPaymentStatus = ( state: PaymentState ) => state.status;
/** Status is idle. */
export const isPaymentIdle = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.IDLE;
/** Status is processing. */
export const isPaymentProcessing = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.PROCESSING;
/** Status is ready. */
export const isPaymentReady = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.READY;
/** Status is error. */
export const hasPaymentError = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.ERROR;
/** Status is express-payment-started. */
export const isExpressPaymentStarted = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.EXPRESS_STARTED;
/** The active method's name. */
export const getActivePaymentMethod = ( state: PaymentState ) =>
	state.activePaymentMethod;
/** The active saved token's id, '' for a new payment method. */
export const getActiveSavedToken = ( state: PaymentState ) =>
	state.activeSavedToken;
/** The payment data to send. */
export const getPaymentMethodData = ( state: PaymentState ) =>
	state.paymentMethodData;
/** The last payment error's message. */
export const getPaymentErrorMessage = ( state: PaymentState ) =>
	state.errorMessage;
/** Methods that can pay for this cart. */
export const getAvailablePaymentMethods = ( state: PaymentState ) =>
	state.availablePaymentMethods;
/** Express methods that can pay for this cart. */
export const getAvailableExpressPaymentMethods = ( state: PaymentState ) =>
	state.availableExpressPaymentMethods;
/** The canMakePayment check has run for the regular methods. */
export const paymentMethodsInitialized = ( state: PaymentState ) =>
	state.paymentMethodsInitialized;
/** The canMakePayment check has run for the express methods. */
export const expressPaymentMethodsInitialized = ( state: PaymentState ) =>
	state.expressPaymentMethodsInitialized;
/** Saved methods grouped by type. */
export const getSavedPaymentMethods = ( state: PaymentState ) =>
	state.savedPaymentMethods;
/** Whether the shopper ticked "save" (before SPEC §5's rule; see getShouldSavePaymentMethod). */
export const getShouldSavePaymentMethodChoice = ( state: PaymentState ) =>
	state.shouldSavePaymentMethod;
/** What the server said about the last posted order's payment (null before one). */
export const getPaymentResult = ( state: PaymentState ) => state.paymentResult;
/* eslint-enable jsdoc/require-param */

/**
 * Saved methods as options with their labels ('visa ending in 4242 (expires 12/30)'), only
 * for gateways that can pay once the availability check has run.
 *
 * @param state Store state.
 * @return The options.
 */
export const getSavedPaymentMethodOptions = createSelector(
	( state: PaymentState ): SavedPaymentMethodOption[] =>
		Object.entries( state.savedPaymentMethods ).flatMap(
			( [ type, methods ] ) =>
				( Array.isArray( methods ) ? methods : [] )
					.filter(
						( saved ) =>
							! state.paymentMethodsInitialized ||
							state.availablePaymentMethods.includes(
								saved.method?.gateway
							)
					)
					.map( ( saved ) => ( {
						tokenId: String( saved.tokenId ),
						gateway: saved.method?.gateway ?? '',
						type,
						label: getSavedPaymentMethodLabel( saved ),
						isDefault: !! saved.is_default,
					} ) )
		),
	( state: PaymentState ) => [
		state.savedPaymentMethods,
		state.availablePaymentMethods,
		state.paymentMethodsInitialized,
	]
);
