import { RawHTML } from '@wordpress/element';

import { sanitizeHTML, trimWords } from '../utils/text';

/**
 * A product's short description as the shopper sees it: sanitised to the allowed tags, then cut
 * to 15 words (SPEC §5), so no markup from the server runs.
 *
 * @param html The description from the Store API.
 * @return The description.
 */
export function renderSanitizedDescription( html: string ) {
	return <RawHTML>{ trimWords( sanitizeHTML( html ) ) }</RawHTML>;
}
