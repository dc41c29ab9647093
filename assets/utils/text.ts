/**
 * Text for descriptions, excerpts and labels (SPEC.md §5 "Descriptions"): truncation by words
 * or characters with an ellipsis, and sanitising of HTML to a small set of allowed tags.
 *
 * HTML is handled by the browser's parser (an inert <template>), never by regular expressions:
 * a parser sees markup exactly as the browser will, so nothing can hide from it.
 */
import { DESCRIPTION_WORD_LIMIT } from '../constants';

/** Appended to truncated text. */
export const ELLIPSIS = '\u2026';

/** Tags a product description may keep. */
export const DESCRIPTION_ALLOWED_TAGS: readonly string[] = [
	'a',
	'b',
	'em',
	'i',
	'strong',
	'p',
	'br',
	'ul',
	'ol',
	'li',
	'span',
];

/** Tags a label (e.g. a checkbox's, with a terms link) may keep: inline ones only. */
export const LABEL_ALLOWED_TAGS: readonly string[] = [
	'a',
	'b',
	'em',
	'i',
	'strong',
	'br',
	'span',
];

/** Attributes an allowed tag may keep. */
export const ALLOWED_ATTRIBUTES: readonly string[] = [
	'href',
	'target',
	'rel',
	'class',
];

/** How a description's length is counted. */
export type TextCountType =
	'words' | 'characters_including_spaces' | 'characters_excluding_spaces';

const COUNT_UNITS: Record< TextCountType, RegExp > = {
	words: /\S+/gu,
	characters_including_spaces: /[\s\S]/gu,
	characters_excluding_spaces: /\S/gu,
};

// Removed with everything inside them: their content is code or not text at all.
const DROP_WITH_CONTENT = new Set( [
	'script',
	'style',
	'template',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'noscript',
	'noembed',
	'noframes',
	'textarea',
	'select',
	'title',
	'svg',
	'math',
	'xmp',
] );

const URL_ATTRIBUTES = new Set( [ 'href' ] );
const SAFE_URL_SCHEMES = new Set( [ 'http', 'https', 'mailto', 'tel' ] );
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

function parseHTML( html: string ): HTMLTemplateElement {
	// A template's content is inert: no script runs and no image loads while we inspect it.
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template;
}

/**
 * Text as HTML that shows it as it is (`&`, `<`, `>` and `"` escaped).
 *
 * @param text Plain text.
 * @return The HTML.
 */
export function escapeHTML( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );
}

/**
 * Whether a URL is safe in a link: relative, or http(s), mailto or tel. Browsers ignore
 * control characters and white space inside a scheme ('java\tscript:'), so those are removed
 * before the scheme is read.
 *
 * @param url The attribute value, entities already decoded by the parser.
 * @return True when the URL cannot run script.
 */
export function isSafeUrl( url: string ): boolean {
	const compact = url.replace( /[\u0000-\u0020\u007f-\u009f]/g, '' );
	const scheme = /^([a-z][a-z\d+.-]*):/i.exec( compact );
	return ! scheme || SAFE_URL_SCHEMES.has( scheme[ 1 ].toLowerCase() );
}

function sanitizeNode(
	parent: ParentNode,
	allowedTags: ReadonlySet< string >,
	allowedAttributes: ReadonlySet< string >
): void {
	Array.from( parent.childNodes ).forEach( ( node ) => {
		if ( node.nodeType === Node.TEXT_NODE ) {
			return;
		}
		if ( node.nodeType !== Node.ELEMENT_NODE ) {
			// Comments, CDATA, processing instructions.
			node.parentNode?.removeChild( node );
			return;
		}
		const element = node as Element;
		const tag = element.localName;
		if ( DROP_WITH_CONTENT.has( tag ) ) {
			element.remove();
			return;
		}
		sanitizeNode( element, allowedTags, allowedAttributes );
		if (
			! allowedTags.has( tag ) ||
			element.namespaceURI !== HTML_NAMESPACE
		) {
			// A disallowed tag goes, its (already sanitised) content stays.
			element.replaceWith( ...Array.from( element.childNodes ) );
			return;
		}
		Array.from( element.attributes ).forEach( ( { name, value } ) => {
			const attribute = name.toLowerCase();
			if (
				! allowedAttributes.has( attribute ) ||
				( URL_ATTRIBUTES.has( attribute ) && ! isSafeUrl( value ) )
			) {
				element.removeAttribute( name );
			}
		} );
		if ( element.getAttribute( 'target' ) === '_blank' ) {
			// The opened page must not get a handle on this one.
			const rel = new Set(
				( element.getAttribute( 'rel' ) ?? '' )
					.split( /\s+/ )
					.filter( Boolean )
			);
			rel.add( 'noopener' );
			rel.add( 'noreferrer' );
			element.setAttribute( 'rel', Array.from( rel ).join( ' ' ) );
		}
	} );
}

