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

export const VALIDATION_STORE_KEY = 'kassa/validation';

/** The `kassa/validation` store: validation errors by field id. */
export const validationStore = createReduxStore( VALIDATION_STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( validationStore );

declare module '@wordpress/data' {
	function select(
		key: typeof VALIDATION_STORE_KEY
	): CurriedSelectorsOf< typeof validationStore >;
	function dispatch(
		key: typeof VALIDATION_STORE_KEY
	): ActionCreatorsOf< typeof validationStore >;
}

export type * from './types';
