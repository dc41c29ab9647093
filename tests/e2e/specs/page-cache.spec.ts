import type { APIResponse, Browser, Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { addToCartButton } from '../utils/shop';
import { miniCartButton, miniCartLabel } from '../utils/mini-cart';
import { loggedInState } from '../utils/checkout';
import { StoreApi } from '../utils/store-api';

/**
 * Behind a full-page cache (the test sites' advanced-cache.php drop-in, bin/lib/page-cache/,
 * for requests that ask for it by name): a visitor without cookies never gets another
 * shopper's cart, and the cart and checkout pages tell caches what WooCommerce tells them for
 * its own.
 */
test.use( { storageState: GUEST } );

/** The pages a shopper sees: with the cart, the checkout, the mini-cart, and none of them. */
const PAGES = [ '/', '/shop/', '/mini-cart-demo/', '/cart/', '/checkout/' ];

/** What WooCommerce sends on its own cart, checkout and account pages (WC_Cache_Helper). */
const NO_CACHE = {
	guest: [ 'max-age=0', 'must-revalidate', 'no-cache', 'private' ],
	customer: [
		'max-age=0',
		'must-revalidate',
		'no-cache',
		'no-store',
		'private',
	],
};

const EMPTY = 'Your cart is currently empty!';

/**
 * Where a page shows a visitor their own cart, and what it says of an empty one: the cart's or
 * the checkout's empty state, elsewhere the mini-cart button.
 *
 * @param page The page.
 * @param path Its path.
 * @return The view and its accessible name for an empty cart.
 */
const ownCart = ( page: Page, path: string ) =>
	[ '/cart/', '/checkout/' ].includes( path )
		? { view: page.getByRole( 'heading', { name: EMPTY } ), name: EMPTY }
		: { view: miniCartButton( page ), name: miniCartLabel( 0, 0 ) };

const directives = ( response: APIResponse ) =>
	( response.headers()[ 'cache-control' ] ?? '' )
		.split( /\s*,\s*/ )
		.filter( Boolean )
		.sort();

/**
 * A fresh browser context that asks for the page cache under `name` on every request.
 *
 * @param browser      The browser.
 * @param baseURL      The site.
 * @param name         The cache's name for this test.
 * @param storageState Cookies to start with (none by default).
 * @return The context.
 */
function cachedVisitor(
	browser: Browser,
	baseURL: string,
	name: string,
	storageState: string | typeof GUEST = GUEST
) {
	return browser.newContext( {
		baseURL,
		storageState,
		extraHTTPHeaders: { 'X-Kassa-Test-Page-Cache': name },
	} );
}

test.describe( 'behind a page cache', () => {
	test( "the cart and checkout pages send WooCommerce's no-cache headers, to guests and customers", async ( {
		request,
		baseURL,
		playwright,
	} ) => {
		const customer = await playwright.request.newContext( {
			baseURL,
			storageState: await loggedInState( baseURL! ),
		} );
		for ( const path of [ '/cart/', '/checkout/' ] ) {
			for ( const [ who, client ] of [
				[ 'guest', request ],
				[ 'customer', customer ],
			] as const ) {
				const response = await client.get( path );
				expect(
					directives( response ),
					`${ path } for a ${ who }`
				).toEqual( NO_CACHE[ who ] );
				expect( response.headers().expires ).toBe(
					'Wed, 11 Jan 1984 05:00:00 GMT'
				);
				expect( response.headers()[ 'last-modified' ] ).toBeUndefined();
			}
		}
		// Pages without the cart stay cacheable.
		expect( directives( await request.get( '/shop/' ) ) ).toEqual( [] );
		await customer.dispose();
	} );

	test( 'WooCommerce sends the same headers on its own account page', async ( {
		request,
		baseURL,
		playwright,
	} ) => {
		const customer = await playwright.request.newContext( {
			baseURL,
			storageState: await loggedInState( baseURL! ),
		} );
		expect( directives( await request.get( '/my-account/' ) ) ).toEqual(
			NO_CACHE.guest
		);
		expect( directives( await customer.get( '/my-account/' ) ) ).toEqual(
			NO_CACHE.customer
		);
		await customer.dispose();
	} );

	test( "a visitor without cookies never gets another shopper's cart, and adds from a cached page", async ( {
		browser,
		baseURL,
	}, testInfo ) => {
		// Sixteen page views, each in a browser context of its own.
		test.slow();
		const cache = `cart-${ testInfo.workerIndex }-${ Date.now() }`;
		// A shopper with a cart and an address, who browses every page (twice: a cache that
		// keeps pages has them after that).
		const shopper = await cachedVisitor( browser, baseURL!, cache );
		const shopperPage = await shopper.newPage();
		const storeApi = new StoreApi( shopperPage.request );
		await storeApi.addItem( await storeApi.productId( 'Beanie' ), 2 );
		const marker = `Zebedee${ Date.now() }`;
		const cart = await storeApi.post( '/cart/update-customer', {
			shipping_address: {
				first_name: marker,
				city: 'Leeds',
				country: 'GB',
			},
			billing_address: {
				first_name: marker,
				email: `${ marker }@example.com`,
			},
		} );
		const lineKey: string = cart.items[ 0 ].key;
		for ( const path of [ ...PAGES, ...PAGES ] ) {
			await shopperPage.goto( path );
		}

		// Visitors without cookies, each page in a new context.
		const served: Array< { path: string; cache?: string } > = [];
		for ( const path of [ ...PAGES, ...PAGES ] ) {
			const visitor = await cachedVisitor( browser, baseURL!, cache );
			const page = await visitor.newPage();
			const response = await page.goto( path );
			const html = ( await response?.text() ) ?? '';
			served.push( {
				path,
				cache: response?.headers()[ 'x-kassa-test-page-cache' ],
			} );
			for ( const secret of [ marker, lineKey ] ) {
				expect(
					html,
					`${ path } holds the other shopper's cart`
				).not.toContain( secret );
			}
			// What the visitor sees: their own, empty, cart.
			const { view, name } = ownCart( page, path );
			await expect( view ).toHaveAccessibleName( name );
			await visitor.close();
		}
		const hits = served
			.filter( ( visit ) => visit.cache === 'HIT' )
			.map( ( visit ) => visit.path );
		// The cache did keep pages (else this test proves nothing), never the cart or checkout.
		expect( hits ).toContain( '/shop/' );
		expect( hits ).not.toContain( '/cart/' );
		expect( hits ).not.toContain( '/checkout/' );

		// Adding from the shop page the cache served (its nonce is another visitor's) works.
		const visitor = await cachedVisitor( browser, baseURL!, cache );
		const page = await visitor.newPage();
		const response = await page.goto( '/shop/' );
		expect( response?.headers()[ 'x-kassa-test-page-cache' ] ).toBe(
			'HIT'
		);
		await addToCartButton( page, 'Album' ).click();
		await expect( addToCartButton( page, 'Album' ) ).toHaveText(
			'1 in cart'
		);
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			/^1 item in cart/
		);
		expect(
			( await new StoreApi( page.request ).getCart() ).items_count
		).toBe( 1 );
		await Promise.all( [ visitor.close(), shopper.close() ] );
	} );
} );
