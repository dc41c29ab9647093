import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

import * as actions from './actions';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const CART_STORE_KEY = 'kassa/cart';

/** The `kassa/cart` store: the shopper's cart as the Store API last sent it. */
export const cartStore = createReduxStore( CART_STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( cartStore );

declare module '@wordpress/data' {
	function select(
		key: typeof CART_STORE_KEY
	): CurriedSelectorsOf< typeof cartStore >;
	function dispatch(
		key: typeof CART_STORE_KEY
	): ActionCreatorsOf< typeof cartStore >;
}

export type * from './types';
