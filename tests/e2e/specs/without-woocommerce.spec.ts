import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import {
	adminOf,
	adminRest,
	shopperOf,
	startShopWithKassa,
	type SeparateShop,
} from '../utils/release';

/** The note an administrator sees where a block of Kassa's was. */
const NOTE =
	'Kassa’s block shows here once WooCommerce is active again. Shoppers see nothing in its place; only administrators see this note.';

/** Pages of the seeded shop that hold Kassa's blocks (the theme's header has its Mini-cart). */
const PAGES = [ '/cart/', '/checkout/', '/shop/', '/mini-cart-demo/', '/' ];

/**
 * Opens a page, keeping the errors its scripts throw or log.
 *
 * @param page The page.
 * @param url  Where.
 * @return The errors.
 */
async function openCollectingErrors( page: Page, url: string ) {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	const response = await page.goto( url );
	expect( response?.status(), url ).toBe( 200 );
	return errors;
}

/**
 * Kassa declares WooCommerce as the plugin it needs (plugin.php's `Requires Plugins`), so a site
 * without it cannot activate Kassa; and a shop whose WooCommerce goes while Kassa stays (its
 * folder deleted) renders the pages that hold Kassa's blocks without them: nothing broken for
 * shoppers, a short note for the administrator. On a shop of its own (bin/lib/release.sh
 * serve-with-kassa), since removing WooCommerce would break every other spec's site.
 */
test.describe( 'Kassa without WooCommerce', () => {
	test.describe.configure( { mode: 'serial' } );

	let shop: SeparateShop;

	test.beforeAll( () => {
		test.setTimeout( 4 * 60_000 );
		shop = startShopWithKassa();
		// WooCommerce goes as a merchant's FTP client would take it: its folder deleted.
		rmSync( path.join( shop.folder, 'wp-content/plugins/woocommerce' ), {
			recursive: true,
			force: true,
		} );
	} );

	test.afterAll( () => shop?.stop() );

	test( 'a page that holds Kassa’s blocks shows shoppers the rest of the page, and nothing of Kassa’s', async ( {
		browser,
	} ) => {
		const shopper = await shopperOf( browser, shop.url );
		for ( const url of PAGES ) {
			const errors = await openCollectingErrors( shopper, url );
			await expect( shopper.locator( 'body' ) ).toBeVisible();
			await expect(
				shopper.locator( '[class*="wp-block-kassa-"]' )
			).toHaveCount( 0 );
			await expect( shopper.getByText( NOTE ) ).toHaveCount( 0 );
			// Neither Kassa's scripts nor its styles load.
			await expect(
				shopper.locator(
					'script[src*="/plugins/kassa/"], link[href*="/plugins/kassa/"]'
				)
			).toHaveCount( 0 );
			expect( errors, url ).toEqual( [] );
		}
		await shopper.goto( '/cart/' );
		await expect(
			shopper.getByRole( 'heading', { name: 'Cart', level: 1 } )
		).toBeVisible();
		await shopper.context().close();
	} );

	test( 'the administrator sees why, where each block was', async ( {
		browser,
	} ) => {
		const admin = await adminOf( browser, shop.url );
		await openCollectingErrors( admin, '/cart/' );
		// The cart's, and the Mini-cart's in the theme's header.
		await expect( admin.getByRole( 'note' ) ).toHaveText( [ NOTE, NOTE ] );
		await expect(
			admin.getByRole( 'banner' ).getByRole( 'note' )
		).toHaveText( NOTE );
		await expect(
			admin.locator( '[class*="wp-block-kassa-"]' )
		).toHaveCount( 0 );
		await admin.context().close();
	} );

	test( 'once deactivated, Kassa cannot be activated again without WooCommerce', async ( {
		browser,
	} ) => {
		const admin = await adminOf( browser, shop.url );
		await adminRest( admin, '/wp/v2/plugins/kassa/plugin', {
			status: 'inactive',
		} );

		// The Plugins screen offers no Activate link, and says what is missing.
		await admin.goto( '/wp-admin/plugins.php' );
		const row = admin.locator( 'tr[data-plugin="kassa/plugin.php"]' );
		await expect( row ).toContainText(
			'This plugin cannot be activated because required plugins are missing or inactive.'
		);
		await expect(
			row.getByRole( 'link', { name: /Activate/ } )
		).toHaveCount( 0 );

		// Asked anyway, WordPress refuses.
		const refused = await adminRest( admin, '/wp/v2/plugins/kassa/plugin', {
			status: 'active',
		} ).catch( ( error: Error ) => error.message );
		expect( refused ).toContain( 'plugin_missing_dependencies' );
		const plugin = await adminRest( admin, '/wp/v2/plugins/kassa/plugin' );
		expect( plugin.status ).toBe( 'inactive' );
		await admin.context().close();
	} );
} );
