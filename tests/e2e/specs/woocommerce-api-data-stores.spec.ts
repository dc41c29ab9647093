import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import { IS_WOOCOMMERCE } from '../utils/backend';
import { fillAddress, UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived, getOrder } from '../utils/orders';
import { StoreApi } from '../utils/store-api';

/**
 * Gateways that use WooCommerce's data stores (`wc/store/cart`, `wc/store/payment`,
 * `window.wc.wcBlocksData`), written as their real authors write them (tests/fixtures/
 * kassa-fixture-*), pay on Kassa's checkout as on WooCommerce's own Checkout block: each test
 * runs the same steps on both pages (WooCommerce's is the oracle) and expects the same order
 * and the same landing page. The fixtures change every shopper's checkout, so this spec runs
 * after the shop's specs, alone (project "shop-settings"), and turns them off again.
 */

const PAGES = {
	woocommerce: '/wc-checkout/',
	kassa: '/checkout/',
} as const;

const FIXTURES = [ 'kassa-fixture-cash-app', 'kassa-fixture-paypal-express' ];

/** WooCommerce's blocks bundles a page with Kassa's checkout must never load. */
const WOOCOMMERCE_BUNDLES =
	/\/plugins\/woocommerce\/assets\/client\/blocks\/(wc-blocks-data|blocks-checkout|blocks-components|wc-cart-checkout-(base|vendors)|checkout-frontend|cart-frontend)\.js/;
const ADAPTER = /\/plugins\/kassa\/build\/woocommerce-blocks-data\/index\.js/;

const VIRTUAL_PRODUCT = {
	name: 'Kassa data stores test pass',
	sku: 'kassa-data-stores-test-pass',
	regular_price: '12.00',
};

/**
 * The virtual product the Cash App test buys (no shipping address needed), created once.
 *
 * @param requestUtils The admin's REST client.
 * @return Its id.
 */
async function ensureVirtualProduct( requestUtils: RequestUtils ) {
	const found = ( await requestUtils.rest( {
		path: '/wc/v3/products',
		params: { sku: VIRTUAL_PRODUCT.sku },
	} ) ) as Array< { id: number } >;
	if ( found.length ) {
		return found[ 0 ].id;
	}
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/products',
		data: { ...VIRTUAL_PRODUCT, virtual: true, status: 'publish' },
	} ) ) as { id: number };
	return created.id;
}

/**
 * A new guest shopper with a product in the cart, on one of the two checkouts.
 *
 * @param browser   The browser.
 * @param path      The checkout's path.
 * @param productId The product.
 * @return The page and the shopper's Store API.
 */
async function shopperAt( browser: Browser, path: string, productId: number ) {
	const context = await browser.newContext( { storageState: GUEST } );
	const page = await context.newPage();
	const storeApi = new StoreApi( page.request );
	await storeApi.addItem( productId );
	await page.goto( path );
	await placeOrder( page ).waitFor();
	return { page, storeApi };
}

/**
 * The place-order button of either checkout (a chosen gateway may name it, e.g. "Pay now").
 *
 * @param page The page.
 * @return The button.
 */
function placeOrder( page: Page ) {
	return page.getByRole( 'button', { name: /Place Order|Pay now/i } );
}

/**
 * What a test compares between the two checkouts: the order WooCommerce holds and where the
 * shopper landed.
 *
 * @param page         The page, on the order-received page.
 * @param requestUtils The admin's REST client.
 * @return The outcome.
 */
async function outcome( page: Page, requestUtils: RequestUtils ) {
	const id = await expectOrderReceived( page );
	const order = await getOrder( requestUtils, id );
	await page.context().close();
	return {
		landing: new URL( page.url() ).pathname.replace( /\d+\/$/, 'ID/' ),
		status: order.status,
		paymentMethod: order.payment_method,
		total: order.total,
		lines: order.line_items.map( ( line ) => [ line.name, line.quantity ] ),
		billing: order.billing,
		shipping: order.shipping,
	};
}

