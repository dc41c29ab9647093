import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useRef } from '@wordpress/element';
import { fieldNoticeId, fieldOfNotice, storeNoticesStore } from '@kassa/data';

/**
 * The errors the server gave a form's fields (their notices, see field-notices.ts), to show on
 * the fields; each goes once its field's value changes (the shopper answered it).
 *
 * @param prefix  The form's id prefix: 'shipping', 'billing', 'contact' or 'order'.
 * @param context The notice context of the form's step.
 * @param values  The form's values, by field key.
 * @return The errors, by field key.
 */
export function useFieldNotices(
	prefix: string,
	context: string,
	values: Record< string, unknown >
): Record< string, string > {
	const notices = useSelect(
		( select ) => select( storeNoticesStore ).getNotices( context ),
		[ context ]
	);
	const { removeNotice } = useDispatch( storeNoticesStore );
	const errors = useMemo( () => {
		const found: Record< string, string > = {};
		notices.forEach( ( notice ) => {
			const input = fieldOfNotice( notice.id );
			if (
				notice.status === 'error' &&
				input?.startsWith( `${ prefix }-` )
			) {
				found[ input.slice( prefix.length + 1 ) ] = notice.content;
			}
		} );
		return found;
	}, [ notices, prefix ] );
	const previous = useRef( values );
	useEffect( () => {
		Object.keys( errors ).forEach( ( key ) => {
			if ( values[ key ] !== previous.current[ key ] ) {
				removeNotice(
					fieldNoticeId( `${ prefix }-${ key }` ),
					context
				);
			}
		} );
		previous.current = values;
	}, [ values, errors, prefix, context, removeNotice ] );
	return errors;
}
