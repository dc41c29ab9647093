import type { ValidationAction } from './actions';
import { getDefaultState } from './default-state';
import type { ValidationState } from './types';

export type State = ValidationState;

/**
 * The validation reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: State = getDefaultState(),
	action: ValidationAction
): State {
	switch ( action.type ) {
		case 'SET_VALIDATION_ERRORS': {
			const next = { ...state };
			for ( const [ id, error ] of Object.entries( action.errors ) ) {
				if ( typeof error?.message !== 'string' ) {
					continue;
				}
				next[ id ] = {
					message: error.message,
					hidden: !! error.hidden,
				};
			}
			return next;
		}
		case 'CLEAR_VALIDATION_ERRORS': {
			if ( ! action.ids ) {
				return Object.keys( state ).length ? {} : state;
			}
			const ids = action.ids.filter( ( id ) => id in state );
			if ( ! ids.length ) {
				return state;
			}
			const next = { ...state };
			ids.forEach( ( id ) => delete next[ id ] );
			return next;
		}
		case 'SET_ERRORS_HIDDEN': {
			const ids = action.ids ?? Object.keys( state );
			let changed = false;
			const next = { ...state };
			for ( const id of ids ) {
				if ( next[ id ] && next[ id ].hidden !== action.hidden ) {
					next[ id ] = { ...next[ id ], hidden: action.hidden };
					changed = true;
				}
			}
			return changed ? next : state;
		}
		default:
			return state;
	}
}
