import { createRegistrySelector } from '@wordpress/data';
import { getSetting } from '@kassa/settings';

import { paymentStore } from '../payment';
import { isSavingPaymentMethodAllowed } from '../payment/status';
import { CHECKOUT_STATUS, type CheckoutState } from './types';

/* eslint-disable jsdoc/require-param */
/** The phase. */
export const getCheckoutStatus = ( state: CheckoutState ) => state.status;
/** Phase is idle. */
export const isIdle = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.IDLE;
/** Phase is calculating. */
export const isCalculating = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.CALCULATING;
/** Phase is before-processing. */
export const isBeforeProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.BEFORE_PROCESSING;
/** Phase is processing. */
export const isProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.PROCESSING;
/** Phase is after-processing. */
export const isAfterProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.AFTER_PROCESSING;
/** Phase is complete. */
export const isComplete = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.COMPLETE;
/** The error flag. */
export const hasError = ( state: CheckoutState ) => state.hasError;
/**
 * Whether the order is on its way: from the click to the order-received page (or back to the
 * form after a failure). The form takes no typing then: what the shopper typed would go to
 * neither the order nor the cart (WooCommerce's steps are disabled the same while processing).
 */
export const isPlacingOrder = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.BEFORE_PROCESSING ||
	state.status === CHECKOUT_STATUS.PROCESSING ||
	state.status === CHECKOUT_STATUS.AFTER_PROCESSING ||
	( state.status === CHECKOUT_STATUS.COMPLETE && ! state.hasError );
/** The order id (0 until known). */
export const getOrderId = ( state: CheckoutState ) => state.orderId;
/** The shopper's note. */
export const getOrderNotes = ( state: CheckoutState ) => state.orderNotes;
/** The customer id, 0 for a guest. */
export const getCustomerId = ( state: CheckoutState ) => state.customerId;
/** Whether the shopper is a logged-in customer. */
export const isCustomerLoggedIn = ( state: CheckoutState ) =>
	state.customerId > 0;
/** Password for the account to create. */
export const getCustomerPassword = ( state: CheckoutState ) =>
	state.customerPassword;
/** Whether to create an account. */
export const getShouldCreateAccount = ( state: CheckoutState ) =>
	state.shouldCreateAccount;
/** Additional field values. */
export const getAdditionalFields = ( state: CheckoutState ) =>
	state.additionalFields;
/** Extension data by namespace. */
export const getExtensionData = ( state: CheckoutState ) => state.extensionData;
/** Where to send the browser on completion. */
export const getRedirectUrl = ( state: CheckoutState ) => state.redirectUrl;
/** Whether the billing address is the shipping address. */
export const getUseShippingAsBilling = ( state: CheckoutState ) =>
	state.useShippingAsBilling;
/** Whether the shopper chose local pickup. */
export const prefersCollection = ( state: CheckoutState ) =>
	state.prefersCollection;
/** Whether the billing form is open. */
export const isEditingBillingAddress = ( state: CheckoutState ) =>
	state.editingBillingAddress;
/** Whether the shipping form is open. */
export const isEditingShippingAddress = ( state: CheckoutState ) =>
	state.editingShippingAddress;
/* eslint-enable jsdoc/require-param */

/* The checkout's view of payment: checkout drives payment, so these read the payment store. */

/**
 * SPEC §5: whether the save option applies (known customer, account being created, or guest
 * checkout disabled).
 *
 * @param state Store state.
 * @return True when saving is allowed.
 */
export const canSavePaymentMethod = ( state: CheckoutState ) =>
	isSavingPaymentMethodAllowed( {
		customerId: state.customerId,
		shouldCreateAccount: state.shouldCreateAccount,
		guestCheckoutAllowed: getSetting( 'guestCheckoutAllowed' ),
	} );

/**
 * Whether the new payment method will be saved: the shopper's choice, forced off when SPEC
 * §5's rule does not allow saving.
 *
 * @param state Store state.
 * @return True when it will be saved.
 */
export const getShouldSavePaymentMethod = createRegistrySelector(
	( select ) => ( state: CheckoutState ) =>
		select( paymentStore ).getShouldSavePaymentMethodChoice() &&
		canSavePaymentMethod( state )
);

/**
 * SPEC §4: the express area shows a loading state while checkout is calculating, processing,
 * before/after processing, complete without error, or while an express method is active.
 *
 * @param state Store state.
 * @return True while loading.
 */
export const isExpressPaymentAreaLoading = createRegistrySelector(
	( select ) => ( state: CheckoutState ) =>
		state.status === CHECKOUT_STATUS.CALCULATING ||
		isPlacingOrder( state ) ||
		select( paymentStore ).isExpressPaymentStarted()
);
