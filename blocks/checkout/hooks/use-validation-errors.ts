import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';
import { validationStore } from '@kassa/data';

/**
 * Keeps a form's errors in the validation store, under ids `${ prefix }-${ key }` (the ids of
 * the form's inputs, so a blur can reveal the error of the input that lost focus). Errors start
 * hidden until blur (SPEC §5) and stay shown once shown; a valid field's error is cleared, and
 * every error of the form is cleared when it unmounts (a hidden form blocks nothing).
 *
 * @param prefix The form's id prefix, e.g. 'shipping'.
 * @param errors Error messages by field key ('' or missing when valid).
 * @return `visibleErrors` (key => message, shown ones only) and `onBlur` for the form's wrapper.
 */
export function useValidationErrors(
	prefix: string,
	errors: Record< string, string | undefined >
) {
	const { validateField, clearValidationErrors, showValidationError } =
		useDispatch( validationStore );
	const registered = useRef< Set< string > >( new Set() );
	const key = JSON.stringify( errors );

	useEffect( () => {
		const now = new Set< string >();
		Object.entries( errors ).forEach( ( [ field, message ] ) => {
			const id = `${ prefix }-${ field }`;
			if ( message ) {
				now.add( id );
				validateField( id, message, true );
			}
		} );
		const stale = [ ...registered.current ].filter(
			( id ) => ! now.has( id )
		);
		if ( stale.length ) {
			clearValidationErrors( stale );
		}
		registered.current = now;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, prefix ] );

	useEffect(
		() => () => {
			if ( registered.current.size ) {
				clearValidationErrors( [ ...registered.current ] );
			}
		},
		[ clearValidationErrors ]
	);

	const stored = useSelect(
		( select ) => select( validationStore ).getValidationErrors(),
		[]
	);
	const visibleErrors = useMemo( () => {
		const visible: Record< string, string > = {};
		Object.keys( errors ).forEach( ( field ) => {
			const error = stored[ `${ prefix }-${ field }` ];
			if ( error && ! error.hidden ) {
				visible[ field ] = error.message;
			}
		} );
		return visible;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ stored, prefix, key ] );

	const onBlur = useCallback(
		( event: { target: EventTarget | null } ) => {
			const id = ( event.target as HTMLElement | null )?.id;
			if ( id && registered.current.has( id ) ) {
				showValidationError( id );
			}
		},
		[ showValidationError ]
	);

	return { visibleErrors, onBlur };
}
