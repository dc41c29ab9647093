/**
 * Kassa's block markup for the tests: the defaults the seeds write, what older versions stored,
 * and the variants the editor specs start from. No browser in it, so the unit tests use it too
 * (blocks/test/stored-shapes.test.ts), where Playwright's runtime cannot load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A Kassa block's default markup, as the editor saves it and the seeds write it
 * (includes/markup/<block>.html).
 *
 * @param block Block name without `kassa/`: cart, checkout, mini-cart or products.
 * @return The markup.
 */
export function defaultMarkup( block: string ) {
	return readFileSync(
		path.join( __dirname, '../../../includes/markup', `${ block }.html` ),
		'utf8'
	).trim();
}

/**
 * Markup of a Kassa block as older versions stored it (tests/fixtures/stored-markup/).
 *
 * @param name The file's name without `.html`, e.g. 'mini-cart-before-drawer-blocks'.
 * @return The markup.
 */
export function storedMarkup( name: string ) {
	return readFileSync(
		path.join(
			__dirname,
			'../../fixtures/stored-markup',
			`${ name }.html`
		),
		'utf8'
	).trim();
}

/**
 * Markup without the named inner blocks (leaf blocks: nothing nested inside them).
 *
 * @param markup Block markup.
 * @param blocks Names of the blocks to leave out, e.g. 'kassa/cart-cross-sells'.
 * @return The markup.
 */
export function withoutBlocks( markup: string, blocks: string[] ) {
	return blocks.reduce(
		( result, name ) =>
			result.replace(
				new RegExp(
					`<!-- wp:${ name }[ {][\\s\\S]*?<!-- /wp:${ name } -->\\s*`
				),
				''
			),
		markup
	);
}

/**
 * The default markup of a cart or checkout as stored before their alignment defaulted to wide:
 * no `alignwide` class, no `data-align`.
 *
 * @param markup Block markup.
 * @return The markup.
 */
export function withoutWideDefault( markup: string ) {
	return markup.replace( / data-align="&quot;wide&quot;"| alignwide/g, '' );
}

/**
 * Markup with the named container inner blocks saved empty, as the editor saves a container
 * whose inner blocks are all gone.
 *
 * @param markup     Block markup.
 * @param containers Names of the containers to empty, e.g. 'kassa/cart-items'.
 * @return The markup.
 */
export function withEmptyContainers( markup: string, containers: string[] ) {
	return containers.reduce(
		( result, name ) =>
			result.replace(
				new RegExp(
					`<!-- wp:${ name } -->[\\s\\S]*?<!-- /wp:${ name } -->`
				),
				`<!-- wp:${ name } -->\n<div data-block-name="${ name }" class="wp-block-${ name.replace(
					'/',
					'-'
				) }"></div>\n<!-- /wp:${ name } -->`
			),
		markup
	);
}
