import type { Locator, Page } from '@playwright/test';

import { decodedUrl, fillCart } from '../utils/cart';
import { test, expect, GUEST } from '../utils/fixtures';
import { miniCartButton, miniCartLabel } from '../utils/mini-cart';
import { addToCartButton } from '../utils/shop';
import type { StoreApi } from '../utils/store-api';

/** A page a shopper opens, and what shows it has rendered. */
interface ShopPage {
	path: string;
	rendered?: ( page: Page ) => Locator;
	/** Whether its header holds the mini-cart (WooCommerce's checkout template has none). */
	miniCart: boolean;
}

/**
 * The pages a shopper opens: home, the shop's grid, a product, the cart and the checkout (each
 * with its button, or its empty state). WooCommerce sends a shopper with an empty cart from its
 * checkout to the cart, and gives its checkout a header of its own, without navigation and so
 * without the mini-cart.
 *
 * @param storeApi The shopper's Store API.
 * @param filled   Whether the cart holds something.
 * @return The pages.
 */
async function shopPages(
	storeApi: StoreApi,
	filled: boolean
): Promise< ShopPage[] > {
	const product = ( await storeApi.getProducts() ).find(
		( p ) => p.name === 'Beanie'
	);
	const orEmpty =
		( role: 'link' | 'button', name: RegExp ) => ( page: Page ) =>
			filled
				? page.getByRole( role, { name } )
				: page.getByRole( 'heading', {
						name: 'Your cart is currently empty!',
					} );
	return [
		{ path: '/', miniCart: true },
		{
			path: '/shop/',
			rendered: ( page ) => addToCartButton( page, 'Beanie' ),
			miniCart: true,
		},
		{ path: new URL( product?.permalink ?? '/' ).pathname, miniCart: true },
		{
			path: '/cart/',
			rendered: orEmpty( 'link', /Proceed to Checkout/ ),
			miniCart: true,
		},
		{
			path: '/checkout/',
			rendered: orEmpty( 'button', /Place Order|Pay now/ ),
			miniCart: ! filled,
		},
	];
}

/**
 * Opens each page, waits until it has rendered and the browser is idle, and lists the Store API
 * requests it made, apart from those WooCommerce's own blocks make: its single product template's
 * product buttons read the cart as their script loads (WooCommerce's `woocommerce` interactivity
 * store), on any shop, whatever its cart and checkout are.
 *
 * @param page  The page.
 * @param pages The pages.
 * @return Each path and its Store API requests.
 */
async function openEach( page: Page, pages: ShopPage[] ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Network.enable' );
	let requests: string[] = [];
	cdp.on( 'Network.requestWillBeSent', ( { request, initiator } ) => {
		const script = initiator.stack?.callFrames[ 0 ]?.url ?? '';
		if (
			decodedUrl( request.url ).includes( '/wc/store/v1' ) &&
			! script.includes( '/plugins/woocommerce/' )
		) {
			requests.push( `${ request.method } ${ request.url }` );
		}
	} );
	const asked: Record< string, string[] > = {};
	for ( const { path, rendered, miniCart } of pages ) {
		requests = [];
		await page.goto( path );
		if ( miniCart ) {
			await expect( miniCartButton( page ) ).toBeVisible();
		}
		if ( rendered ) {
			await expect( rendered( page ).first() ).toBeVisible();
		}
		// Until the browser has been idle twice: a request put off until the page is idle
		// (or its first frames) has gone out by then.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestIdleCallback( () => requestIdleCallback( resolve ) )
				)
		);
		asked[ path ] = requests;
	}
	await cdp.detach();
	return asked;
}

/**
 * The mini-cart button's name in a page's HTML, as the server sent it.
 *
 * @param html The page.
 * @return The button's `aria-label`.
 */
function serverMiniCartLabel( html: string ) {
	return /class="kassa-mini-cart__button"[^>]*aria-label="([^"]*)"/.exec(
		html
	)?.[ 1 ];
}

/**
 * What every page asks the Store API for as it loads: nothing.
 *
 * @param pages The pages.
 * @return Each path with no request.
 */
function nothingAsked( pages: ShopPage[] ) {
	return Object.fromEntries( pages.map( ( { path } ) => [ path, [] ] ) );
}

test.describe( 'no Store API request as a page loads', () => {
	test.use( { storageState: GUEST } );

	test( 'a visitor without a cart: home, shop, a product, the cart and the checkout ask nothing', async ( {
		page,
		storeApi,
	} ) => {
		const pages = await shopPages( storeApi, false );
		const asked = await openEach( page, pages );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 0, 0 )
		);
		expect( asked ).toEqual( nothingAsked( pages ) );
	} );

	test( 'a shopper with a cart: every page shows it from the server, asking nothing', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 2 ] ] );
		const cart = await storeApi.getCart();
		const pages = await shopPages( storeApi, true );
		const label = miniCartLabel( 2, cart.totals.total_price );
		for ( const { path, miniCart } of pages ) {
			// The HTML itself says it, before any script runs.
			const html = await ( await page.request.get( path ) ).text();
			expect( serverMiniCartLabel( html ), path ).toBe(
				miniCart ? label : undefined
			);
		}
		const asked = await openEach( page, pages );
		await page.goto( '/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName( label );
		expect( asked ).toEqual( nothingAsked( pages ) );
	} );

	test( 'with JavaScript off the header still shows the cart', async ( {
		browser,
		context,
		baseURL,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 3 ] ] );
		const cart = await storeApi.getCart();
		const noScript = await browser.newContext( {
			javaScriptEnabled: false,
			baseURL,
			storageState: await context.storageState(),
		} );
		const page = await noScript.newPage();
		await page.goto( '/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 3, cart.totals.total_price )
		);
		await expect(
			miniCartButton( page ).locator( '.kassa-mini-cart__badge' )
		).toHaveText( '3' );
		await noScript.close();
	} );

	test( 'the mini-cart reads the cart again once another tab changed it', async ( {
		page,
		context,
		storeApi,
	} ) => {
		await page.goto( '/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 0, 0 )
		);
		const other = await context.newPage();
		await other.goto( '/shop/' );
		await addToCartButton( other, 'Beanie' ).click();
		await expect( miniCartButton( other ) ).toHaveAccessibleName(
			/^1 item in cart/
		);
		const cart = await storeApi.getCart();
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 1, cart.totals.total_price )
		);
	} );

	test( 'the count follows WooCommerce’s count filter', async ( {
		page,
		context,
		baseURL,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 1 ] ] );
		await context.addCookies( [
			{ name: 'kassa_test_cart_count', value: 'plus10', url: baseURL },
		] );
		await page.goto( '/' );
		await expect(
			miniCartButton( page ).locator( '.kassa-mini-cart__badge' )
		).toHaveText( '11' );
	} );
} );
