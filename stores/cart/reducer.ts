import type { CartAction } from './actions';
import { getDefaultState } from './default-state';
import type { CartState } from './types';

/**
 * The cart store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: CartState = getDefaultState(),
	action: CartAction
): CartState {
	switch ( action.type ) {
		case 'RECEIVE_CART':
			return { ...state, cartData: action.cart, errorMessage: null };
		case 'RECEIVE_ERROR':
			return { ...state, errorMessage: action.message };
		default:
			return state;
	}
}
