import type { ThunkArgs } from '../shared/types';
import type { CartAction } from './actions';
import type * as selectors from './selectors';
import { refreshCartData } from './thunks';

/**
 * Reads the cart from the Store API, unless the page preloaded it (then: no request).
 *
 * @return The resolver thunk.
 */
export const getCartData =
	() =>
	async ( {
		select,
		dispatch,
	}: ThunkArgs< CartAction, typeof selectors > ) => {
		if ( select.getCartData() ) {
			return;
		}
		await dispatch( refreshCartData() );
	};
