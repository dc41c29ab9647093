import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';

import { test, expect, GUEST } from '../e2e/utils/fixtures';
import { StoreApi } from '../e2e/utils/store-api';
import { loggedInState } from '../e2e/utils/checkout';

type Playwright = PlaywrightWorkerArgs[ 'playwright' ];

/**
 * A shopper's data goes only where it is needed, and never to another visitor: shopper A's cart,
 * address, order note and checkout field values, through the page cache (the test sites'
 * full-page cache, which serves every visitor WordPress does not know as the crowd, session
 * cookie or not; on the production lane behind nginx's), reach neither visitor B (no cookies)
 * nor visitor C (a session of their own) on any page; saved cards and the gateways' data are on
 * the cart and checkout only; and a page carrying a shopper's data is private to caches even on
 * a classic theme that sent its head before the blocks rendered.
 */
test.use( { storageState: GUEST } );

/**
 * Every kind of page a shopper sees: Kassa's (the products grid, the mini-cart in every header,
 * the cart and checkout) and WooCommerce's own (its product archive and pages, the account).
 * The test shop's comparison pages with WooCommerce's blocks (/wc-checkout/, …) are left out:
 * WooCommerce's Checkout block on a page that is not the shop's checkout page goes to caches
 * with the shopper's order note, which is WooCommerce's to answer for.
 */
const PAGES = [
	'/',
	'/shop/',
	'/store/',
	'/product/beanie/',
	'/product-category/clothing/',
	'/mini-cart-demo/',
	'/cart/',
	'/checkout/',
	'/my-account/',
];

/**
 * A visitor who asks for the page cache under `name` on every request (a request context: the
 * page cache and what it serves are HTTP, and a shopper's cookies come with every request).
 *
 * @param playwright Playwright.
 * @param baseURL    The site.
 * @param name       The cache's name for this test.
 * @return The visitor's request context.
 */
function cachedVisitor(
	playwright: Playwright,
	baseURL: string,
	name: string
) {
	return playwright.request.newContext( {
		baseURL,
		storageState: GUEST,
		extraHTTPHeaders: { 'X-Kassa-Test-Page-Cache': name },
	} );
}

/**
 * Saves what the checkout keeps between pages (the order note), as the checkout does when the
 * shopper types it (`PUT /checkout`).
 *
 * @param request The shopper's request context.
 * @param data    The checkout's fields.
 */
async function putCheckout(
	request: APIRequestContext,
	data: Record< string, unknown >
) {
	const cart = await request.get( '/wp-json/wc/store/v1/cart' );
	const response = await request.put( '/wp-json/wc/store/v1/checkout', {
		data,
		headers: { Nonce: cart.headers().nonce },
	} );
	expect( response.ok(), await response.text() ).toBe( true );
}

/**
 * Shopper A: a visitor of its own (behind the page cache) with an order note, and when asked a
 * cart and an address (else the cart emptied again), who then loads every page twice (a cache that keeps a page has it after
 * that).
 *
 * @param playwright Playwright.
 * @param baseURL    The site.
 * @param cache      The cache's name for the test.
 * @param marker     Text only A's data holds.
 * @param secrets    What only A's pages may show: the cart's line key is added.
 * @param withCart   Whether A keeps a cart and has an address.
 * @return A's request context.
 */
async function shopperA(
	playwright: Playwright,
	baseURL: string,
	cache: string,
	marker: string,
	secrets: string[],
	withCart: boolean
) {
	const shopper = await cachedVisitor( playwright, baseURL, cache );
	const storeApi = new StoreApi( shopper );
	// A cart gives the shopper a session, whose checkout keeps the note.
	const cart = await storeApi.addItem(
		await storeApi.productId( 'Beanie' ),
		2
	);
	await putCheckout( shopper, {
		order_notes: `${ marker } note ${ withCart }`,
	} );
	if ( withCart ) {
		secrets.push( cart.items[ 0 ].key );
		await storeApi.post( '/cart/update-customer', {
			billing_address: {
				first_name: marker,
				email: `${ marker }@example.com`,
				country: 'GB',
			},
		} );
	} else {
		await storeApi.post( '/cart/remove-item', {
			key: cart.items[ 0 ].key,
		} );
	}
	for ( const path of [ ...PAGES, ...PAGES ] ) {
		await shopper.get( path );
	}
	return shopper;
}

