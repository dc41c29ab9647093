import type { CartItem } from '../../assets/api/types';
import type { CartState } from './types';

const NO_ITEMS: CartItem[] = [];

/**
 * The whole cart, or null before it is known.
 *
 * @param state Store state.
 * @return The cart.
 */
export function getCartData( state: CartState ) {
	return state.cartData;
}

/**
 * The cart's lines (the same empty array while none are known).
 *
 * @param state Store state.
 * @return The lines.
 */
export function getCartItems( state: CartState ) {
	return state.cartData?.items ?? NO_ITEMS;
}

/**
 * Why the cart could not be read, if it could not.
 *
 * @param state Store state.
 * @return The message or null.
 */
export function getCartErrorMessage( state: CartState ) {
	return state.errorMessage;
}
