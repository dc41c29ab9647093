import type { Cart } from '../../assets/api/types';

/**
 * Replaces the stored cart with one the Store API sent.
 *
 * @param cart The cart.
 * @return The action.
 */
export function receiveCart( cart: Cart ) {
	return { type: 'RECEIVE_CART' as const, cart };
}

/**
 * Records that the cart could not be read.
 *
 * @param message What the shopper is told.
 * @return The action.
 */
export function receiveError( message: string ) {
	return { type: 'RECEIVE_ERROR' as const, message };
}

export type CartAction = ReturnType< typeof receiveCart | typeof receiveError >;