/**
 * Sanitises HTML to allowed tags and attributes. Disallowed tags are removed but their text
 * kept; script-like elements (script, style, iframe, svg, ...) are removed with their content;
 * comments go; attributes not allowed (event handlers, style, ...) go; links that could run
 * script (javascript:, data:, vbscript:) lose their href. Links opening a new tab get
 * rel="noopener noreferrer".
 *
 * @param html              The HTML, e.g. a product's short description.
 * @param allowedTags       Tag names to keep (lowercase); defaults to the description set.
 * @param allowedAttributes Attribute names to keep (lowercase); defaults to href, target, rel,
 *                          class.
 * @return The sanitised HTML. Without a DOM (server-side), the HTML escaped as text.
 */
export function sanitizeHTML(
	html: string,
	allowedTags: readonly string[] = DESCRIPTION_ALLOWED_TAGS,
	allowedAttributes: readonly string[] = ALLOWED_ATTRIBUTES
): string {
	if ( typeof document === 'undefined' ) {
		return escapeHTML( html );
	}
	const template = parseHTML( html );
	sanitizeNode(
		template.content,
		new Set( allowedTags ),
		new Set( allowedAttributes )
	);
	return template.innerHTML;
}

/**
 * Sanitises a label to inline tags only (a, b, em, i, strong, br, span).
 *
 * @param html The label HTML.
 * @return The sanitised HTML.
 */
export function sanitizeLabelHTML( html: string ): string {
	return sanitizeHTML( html, LABEL_ALLOWED_TAGS, ALLOWED_ATTRIBUTES );
}

/**
 * Truncates HTML to a number of words or characters, keeping its markup: text after the cut
 * and elements that only follow it are removed, open elements are closed by the parser, and
 * an ellipsis follows the last kept text. Sanitise untrusted HTML first (sanitizeHTML).
 *
 * @param html      The HTML (plain text works too, but comes back HTML-escaped).
 * @param count     How many units to keep.
 * @param countType Words, or characters with or without spaces.
 * @return The HTML, truncated with an ellipsis when it was longer, otherwise unchanged.
 */
export function trimHTML(
	html: string,
	count: number,
	countType: TextCountType = 'words'
): string {
	const template = parseHTML( html );
	const content = template.content;
	const walker = document.createTreeWalker( content, NodeFilter.SHOW_TEXT );
	const unit = new RegExp( COUNT_UNITS[ countType ] );
	let remaining = Math.max( 0, Math.floor( count ) );
	let cut: { node: Text; offset: number } | null = null;

	for (
		let node = walker.nextNode() as Text | null;
		node;
		node = walker.nextNode() as Text | null
	) {
		unit.lastIndex = 0;
		for ( let match = unit.exec( node.data ); match; ) {
			if ( remaining === 0 ) {
				if ( ! cut ) {
					return '';
				}
				const range = document.createRange();
				range.setStart( cut.node, cut.offset );
				range.setEnd( content, content.childNodes.length );
				range.deleteContents();
				cut.node.data = cut.node.data.trimEnd() + ELLIPSIS;
				return template.innerHTML;
			}
			remaining--;
			cut = { node, offset: match.index + match[ 0 ].length };
			match = unit.exec( node.data );
		}
	}
	return html;
}

/**
 * Truncates HTML to a number of words (SPEC.md §5: descriptions are cut to 15 words).
 *
 * @param html  The HTML.
 * @param count How many words to keep; 15 by default.
 * @return The HTML, truncated with an ellipsis when it had more words.
 */
export function trimWords(
	html: string,
	count: number = DESCRIPTION_WORD_LIMIT
): string {
	return trimHTML( html, count, 'words' );
}

/**
 * Truncates plain text to a number of characters (code points), with an ellipsis.
 *
 * @param text        The text.
 * @param count       How many characters to keep.
 * @param countSpaces Whether white space counts towards the limit; true by default.
 * @return The text, truncated with an ellipsis when it was longer.
 */
export function trimCharacters(
	text: string,
	count: number,
	countSpaces = true
): string {
	const characters = Array.from( text );
	let counted = 0;
	for ( let index = 0; index < characters.length; index++ ) {
		if ( countSpaces || ! /\s/u.test( characters[ index ] ) ) {
			counted++;
		}
		if ( counted > count ) {
			return characters.slice( 0, index ).join( '' ).trimEnd() + ELLIPSIS;
		}
	}
	return text;
}
