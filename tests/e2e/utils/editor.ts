import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Admin, Editor } from '@wordpress/e2e-test-utils-playwright';

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
 * Collects the console errors of a page (the editor's canvas iframe included). What fails only
 * because the test machine is offline is left out: resources of other hosts (the editor asks
 * Gravatar for avatars) and WordPress's block directory search (it asks WordPress.org).
 *
 * @param page The page.
 * @return The errors so far, growing as they come.
 */
export function consoleErrors( page: Page ) {
	const errors: string[] = [];
	const site = new URL( process.env.WP_BASE_URL || 'http://localhost:8888' )
		.host;
	const offline = ( url: string ) =>
		URL.canParse( url ) &&
		( new URL( url ).host !== site ||
			url.includes( '/wp/v2/block-directory/' ) );
	page.on( 'console', ( message ) => {
		const { url } = message.location();
		if ( message.type() === 'error' && ! offline( url ) ) {
			errors.push( `${ message.text() } (${ url })` );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/**
 * Opens a post in the block editor and waits for its canvas to hold the block.
 *
 * @param admin     The admin fixture.
 * @param editor    The editor fixture.
 * @param postId    The post (or page) id.
 * @param blockName The block to wait for, e.g. 'kassa/cart'.
 */
export async function openInEditor(
	admin: Admin,
	editor: Editor,
	postId: number,
	blockName: string
) {
	await admin.visitAdminPage( 'post.php', `post=${ postId }&action=edit` );
	await editor.canvas
		.locator( `[data-type="${ blockName }"]` )
		.first()
		.waitFor();
}

/** What the block editor shows instead of a block it cannot validate. */
export const VALIDATION_WARNING = /unexpected or invalid content/i;

/**
 * Checks that the editor shows no block warning: no block it could not validate, none other.
 *
 * @param editor The editor fixture.
 */
export async function expectNoBlockWarnings( editor: Editor ) {
	await expect( editor.canvas.getByText( VALIDATION_WARNING ) ).toHaveCount(
		0
	);
	await expect(
		editor.canvas.locator( '.block-editor-warning' )
	).toHaveCount( 0 );
}

/**
 * Opens the Site Editor's canvas on a template part or page, its welcome guides closed.
 * (Admin.visitSiteEditor waits for a loading spinner a fast site may never show.)
 *
 * @param admin    The admin fixture.
 * @param editor   The editor fixture.
 * @param postType 'wp_template_part', 'page', …
 * @param postId   The template part's id ('theme//slug') or the page's id.
 */
export async function openSiteEditor(
	admin: Admin,
	editor: Editor,
	postType: string,
	postId: string | number
) {
	await admin.visitAdminPage(
		'site-editor.php',
		new URLSearchParams( {
			postType,
			postId: String( postId ),
			canvas: 'edit',
		} ).toString()
	);
	await editor.setPreferences( 'core/edit-site', {
		welcomeGuide: false,
		welcomeGuideStyles: false,
		welcomeGuidePage: false,
		welcomeGuideTemplate: false,
	} );
}
