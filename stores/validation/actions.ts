/**
 * Sets errors for some fields (others are kept). `hidden` defaults to false; inputs that should
 * wait for blur pass `hidden: true`.
 *
 * @param errors Errors by field id.
 * @return The action.
 */
export function setValidationErrors(
	errors: Record< string, { message: string; hidden?: boolean } >
) {
	return { type: 'SET_VALIDATION_ERRORS' as const, errors };
}

/**
 * Removes one field's error.
 *
 * @param id Field id.
 * @return The action.
 */
export function clearValidationError( id: string ) {
	return { type: 'CLEAR_VALIDATION_ERRORS' as const, ids: [ id ] };
}

/**
 * Removes the errors of these fields, or every error when no ids are given.
 *
 * @param ids Field ids.
 * @return The action.
 */
export function clearValidationErrors( ids?: string[] ) {
	return { type: 'CLEAR_VALIDATION_ERRORS' as const, ids };
}

/**
 * Hides one field's error (it stays recorded).
 *
 * @param id Field id.
 * @return The action.
 */
export function hideValidationError( id: string ) {
	return { type: 'SET_ERRORS_HIDDEN' as const, ids: [ id ], hidden: true };
}

/**
 * Shows one field's error (on blur).
 *
 * @param id Field id.
 * @return The action.
 */
export function showValidationError( id: string ) {
	return { type: 'SET_ERRORS_HIDDEN' as const, ids: [ id ], hidden: false };
}

/**
 * Shows every recorded error (on submit).
 *
 * @return The action.
 */
export function showAllValidationErrors() {
	return {
		type: 'SET_ERRORS_HIDDEN' as const,
		ids: undefined,
		hidden: false,
	};
}

export type ValidationAction =
	| ReturnType< typeof setValidationErrors | typeof clearValidationErrors >
	| { type: 'SET_ERRORS_HIDDEN'; ids: string[] | undefined; hidden: boolean };
