import type { CoreNoticesAction, CoreNoticesState, Notice } from './types';

/**
 * One context's notices after an action.
 *
 * @param notices The context's notices.
 * @param action  The action.
 * @return The notices.
 */
function contextNotices( notices: Notice[], action: CoreNoticesAction ) {
	switch ( action.type ) {
		case 'CREATE_NOTICE':
			return [
				...notices.filter( ( { id } ) => id !== action.notice.id ),
				action.notice,
			];
		case 'REMOVE_NOTICE':
			return notices.filter( ( { id } ) => id !== action.id );
		case 'REMOVE_NOTICES':
			return notices.filter( ( { id } ) => ! action.ids.includes( id ) );
		case 'REMOVE_ALL_NOTICES':
			return notices.filter( ( { type } ) => type !== action.noticeType );
	}
}

/**
 * Notices by context; a context's list is replaced only when it changes.
 *
 * @param state  Notices by context.
 * @param action The action.
 * @return The next state.
 */
export default function reducer(
	state: CoreNoticesState = {},
	action: CoreNoticesAction
): CoreNoticesState {
	if ( ! action || typeof action !== 'object' || ! ( 'context' in action ) ) {
		return state;
	}
	const current = state[ action.context ] ?? [];
	const next = contextNotices( current, action );
	if ( ! next ) {
		return state;
	}
	return { ...state, [ action.context ]: next };
}
