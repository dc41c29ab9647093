import type { StoreNoticesAction } from './actions';
import { getDefaultState } from './default-state';
import type { StoreNoticesState } from './types';

export type State = StoreNoticesState;

/**
 * The store-notices reducer (the notices themselves live in `core/notices`).
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: State = getDefaultState(),
	action: StoreNoticesAction
): State {
	switch ( action.type ) {
		case 'REGISTER_CONTAINER':
			return state.containers.includes( action.context )
				? state
				: { containers: [ ...state.containers, action.context ] };
		case 'UNREGISTER_CONTAINER':
			return state.containers.includes( action.context )
				? {
						containers: state.containers.filter(
							( c ) => c !== action.context
						),
					}
				: state;
		default:
			return state;
	}
}