test.describe( "WooCommerce's data stores on Kassa's checkout", () => {
	test.skip( ! IS_WOOCOMMERCE, 'The gateways are WooCommerce gateways.' );
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: GUEST } );

	test( 'a shop whose gateways use none of them loads none of the adapters', async ( {
		page,
		storeApi,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await storeApi.addItem( await storeApi.productId( 'Beanie' ) );
		await page.goto( PAGES.kassa );
		await placeOrder( page ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( ( url ) => ADAPTER.test( url ) ) ).toEqual(
			[]
		);
		expect(
			await page.evaluate( () => ( window as any ).wc?.wcBlocksData )
		).toBeUndefined();
	} );

	test.describe( 'with gateways that use them', () => {
		// Each test places an order on each of the two checkouts.
		test.slow();
		let virtualProduct = 0;
		let beanie = 0;

		test.beforeAll( async ( { requestUtils } ) => {
			for ( const fixture of FIXTURES ) {
				await requestUtils.activatePlugin( fixture );
			}
			virtualProduct = await ensureVirtualProduct( requestUtils );
			const shop = new StoreApi( requestUtils.request );
			beanie = await shop.productId( 'Beanie' );
		} );
		test.afterAll( async ( { requestUtils } ) => {
			for ( const fixture of FIXTURES ) {
				await requestUtils.deactivatePlugin( fixture );
			}
		} );

		test( 'Kassa’s checkout loads its adapter, no WooCommerce blocks bundle, and reads nothing before the shopper acts', async ( {
			page,
			storeApi,
		} ) => {
			const scripts: string[] = [];
			let storeApiRequests = 0;
			page.on( 'request', ( request ) => {
				if ( request.resourceType() === 'script' ) {
					scripts.push( request.url() );
				}
				if ( request.url().includes( '/wc/store/v1' ) ) {
					storeApiRequests++;
				}
			} );
			await storeApi.addItem( beanie );
			await page.goto( PAGES.kassa );
			// The express button reads wc/store/cart as it renders.
			await expect(
				page.locator( '.fixture-paypal-button' )
			).toBeVisible();
			await page.waitForLoadState( 'networkidle' );
			expect(
				scripts.filter( ( url ) => WOOCOMMERCE_BUNDLES.test( url ) )
			).toEqual( [] );
			expect(
				scripts.filter( ( url ) => ADAPTER.test( url ) )
			).toHaveLength( 1 );
			expect( storeApiRequests ).toBe( 0 );
		} );

		test( 'Cash App Pay (Square-like) selects itself when the shopper is back from the Cash App, and pays', async ( {
			browser,
			requestUtils,
		} ) => {
			const results = [];
			for ( const path of [ PAGES.woocommerce, PAGES.kassa ] ) {
				const { page, storeApi } = await shopperAt(
					browser,
					path,
					virtualProduct
				);
				const email = `cash-app-${ Date.now() }@example.com`;
				await page.getByLabel( 'Email address' ).fill( email );
				await fillAddress( page, 'billing', UK_ADDRESS );
				// The address reaches the shopper's session before they leave.
				await expect
					.poll(
						async () => ( await storeApi.getCart() ).billing_address
					)
					.toMatchObject( { ...UK_ADDRESS, email } );
				await page
					.getByRole( 'radio', { name: /Cash App Pay/ } )
					.check();
				// On a phone the shopper leaves for the Cash App and comes back: the page
				// reloads, the gateway selects itself and places the order.
				await page
					.getByRole( 'button', { name: 'Cash App Pay' } )
					.click();
				const result = await outcome( page, requestUtils );
				expect( result.billing.email ).toBe( email );
				result.billing.email = '';
				results.push( result );
			}
			expect( results[ 0 ] ).toMatchObject( {
				status: 'processing',
				paymentMethod: 'fixture_cash_app_pay',
			} );
			expect( results[ 1 ] ).toEqual( results[ 0 ] );
		} );

		test( 'the PayPal button (PayPal/Mollie-like) reads the cart and the active method, and its approval pays with the PayPal account’s address', async ( {
			browser,
			requestUtils,
		} ) => {
			const results = [];
			for ( const path of [ PAGES.woocommerce, PAGES.kassa ] ) {
				const { page, storeApi } = await shopperAt(
					browser,
					path,
					beanie
				);
				const button = page.locator( '.fixture-paypal-button' );
				// The total from wc/store/cart, as the Store API has it.
				const { totals } = await storeApi.getCart();
				// The shopper starts filling the form, then approves with PayPal: PayPal's
				// address replaces what they typed.
				await expect( button ).toHaveText(
					`PayPal · ${ (
						Number( totals.total_price ) /
						10 ** totals.currency_minor_unit
					).toFixed( totals.currency_minor_unit ) } ${
						totals.currency_code
					}`
				);
				await page
					.getByLabel( 'Email address' )
					.fill( 'ada@example.com' );
				await fillAddress( page, 'shipping', UK_ADDRESS );
				// The active method, followed from wc/store/payment.
				await page
					.getByRole( 'radio', { name: 'Check payments' } )
					.check();
				await expect( button ).toHaveAttribute(
					'data-active-payment-method',
					'cheque'
				);
				// The checkout disables express buttons while it recalculates.
				await page.waitForLoadState( 'networkidle' );
				await button.click();
				results.push( await outcome( page, requestUtils ) );
			}
			const paula = {
				first_name: 'Paula',
				last_name: 'Pal',
				address_1: '1 PayPal Way',
				city: 'London',
				postcode: 'EC1A 1BB',
				country: 'GB',
			};
			expect( results[ 0 ] ).toMatchObject( {
				status: 'processing',
				paymentMethod: 'fixture_paypal',
				billing: { ...paula, email: 'paula.pal@example.com' },
				shipping: paula,
			} );
			expect( results[ 1 ] ).toEqual( results[ 0 ] );
		} );
	} );
} );
