/**
 * Notices of what the server refused in the values a checkout sent (a `rest_invalid_param`
 * answer's details): a field's own error is named after the field's input (`shipping-<key>`,
 * `billing-<key>`, `contact-<key>`, `order-<key>`), so the checkout's forms show each on its
 * field and the step's banner leaves it to them; a rule's (a location's) is named after its
 * parameter and code. Each attempt to place the order starts without the last one's.
 */
import type { DataRegistry } from '@wordpress/data';

import { NOTICE_CONTEXTS } from '../../assets/constants';
import { storeNoticesStore } from './index';

const PREFIX = 'refused:';

/** The forms whose inputs are named `<form>-<key>`. */
const FIELD = /^(shipping|billing|contact|order)-/;

/**
 * The id of the notice of a field's error.
 *
 * @param inputId The field's input id, e.g. 'shipping-kassa-test/gov-id'.
 * @return The notice id.
 */
export function fieldNoticeId( inputId: string ): string {
	return `${ PREFIX }${ inputId }`;
}

/**
 * The id of the notice of an error of a parameter's values together (a location's rule).
 *
 * @param param The parameter, e.g. 'shipping_address'.
 * @param code  The error's code.
 * @return The notice id.
 */
export function ruleNoticeId( param: string, code: string ): string {
	return `${ PREFIX }${ param }_${ code }`;
}

/**
 * The input id a field's error notice belongs to.
 *
 * @param noticeId A notice id.
 * @return The input id, or null for any other notice.
 */
export function fieldOfNotice( noticeId: string ): string | null {
	const rest = noticeId.startsWith( PREFIX )
		? noticeId.slice( PREFIX.length )
		: '';
	return FIELD.test( rest ) ? rest : null;
}

/**
 * Removes the notices of what the server refused from every checkout context: a new attempt
 * shows its own.
 *
 * @param registry The data registry.
 */
export function removeRefusalNotices( registry: DataRegistry ) {
	const notices = registry.select( storeNoticesStore );
	const { removeNotice } = registry.dispatch( storeNoticesStore );
	Object.values( NOTICE_CONTEXTS )
		.filter( ( context ) => context.startsWith( NOTICE_CONTEXTS.CHECKOUT ) )
		.forEach( ( context ) =>
			notices
				.getNotices( context )
				.filter( ( notice ) => notice.id.startsWith( PREFIX ) )
				.forEach( ( notice ) => removeNotice( notice.id, context ) )
		);
}
