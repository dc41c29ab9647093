import { createSelector } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import type { ValidationState } from './types';

/**
 * One field's error, shown or hidden, or undefined.
 *
 * @param state Store state.
 * @param id    Field id.
 * @return The error.
 */
export function getValidationError( state: ValidationState, id: string ) {
	return state[ id ];
}

/**
 * The DOM id of a field's error message, for `aria-describedby`.
 *
 * @param state Store state.
 * @param id    Field id.
 * @return The element id, or '' when the field has no visible error.
 */
export function getValidationErrorId( state: ValidationState, id: string ) {
	return state[ id ] && ! state[ id ].hidden ? `validate-error-${ id }` : '';
}

/**
 * Every recorded error, by field id.
 *
 * @param state Store state.
 * @return The errors.
 */
export function getValidationErrors( state: ValidationState ) {
	return state;
}

/**
 * Whether any error is recorded (hidden ones count: they still block checkout).
 *
 * @param state Store state.
 * @return True when there is one.
 */
export function hasValidationErrors( state: ValidationState ) {
	return Object.keys( state ).length > 0;
}

/**
 * The errors currently shown.
 *
 * @param state Store state.
 * @return Field id => error.
 */
export const getVisibleValidationErrors = createSelector(
	( state: ValidationState ) =>
		Object.fromEntries(
			Object.entries( state ).filter( ( [ , error ] ) => ! error.hidden )
		),
	( state: ValidationState ) => [ state ]
);

/**
 * The summary shown above the form when more than one error is visible (SPEC §8).
 *
 * @param state Store state.
 * @return 'Please fix the following errors before continuing', or null.
 */
export function getValidationErrorSummary( state: ValidationState ) {
	const visible = Object.values( state ).filter( ( e ) => ! e.hidden );
	return visible.length > 1
		? __( 'Please fix the following errors before continuing', 'kassa' )
		: null;
}
