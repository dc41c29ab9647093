import type { AdditionalFieldValues } from './types';

/* Phase transitions (SPEC §4). */

/**
 * Back to idle (after an error, or to start over).
 *
 * @return The action.
 */
export function setIdle() {
	return { type: 'SET_IDLE' as const };
}

/**
 * Submit: validation observers run in this phase. Clears the error flag.
 *
 * @return The action.
 */
export function setBeforeProcessing() {
	return { type: 'SET_BEFORE_PROCESSING' as const };
}

/**
 * Validation passed: payment setup runs and the order is posted in this phase.
 *
 * @return The action.
 */
export function setProcessing() {
	return { type: 'SET_PROCESSING' as const };
}

/**
 * The server answered; success or failure observers run in this phase.
 *
 * @param update             What the answer said.
 * @param update.orderId     The order id, if any.
 * @param update.redirectUrl Where to go next, if anywhere.
 * @param update.hasError    Whether it failed.
 * @return The action.
 */
export function setAfterProcessing( update: {
	orderId?: number;
	redirectUrl?: string;
	hasError?: boolean;
} ) {
	return { type: 'SET_AFTER_PROCESSING' as const, ...update };
}

/**
 * Done (the browser goes to the redirect URL next, if there is one).
 *
 * @param redirectUrl Where to go.
 * @return The action.
 */
export function setComplete( redirectUrl?: string ) {
	return { type: 'SET_COMPLETE' as const, redirectUrl };
}

/**
 * Sets the error flag.
 *
 * @param hasError Whether checkout has an error.
 * @return The action.
 */
export function setHasError( hasError = true ) {
	return { type: 'SET_HAS_ERROR' as const, hasError };
}

/**
 * A calculation (address or rate update) starts: idle becomes calculating.
 *
 * @return The action.
 */
export function startCalculating() {
	return { type: 'START_CALCULATING' as const };
}

/**
 * A calculation ends: calculating becomes idle when none is left.
 *
 * @return The action.
 */
export function stopCalculating() {
	return { type: 'STOP_CALCULATING' as const };
}

/* Fields. */

/**
 * @param redirectUrl Where to send the browser on completion.
 * @return The action.
 */
export function setRedirectUrl( redirectUrl: string ) {
	return { type: 'SET_REDIRECT_URL' as const, redirectUrl };
}

/**
 * @param orderId The draft or placed order's id.
 * @return The action.
 */
export function setOrderId( orderId: number ) {
	return { type: 'SET_ORDER_ID' as const, orderId };
}

/**
 * @param orderNotes The shopper's note (customer_note).
 * @return The action.
 */
export function setOrderNotes( orderNotes: string ) {
	return { type: 'SET_ORDER_NOTES' as const, orderNotes };
}

/**
 * @param customerId 0 for a guest.
 * @return The action.
 */
export function setCustomerId( customerId: number ) {
	return { type: 'SET_CUSTOMER_ID' as const, customerId };
}

/**
 * @param customerPassword Password for the account to create.
 * @return The action.
 */
export function setCustomerPassword( customerPassword: string ) {
	return { type: 'SET_CUSTOMER_PASSWORD' as const, customerPassword };
}

/**
 * @param shouldCreateAccount Create an account with the order.
 * @return The action.
 */
export function setShouldCreateAccount( shouldCreateAccount: boolean ) {
	return { type: 'SET_SHOULD_CREATE_ACCOUNT' as const, shouldCreateAccount };
}

/**
 * Merges values into the additional fields.
 *
 * @param additionalFields Values by field key.
 * @return The action.
 */
export function setAdditionalFields( additionalFields: AdditionalFieldValues ) {
	return { type: 'SET_ADDITIONAL_FIELDS' as const, additionalFields };
}

/**
 * Sets an extension's data (merged into what it set before, unless `replace`).
 *
 * @param namespace The extension's namespace.
 * @param data      Its data.
 * @param replace   Replace instead of merging.
 * @return The action.
 */
export function setExtensionData(
	namespace: string,
	data: Record< string, unknown >,
	replace = false
) {
	return {
		type: 'SET_EXTENSION_DATA' as const,
		namespace,
		data,
		replace,
	};
}

/**
 * @param useShippingAsBilling Billing address is the shipping address.
 * @return The action.
 */
export function setUseShippingAsBilling( useShippingAsBilling: boolean ) {
	return {
		type: 'SET_USE_SHIPPING_AS_BILLING' as const,
		useShippingAsBilling,
	};
}

/**
 * @param prefersCollection The shopper chose local pickup.
 * @return The action.
 */
export function setPrefersCollection( prefersCollection: boolean ) {
	return { type: 'SET_PREFERS_COLLECTION' as const, prefersCollection };
}

/**
 * @param editing The billing address form is open.
 * @return The action.
 */
export function setEditingBillingAddress( editing: boolean ) {
	return { type: 'SET_EDITING_BILLING_ADDRESS' as const, editing };
}

/**
 * @param editing The shipping address form is open.
 * @return The action.
 */
export function setEditingShippingAddress( editing: boolean ) {
	return { type: 'SET_EDITING_SHIPPING_ADDRESS' as const, editing };
}

export type CheckoutAction = ReturnType<
	| typeof setIdle
	| typeof setBeforeProcessing
	| typeof setProcessing
	| typeof setAfterProcessing
	| typeof setComplete
	| typeof setHasError
	| typeof startCalculating
	| typeof stopCalculating
	| typeof setRedirectUrl
	| typeof setOrderId
	| typeof setOrderNotes
	| typeof setCustomerId
	| typeof setCustomerPassword
	| typeof setShouldCreateAccount
	| typeof setAdditionalFields
	| typeof setExtensionData
	| typeof setUseShippingAsBilling
	| typeof setPrefersCollection
	| typeof setEditingBillingAddress
	| typeof setEditingShippingAddress
>;
