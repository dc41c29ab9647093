import { createRegistrySelector, createSelector } from '@wordpress/data';
import { getSetting } from '@kassa/settings';

import {
	getSavedPaymentMethodLabel,
	isSavingPaymentMethodAllowed,
} from './status';
import type { CheckoutStatus } from '../checkout/types';
import {
	PAYMENT_STATUS,
	type PaymentState,
	type SavedPaymentMethodOption,
} from './types';

/**
 * The checkout store by name: importing it here would make a module cycle through this file.
 */
interface CheckoutSelectors {
	getCustomerId: () => number;
	getShouldCreateAccount: () => boolean;
	getCheckoutStatus: () => CheckoutStatus;
	hasError: () => boolean;
}
const checkoutStore = 'kassa/checkout';

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

/**
 * SPEC §5: whether the save option applies (known customer, account being created, or guest
 * checkout disabled).
 *
 * @return True when saving is allowed.
 */
export const canSavePaymentMethod = createRegistrySelector(
	( select ) => () => {
		const checkout = select( checkoutStore ) as CheckoutSelectors;
		return isSavingPaymentMethodAllowed( {
			customerId: checkout.getCustomerId(),
			shouldCreateAccount: checkout.getShouldCreateAccount(),
			guestCheckoutAllowed: getSetting( 'guestCheckoutAllowed' ),
		} );
	}
);

/**
 * Whether the new payment method will be saved: the shopper's choice, forced off when SPEC
 * §5's rule does not allow saving.
 *
 * @param state Store state.
 * @return True when it will be saved.
 */
export const getShouldSavePaymentMethod = createRegistrySelector(
	( select ) => ( state: PaymentState ) =>
		state.shouldSavePaymentMethod &&
		(
			select( 'kassa/payment' ) as { canSavePaymentMethod: () => boolean }
		 ).canSavePaymentMethod()
);

/**
 * SPEC §4: the express area shows a loading state while checkout is calculating, processing,
 * before/after processing, complete without error, or while an express method is active.
 *
 * @param state Store state.
 * @return True while loading.
 */
export const isExpressPaymentAreaLoading = createRegistrySelector(
	( select ) => ( state: PaymentState ) => {
		const checkout = select( checkoutStore ) as CheckoutSelectors;
		const status = checkout.getCheckoutStatus();
		return (
			status === 'calculating' ||
			status === 'processing' ||
			status === 'before-processing' ||
			status === 'after-processing' ||
			( status === 'complete' && ! checkout.hasError() ) ||
			state.status === PAYMENT_STATUS.EXPRESS_STARTED
		);
	}
);
