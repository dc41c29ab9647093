import type { ThunkArgs } from '../shared/types';
import type { ValidationAction } from './actions';
import { clearValidationError, setValidationErrors } from './actions';
import type * as selectors from './selectors';

type Args = ThunkArgs< ValidationAction, typeof selectors >;

/**
 * Sets or clears one field's error from a check's outcome, keeping it hidden until blur when
 * the field has not been touched yet.
 *
 * @param id      Field id.
 * @param message The error message, or '' when the value is valid.
 * @param hidden  Keep the error hidden (until blur).
 * @return The thunk.
 */
export const validateField =
	( id: string, message: string, hidden = true ) =>
	( { dispatch, select }: Args ) => {
		if ( ! message ) {
			if ( select.getValidationError( id ) ) {
				dispatch( clearValidationError( id ) );
			}
			return true;
		}
		const current = select.getValidationError( id );
		// Once shown, an error stays shown while the value is still wrong.
		const keepHidden = hidden && ( ! current || current.hidden );
		dispatch(
			setValidationErrors( { [ id ]: { message, hidden: keepHidden } } )
		);
		return false;
	};
