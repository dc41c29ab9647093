import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useRef } from '@wordpress/element';
import {
	fieldNoticeId,
	fieldOfNotice,
	NOTICE_CONTEXTS,
	storeNoticesStore,
} from '@kassa/data';

/** The notice context of each form's step. */
const CONTEXT_OF = {
	shipping: NOTICE_CONTEXTS.SHIPPING_ADDRESS,
	billing: NOTICE_CONTEXTS.BILLING_ADDRESS,
	contact: NOTICE_CONTEXTS.CONTACT_INFORMATION,
	order: NOTICE_CONTEXTS.ORDER_INFORMATION,
};

/**
 * A form's fields' errors to show: the form's own, and what the server refused (the notices of
 * the form's step, see field-notices.ts) on a field without an error of its own. A server's
 * error goes once its field's value changes (the shopper answered it).
 *
 * @param prefix    The form's id prefix, which names its step.
 * @param values    The form's values, by field key.
 * @param ownErrors The form's own errors on show, by field key.
 * @return The errors, by field key.
 */
export function useFieldNotices(
	prefix: keyof typeof CONTEXT_OF,
	values: Record< string, unknown >,
	ownErrors: Record< string, string >
): Record< string, string > {
	const context = CONTEXT_OF[ prefix ];
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
	return useMemo(
		() => ( { ...errors, ...ownErrors } ),
		[ errors, ownErrors ]
	);
}
