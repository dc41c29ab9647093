import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const CHECKOUT_STORE_KEY = 'kassa/checkout';

/** The `kassa/checkout` store: the checkout phase, its fields and the submit. */
export const checkoutStore = createReduxStore( CHECKOUT_STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( checkoutStore );

declare module '@wordpress/data' {
	function select(
		key: typeof CHECKOUT_STORE_KEY
	): CurriedSelectorsOf< typeof checkoutStore >;
	function dispatch(
		key: typeof CHECKOUT_STORE_KEY
	): ActionCreatorsOf< typeof checkoutStore >;
}

export { CHECKOUT_STATUS } from './types';
export type * from './types';