test.describe( "a shopper's data", () => {
	test( 'reaches no other visitor through the page cache, on any page', async ( {
		playwright,
		baseURL,
	} ) => {
		test.slow();
		const cache = `leak-${ Date.now() }`;
		const marker = `Zebedee${ Date.now() }`;
		const secrets = [ marker ];
		// A1 has a cart, an address and an order note; A2 only an order note, its cart emptied
		// again (an empty cart is every new visitor's, but the note is A2's alone).
		const shoppers = [
			await shopperA(
				playwright,
				baseURL!,
				cache,
				marker,
				secrets,
				true
			),
			await shopperA(
				playwright,
				baseURL!,
				cache,
				marker,
				secrets,
				false
			),
		];

		const served: Array< { path: string; cache?: string } > = [];
		// B: no cookies, each page a new visitor. C: a session of its own (a cart).
		const visitorC = await cachedVisitor( playwright, baseURL!, cache );
		const storeApiC = new StoreApi( visitorC );
		await storeApiC.addItem( await storeApiC.productId( 'Album' ), 1 );
		for ( const path of PAGES ) {
			const visitorB = await cachedVisitor( playwright, baseURL!, cache );
			for ( const [ who, visitor ] of [
				[ 'B', visitorB ],
				[ 'C', visitorC ],
			] as const ) {
				const response = await visitor.get( path );
				const html = await response.text();
				served.push( {
					path,
					cache: response.headers()[ 'x-kassa-test-page-cache' ],
				} );
				expect(
					secrets.filter( ( secret ) => html.includes( secret ) ),
					`shopper A's data ${ path } shows visitor ${ who }`
				).toEqual( [] );
			}
			await visitorB.dispose();
		}
		// The cache did serve pages (else this test proves nothing).
		expect(
			served.filter( ( visit ) => visit.cache === 'HIT' ).length
		).toBeGreaterThan( 0 );
		await Promise.all(
			[ visitorC, ...shoppers ].map( ( context ) => context.dispose() )
		);
	} );

	test( "saved cards and the gateways' data come with the cart and checkout only", async ( {
		playwright,
		baseURL,
	} ) => {
		const customer = await playwright.request.newContext( {
			baseURL,
			storageState: await loggedInState( baseURL! ),
		} );
		const storeApi = new StoreApi( customer );
		await storeApi.addItem( await storeApi.productId( 'Beanie' ), 1 );
		const product = ( await storeApi.getProducts() ).find(
			( p ) => p.name === 'Beanie'
		)!;
		const PRIVATE = [
			'customerPaymentMethods',
			'delete-payment-method',
			'paymentMethodData',
		];
		for ( const path of [
			'/',
			'/shop/',
			'/store/',
			'/mini-cart-demo/',
			new URL( product.permalink ).pathname,
		] ) {
			const response = await customer.get( path );
			const html = await response.text();
			expect(
				PRIVATE.filter( ( name ) => html.includes( name ) ),
				`what ${ path } carries`
			).toEqual( [] );
			// The page holds the customer's own payload (their id and nonce).
			expect(
				response.headers()[ 'cache-control' ],
				`${ path } is the customer's`
			).toContain( 'private' );
		}
		// Where they are needed, they are there.
		const checkout = await ( await customer.get( '/checkout/' ) ).text();
		expect(
			PRIVATE.filter( ( name ) => checkout.includes( name ) )
		).toEqual( PRIVATE );
		await storeApi.post( '/cart/remove-item', {
			key: ( await storeApi.getCart() ).items[ 0 ].key,
		} );
		await customer.dispose();
	} );

	test( 'makes its page private, on a classic theme that sends its head before the blocks render', async ( {
		playwright,
		baseURL,
	} ) => {
		const classic = {
			cookies: [
				{
					name: 'kassa_test_theme',
					value: 'kassa-test-classic-theme',
					domain: new URL( baseURL! ).hostname,
					path: '/',
					expires: -1,
					httpOnly: false,
					secure: false,
					sameSite: 'Lax' as const,
				},
			],
			origins: [],
		};
		const shopper = await playwright.request.newContext( {
			baseURL,
			storageState: classic,
		} );
		const storeApi = new StoreApi( shopper );
		const cart = await storeApi.addItem(
			await storeApi.productId( 'Beanie' ),
			1
		);
		const page = await shopper.get( '/shop/' );
		const html = await page.text();
		// The classic theme rendered the Products block, with the shopper's cart.
		expect( html ).toContain( 'wp-block-kassa-products' );
		expect( html ).toContain( cart.items[ 0 ].key );
		expect( page.headers()[ 'cache-control' ] ?? '' ).toContain(
			'private'
		);
		// A visitor without a session gets the page every visitor gets: cacheable.
		const visitor = await playwright.request.newContext( {
			baseURL,
			storageState: classic,
		} );
		const crowd = await visitor.get( '/shop/' );
		expect( await crowd.text() ).toContain( 'wp-block-kassa-products' );
		expect( crowd.headers()[ 'cache-control' ] ?? '' ).not.toContain(
			'private'
		);
		await Promise.all( [ shopper.dispose(), visitor.dispose() ] );
	} );
} );
