/**
 * The `validation` prop WooCommerce's Checkout block gives its inner blocks (its deprecated
 * `useValidation()`): the validation store's actions and selectors for errors under the
 * `extensions-errors-` prefix.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { validationStore } from '@kassa/data';

import { deprecated } from './deprecated';

const PREFIX = 'extensions-errors';

type Errors = Record< string, { message: string; hidden?: boolean } >;

const warn = () => deprecated( 'useValidation()', 'the validation data store' );

/**
 * The `validation` prop: each getter warns (once) that the validation store replaces it.
 *
 * @return hasValidationErrors, getValidationError, clearValidationError, hideValidationError,
 *         setValidationErrors.
 */
export function useExtensionValidation() {
	const { clearValidationError, hideValidationError, setValidationErrors } =
		useDispatch( validationStore );
	const hasValidationErrors = useSelect(
		( select ) => select( validationStore ).hasValidationErrors(),
		[]
	);
	const getValidationError = useSelect(
		( select ) => ( id: string ) =>
			select( validationStore ).getValidationError(
				`${ PREFIX }-${ id }`
			),
		[]
	);
	const clear = useCallback(
		( id: string ) => clearValidationError( `${ PREFIX }-${ id }` ),
		[ clearValidationError ]
	);
	const hide = useCallback(
		( id: string ) => hideValidationError( `${ PREFIX }-${ id }` ),
		[ hideValidationError ]
	);
	const set = useCallback(
		( errors: Errors ) =>
			setValidationErrors(
				Object.fromEntries(
					Object.entries( errors ).map( ( [ id, error ] ) => [
						`${ PREFIX }-${ id }`,
						error,
					] )
				)
			),
		[ setValidationErrors ]
	);
	return useMemo(
		() => ( {
			get hasValidationErrors() {
				warn();
				return hasValidationErrors;
			},
			get getValidationError() {
				warn();
				return getValidationError;
			},
			get clearValidationError() {
				warn();
				return clear;
			},
			get hideValidationError() {
				warn();
				return hide;
			},
			get setValidationErrors() {
				warn();
				return set;
			},
		} ),
		[ hasValidationErrors, getValidationError, clear, hide, set ]
	);
}
