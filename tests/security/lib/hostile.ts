import { expect, type Page } from '@playwright/test';

/**
 * What the security suite's hostile data is made of, and how it tells that none of it ran: every
 * probe calls `alert()`, which a page that runs it shows as a dialog.
 */

/**
 * Markup that runs `alert()` wherever it is taken for HTML: raw, entity-encoded, breaking out
 * of a script, of an attribute value (either quote) or into a URL.
 */
export const HOSTILE_TEXT =
	'"\'><img src=x onerror=alert(1)><svg onload=alert(2)></script><script>alert(3)</script>' +
	'&lt;img src=x onerror=alert(4)&gt; javascript:alert(5) x onfocus=alert(6) autofocus';

/**
 * Attribute names that are markup: a space and an event handler, nested quotes, the end of a
 * script.
 */
export const HOSTILE_KEYS = [
	'x onfocus=alert(document.domain) autofocus tabindex=0 y',
	'a"><img src=x onerror=alert(7)>',
	"b' onmouseover='alert(8)' style='position:fixed;inset:0' c",
	'</script><script>alert(9)</script>',
	'onclick',
];

/**
 * Watches a page for script that hostile data ran: each dialog it opens (dismissed, so the page
 * goes on), and each error thrown on it, for the report.
 *
 * @param page The page.
 * @return The messages of the dialogs opened so far.
 */
export function watchForScript( page: Page ) {
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss().catch( () => undefined );
	} );
	return dialogs;
}

/**
 * Whatever in the page's Kassa blocks is not inert: elements with an event handler, a script,
 * an `<svg>` or `<img>` the hostile data made, links that run script, and attributes on a
 * block's own element that are no block attributes (a name a block comment smuggled in) nor
 * the custom properties Kassa's script measures the shell with.
 *
 * @param page The page.
 * @return What was found, one line each.
 */
export function liveMarkup( page: Page ) {
	return page.evaluate( () => {
		const found: string[] = [];
		const snippet = ( element: Element ) =>
			element.outerHTML.slice( 0, 160 );
		const blocks = Array.from(
			document.querySelectorAll( '[class*="wp-block-kassa-"]' )
		);
		// The shell's measurements (hooks/render-block.tsx) are Kassa's own custom properties.
		const onlyKassasProperties = ( block: Element ) =>
			Array.from( ( block as HTMLElement ).style ).every( ( property ) =>
				property.startsWith( '--kassa-' )
			);
		for ( const block of blocks ) {
			for ( const { name, value } of Array.from( block.attributes ) ) {
				if (
					! /^(class|hidden|inert|aria-[a-z]+|data-[a-z0-9-]+)$/.test(
						name
					) &&
					! ( name === 'style' && onlyKassasProperties( block ) )
				) {
					found.push(
						`attribute ${ name }="${ value.slice(
							0,
							80
						) }" on ${ snippet( block ) }`
					);
				}
			}
			for ( const element of [
				block,
				...Array.from( block.querySelectorAll( '*' ) ),
			] ) {
				for ( const { name, value } of Array.from(
					element.attributes
				) ) {
					if (
						/^on/i.test( name ) ||
						/^\s*javascript:/i.test( value )
					) {
						found.push( `${ name } in ${ snippet( element ) }` );
					}
				}
				if (
					element.matches(
						'script, svg[onload], img[src="x"], iframe, object, embed'
					)
				) {
					found.push( snippet( element ) );
				}
			}
		}
		// Enough to tell what went wrong.
		return found.length > 20
			? [ ...found.slice( 0, 20 ), `… and ${ found.length - 20 } more` ]
			: found;
	} );
}

/**
 * Block comment attributes as WordPress serializes them (serialize_block_attributes()):
 * JSON whose `--`, `<`, `>`, `&` and `"` inside strings cannot end the comment or be read as
 * markup.
 *
 * @param attributes The attributes.
 * @return The JSON for `<!-- wp:name {…} -->`.
 */
export function blockCommentJson( attributes: Record< string, unknown > ) {
	return JSON.stringify( attributes )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

/**
 * Waits until the front end of each Kassa parent block on the page has rendered into its
 * element (what it renders is what hostile attributes would reach).
 *
 * @param page The page.
 */
export async function waitForBlocks( page: Page ) {
	await expect
		.poll(
			() =>
				page.evaluate( () =>
					Array.from(
						document.querySelectorAll(
							'.wp-block-kassa-cart, .wp-block-kassa-checkout, .wp-block-kassa-products'
						)
					).every( ( block ) =>
						Array.from( block.children ).some(
							( child ) =>
								/(^| )kassa-/.test( child.className ) &&
								! child.classList.contains(
									'kassa-checkout__skeleton'
								)
						)
					)
				),
			{ timeout: 30_000 }
		)
		.toBe( true );
}
