import { getSetting } from '@kassa/settings';

import type { CartState } from './types';

/**
 * The initial state: hydrated from the preloaded cart, so the first paint needs no request.
 *
 * @return The state.
 */
export function getDefaultState(): CartState {
	return { cartData: getSetting( 'preloadedCart' ), errorMessage: null };
}
