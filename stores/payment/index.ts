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

export const PAYMENT_STORE_KEY = 'kassa/payment';

/** The `kassa/payment` store: payment status, the active method, saved methods. */
export const paymentStore = createReduxStore( PAYMENT_STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( paymentStore );

declare module '@wordpress/data' {
	function select(
		key: typeof PAYMENT_STORE_KEY
	): CurriedSelectorsOf< typeof paymentStore >;
	function dispatch(
		key: typeof PAYMENT_STORE_KEY
	): ActionCreatorsOf< typeof paymentStore >;
}

export { PAYMENT_STATUS } from './types';
export type * from './types';
