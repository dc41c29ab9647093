import { expect, type Page } from '@playwright/test';
import type {
	Admin,
	Editor,
	RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Collects the console errors of a page (the editor's canvas iframe included). What fails only
 * because the test machine is offline is left out: resources of other hosts (the editor asks
 * Gravatar for avatars) and WordPress's block directory search (it asks WordPress.org). So is a
 * resource the browser itself gave up on for want of connections (ERR_INSUFFICIENT_RESOURCES):
 * the Site Editor's pattern previews, each a frame with every editor stylesheet, ask for
 * hundreds at once, more than a loaded test machine's Chromium starts.
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
		if (
			message.type() === 'error' &&
			! offline( url ) &&
			! message.text().includes( 'net::ERR_INSUFFICIENT_RESOURCES' )
		) {
			errors.push( `${ message.text() } (${ url })` );
		}
	} );
	page.on( 'pageerror', ( error ) => {
		// WordPress's own router (the Site Editor's navigations) leaves a view transition's
		// promise unhandled when Chromium aborts it: the browser's, not the page's content.
		if ( ! error.message.includes( 'Transition was aborted' ) ) {
			errors.push( error.message );
		}
	} );
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

/** A page of the shop as the admin's REST client reads it to edit it. */
export interface ShopPage {
	id: number;
	link: string;
	content: { raw: string };
}

/**
 * One of the shop's pages, found by its slug.
 *
 * @param requestUtils The admin's REST client.
 * @param slug         The page's slug.
 * @return The page.
 */
export async function pageBySlug(
	requestUtils: RequestUtils,
	slug: string
): Promise< ShopPage > {
	const [ found ] = ( await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { slug, context: 'edit' },
	} ) ) as ShopPage[];
	if ( ! found ) {
		throw new Error( `The shop has no page /${ slug }/.` );
	}
	return found;
}
