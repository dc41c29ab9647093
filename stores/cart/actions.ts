import type { Address, BillingAddress, Cart } from '../../assets/api/types';
import type { CartMetadata } from './types';

/**
 * Replaces the stored cart with one the Store API sent. With a sequence number, a response to
 * a request older than the newest applied one is ignored.
 *
 * @param cart     The cart.
 * @param sequence The request's sequence number (omit for carts that always apply).
 * @return The action.
 */
export function receiveCart( cart: Cart, sequence?: number ) {
	return { type: 'RECEIVE_CART' as const, cart, sequence };
}

/**
 * Records that the cart could not be read.
 *
 * @param message What the shopper is told.
 * @return The action.
 */
export function receiveError( message: string | null ) {
	return { type: 'RECEIVE_ERROR' as const, message };
}

/**
 * Sets some of the metadata flags.
 *
 * @param metadata The flags to change.
 * @return The action.
 */
export function setMetadata( metadata: Partial< CartMetadata > ) {
	return { type: 'SET_METADATA' as const, metadata };
}

/**
 * Marks a line's removal as in flight (or done).
 *
 * @param key       Line key.
 * @param isPending In flight.
 * @return The action.
 */
export function setItemPendingDelete( key: string, isPending: boolean ) {
	return { type: 'SET_ITEM_PENDING_DELETE' as const, key, isPending };
}

/**
 * Marks a line's quantity change as in flight (or done).
 *
 * @param key       Line key.
 * @param isPending In flight.
 * @return The action.
 */
export function setItemPendingQuantity( key: string, isPending: boolean ) {
	return { type: 'SET_ITEM_PENDING_QUANTITY' as const, key, isPending };
}

/**
 * Records the quantity the shopper asked for (shown at once), or forgets it (null).
 *
 * @param key      Line key.
 * @param quantity The quantity, or null.
 * @return The action.
 */
export function setRequestedQuantity( key: string, quantity: number | null ) {
	return { type: 'SET_REQUESTED_QUANTITY' as const, key, quantity };
}

/**
 * Local edit of the shipping address (not sent yet: marks customer data dirty).
 *
 * @param address Changed fields.
 * @return The action.
 */
export function setShippingAddress( address: Partial< Address > ) {
	return { type: 'SET_SHIPPING_ADDRESS' as const, address };
}

/**
 * Local edit of the billing address (not sent yet: marks customer data dirty).
 *
 * @param address Changed fields.
 * @return The action.
 */
export function setBillingAddress( address: Partial< BillingAddress > ) {
	return { type: 'SET_BILLING_ADDRESS' as const, address };
}

/**
 * Shows a rate as selected before the server confirms it. Without a package id (local
 * pickup) the rate is selected in every package that offers it. Responses to requests sent
 * before the choice (up to `after`) keep showing it; the first newer one answers for it.
 *
 * @param rateId    Rate id.
 * @param packageId Package id, or null.
 * @param after     Sequence number of the last cart request sent before the choice.
 * @return The action.
 */
export function markShippingRateSelected(
	rateId: string,
	packageId: number | string | null,
	after: number
) {
	return {
		type: 'MARK_SHIPPING_RATE_SELECTED' as const,
		selection: { rateId, packageId, after },
	};
}

/**
 * Records the error code of a failed shipping request (address or rate), or null once one
 * succeeds.
 *
 * @param code Error code or null.
 * @return The action.
 */
export function setShippingRequestError( code: string | null ) {
	return { type: 'SET_SHIPPING_REQUEST_ERROR' as const, code };
}

/**
 * An address or rate update starts: the totals are being recalculated.
 *
 * @return The action.
 */
export function startCalculation() {
	return { type: 'START_CALCULATION' as const };
}

/**
 * An address or rate update ends.
 *
 * @return The action.
 */
export function finishCalculation() {
	return { type: 'FINISH_CALCULATION' as const };
}

export type CartAction = ReturnType<
	| typeof receiveCart
	| typeof receiveError
	| typeof setMetadata
	| typeof setItemPendingDelete
	| typeof setItemPendingQuantity
	| typeof setRequestedQuantity
	| typeof setShippingAddress
	| typeof setBillingAddress
	| typeof markShippingRateSelected
	| typeof setShippingRequestError
	| typeof startCalculation
	| typeof finishCalculation
>;
