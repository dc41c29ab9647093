import type { SavedPaymentMethod } from '../../assets/settings/types';
import type { PaymentMethodData, PaymentResult, PaymentStatus } from './types';

/**
 * Sets the status directly (used by the checkout sync, which applies SPEC §4's rules).
 *
 * @param status The status.
 * @return The action.
 */
export function setPaymentStatus( status: PaymentStatus ) {
	return { type: 'SET_PAYMENT_STATUS' as const, status };
}

/**
 * Payment setup succeeded: ready, with the data to send (merged into what is there).
 *
 * @param data Payment data from the method.
 * @return The action.
 */
export function setPaymentReady( data: PaymentMethodData = {} ) {
	return { type: 'SET_PAYMENT_READY' as const, data };
}

/**
 * Payment setup failed.
 *
 * @param message What went wrong.
 * @return The action.
 */
export function setPaymentError( message: string ) {
	return { type: 'SET_PAYMENT_ERROR' as const, message };
}

/**
 * Makes a method active (use the `setActivePaymentMethod` thunk, which also clears the error
 * notice and fires the event).
 *
 * @param method     Method name.
 * @param data       Its payment data.
 * @param savedToken Saved token id, '' for a new payment method.
 * @return The action.
 */
export function receiveActivePaymentMethod(
	method: string,
	data: PaymentMethodData = {},
	savedToken = ''
) {
	return {
		type: 'RECEIVE_ACTIVE_PAYMENT_METHOD' as const,
		method,
		data,
		savedToken,
	};
}

/**
 * Replaces the payment data.
 *
 * @param data The data.
 * @return The action.
 */
export function setPaymentMethodData( data: PaymentMethodData ) {
	return { type: 'SET_PAYMENT_METHOD_DATA' as const, data };
}

/**
 * SPEC §4 express flow: an express button was clicked.
 *
 * @param method The express method's name.
 * @return The action.
 */
export function expressPaymentStarted( method: string ) {
	return { type: 'EXPRESS_PAYMENT_STARTED' as const, method };
}

/**
 * SPEC §4 express flow: closed (or back to idle) — the previous method and data return.
 *
 * @return The action.
 */
export function expressPaymentClosed() {
	return { type: 'EXPRESS_PAYMENT_CLOSED' as const };
}

/**
 * SPEC §4 express flow: failed — payment state is cleared, the message recorded, the previous
 * method restored.
 *
 * @param message What went wrong.
 * @return The action.
 */
export function expressPaymentFailed( message: string ) {
	return { type: 'EXPRESS_PAYMENT_FAILED' as const, message };
}

/**
 * @param shouldSave The shopper wants the new method saved.
 * @return The action.
 */
export function setShouldSavePaymentMethod( shouldSave: boolean ) {
	return { type: 'SET_SHOULD_SAVE_PAYMENT_METHOD' as const, shouldSave };
}

/**
 * Records which methods can pay for the current cart (the registry's canMakePayment check).
 *
 * @param names Method names.
 * @return The action.
 */
export function setAvailablePaymentMethods( names: string[] ) {
	return { type: 'SET_AVAILABLE_PAYMENT_METHODS' as const, names };
}

/**
 * Records which express methods can pay for the current cart.
 *
 * @param names Method names.
 * @return The action.
 */
export function setAvailableExpressPaymentMethods( names: string[] ) {
	return { type: 'SET_AVAILABLE_EXPRESS_PAYMENT_METHODS' as const, names };
}

/**
 * Replaces the saved methods (grouped by type).
 *
 * @param saved The saved methods.
 * @return The action.
 */
export function setSavedPaymentMethods(
	saved: Record< string, SavedPaymentMethod[] >
) {
	return { type: 'SET_SAVED_PAYMENT_METHODS' as const, saved };
}

/**
 * Records what the server said about the payment of the order just posted.
 *
 * @param result The payment result.
 * @return The action.
 */
export function setPaymentResult( result: PaymentResult ) {
	return { type: 'SET_PAYMENT_RESULT' as const, result };
}

export type PaymentAction = ReturnType<
	| typeof setPaymentStatus
	| typeof setPaymentReady
	| typeof setPaymentError
	| typeof receiveActivePaymentMethod
	| typeof setPaymentMethodData
	| typeof expressPaymentStarted
	| typeof expressPaymentClosed
	| typeof expressPaymentFailed
	| typeof setShouldSavePaymentMethod
	| typeof setAvailablePaymentMethods
	| typeof setPaymentResult
	| typeof setAvailableExpressPaymentMethods
	| typeof setSavedPaymentMethods
>;
