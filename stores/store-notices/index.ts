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

export const STORE_NOTICES_STORE_KEY = 'kassa/store-notices';

/** The `kassa/store-notices` store: notices per context, banners and snackbars. */
export const storeNoticesStore = createReduxStore( STORE_NOTICES_STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( storeNoticesStore );

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_NOTICES_STORE_KEY
	): CurriedSelectorsOf< typeof storeNoticesStore >;
	function dispatch(
		key: typeof STORE_NOTICES_STORE_KEY
	): ActionCreatorsOf< typeof storeNoticesStore >;
}

export type * from './types';
