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
