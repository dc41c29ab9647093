import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const CART_STORE_KEY = 'kassa/cart';

/** The `kassa/cart` store: the shopper's cart as the Store API last sent it. */
export const cartStore = createReduxStore( CART_STORE_KEY, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( cartStore );
