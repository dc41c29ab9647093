import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import {
	GERMAN_ADDRESS,
	UK_ADDRESS,
	fillAddress,
	placeOrderButton,
} from '../utils/checkout';
import { lastOrderId, placedOrdersAfter } from '../utils/orders';
import { SEEDED_STOCK, stockOf } from '../utils/stock';
import { StoreApi } from '../utils/store-api';

/**
 * Shoppers and tabs at the same time: two shoppers racing for the last item, one shopper in
 * two tabs, two checkouts of one cart in flight. Whatever the timing, one order at most per
 * cart, never a total the shopper did not see, and the shopper who lost is told why.
 */
test.use( { storageState: GUEST } );

/**
 * Fills the checkout as a guest paying by cheque.
 *
 * @param page  The page (on the checkout).
 * @param email The e-mail address.
 */
async function fillCheckout( page: Page, email: string ) {
	await page.getByLabel( 'Email address' ).fill( email );
	await fillAddress( page, 'shipping', UK_ADDRESS );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	// The addresses reach the server before the race starts.
	await expect
		.poll(
			async () =>
				( await new StoreApi( page.request ).getCart() ).billing_address
					.email
		)
		.toBe( email );
}

/**
 * What placing the order came to: the order-received page, or an error on the checkout.
 *
 * @param page The page.
 * @return 'placed' or the error's text.
 */
async function outcome( page: Page ): Promise< string > {
	const error = page
		.locator( '.wp-block-kassa-checkout [role="alert"]' )
		.filter( { hasText: /\S/ } )
		.first();
	await expect( async () => {
		expect(
			/\/order-received\//.test( page.url() ) ||
				( await error.isVisible() )
		).toBe( true );
	} ).toPass( { timeout: 30_000 } );
	return /\/order-received\//.test( page.url() )
		? 'placed'
		: error.innerText();
}

const shownTotal = ( page: Page ) =>
	placeOrderButton( page )
		.locator( '.kassa-formatted-monetary-amount' )
		.innerText();

test.describe( 'concurrency', () => {
	test( 'two shoppers race for the last item: one order, the other is told, stock never below 0', async ( {
		browser,
		baseURL,
		requestUtils,
		storeApi,
	} ) => {
		const cap = await storeApi.productId( 'Cap' );
		await stockOf( requestUtils, cap, 1 );
		const before = await lastOrderId( requestUtils );
		const shoppers = await Promise.all(
			[ 'ada', 'grace' ].map( async ( name ) => {
				const shopper = await guestShopper( browser, baseURL!, {
					lines: [ [ 'Cap' ] ],
					visit: '/checkout/',
				} );
				await fillCheckout(
					shopper.page,
					`race-${ name }-${ before }@example.com`
				);
				return shopper;
			} )
		);
		try {
			await Promise.all(
				shoppers.map( ( { page } ) => placeOrderButton( page ).click() )
			);
			const outcomes = await Promise.all(
				shoppers.map( ( { page } ) => outcome( page ) )
			);
			expect( outcomes.filter( ( o ) => o === 'placed' ) ).toHaveLength(
				1
			);
			// The other shopper is told the product ran out, by name.
			expect( outcomes.find( ( o ) => o !== 'placed' ) ).toMatch( /Cap/ );
			const orders = (
				await placedOrdersAfter( requestUtils, before )
			).filter( ( order ) => order.email.startsWith( 'race-' ) );
			expect( orders ).toHaveLength( 1 );
			expect( await stockOf( requestUtils, cap ) ).toBe( 0 );
		} finally {
			await stockOf( requestUtils, cap, SEEDED_STOCK.Cap );
			await Promise.all( shoppers.map( ( { close } ) => close() ) );
		}
	} );

	/**
	 * One more Beanie, from the cart page of another page of the shopper's (a tab, or a device
	 * holding the same session), once it reached the server.
	 *
	 * @param other    The other page.
	 * @param storeApi The shopper's Store API client.
	 */
	async function addBeanieElsewhere( other: Page, storeApi: StoreApi ) {
		await other.goto( '/cart/' );
		await other
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect
			.poll( async () => ( await storeApi.getCart() ).items_count )
			.toBe( 2 );
		await expect(
			other.getByLabel( 'Quantity of Beanie in your cart.' )
		).toHaveValue( '2' );
	}

	const ordersOf = async (
		requestUtils: RequestUtils,
		before: number,
		email: string
	) =>
		( await placedOrdersAfter( requestUtils, before ) ).filter(
			( order ) => order.email === email
		);

	/**
	 * Places the order and finds it placed, once, at the total the button showed.
	 *
	 * @param page         The checkout page.
	 * @param requestUtils The admin's REST client.
	 * @param before       The last order's id before the test.
	 * @param email        The test's e-mail address.
	 */
	async function expectPlacedAtTotalOnShow(
		page: Page,
		requestUtils: RequestUtils,
		before: number,
		email: string
	) {
		const seen = await shownTotal( page );
		await placeOrderButton( page ).click();
		expect( await outcome( page ) ).toBe( 'placed' );
		expect(
			( await ordersOf( requestUtils, before, email ) ).map(
				( order ) => order.total
			)
		).toEqual( [ seen ] );
	}

	/**
	 * A Beanie in the shopper's cart, and the checkout filled in (UK address, cheque) with an
	 * e-mail address of this test's own.
	 *
	 * @param page         The page.
	 * @param storeApi     The shopper's Store API client.
	 * @param requestUtils The admin's REST client.
	 * @param name         What the e-mail address starts with.
	 * @return The last order's id before, the e-mail address and the total on show.
	 */
	async function checkoutWithBeanie(
		page: Page,
		storeApi: StoreApi,
		requestUtils: RequestUtils,
		name: string
	) {
		await storeApi.addItem( await storeApi.productId( 'Beanie' ) );
		const before = await lastOrderId( requestUtils );
		const email = `${ name }-${ before }@example.com`;
		await page.goto( '/checkout/' );
		await fillCheckout( page, email );
		return { before, email, total: await shownTotal( page ) };
	}

	test( 'one shopper in two tabs: the tab acted in shows the truth, the other follows it, and charges what it shows', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		const {
			before,
			email,
			total: staleTotal,
		} = await checkoutWithBeanie( page, storeApi, requestUtils, 'tabs' );

		await addBeanieElsewhere( await page.context().newPage(), storeApi );
		await expect(
			page.locator( '.kassa-cart-summary__line', { hasText: 'Beanie' } )
		).toContainText( 'Quantity: 2' );
		await expect( placeOrderButton( page ) ).not.toContainText(
			staleTotal
		);

		await expectPlacedAtTotalOnShow( page, requestUtils, before, email );
	} );

	test( 'one shopper on two devices: Place Order on the one that did not see the change places nothing, says so, then charges the total on show', async ( {
		browser,
		page,
		storeApi,
		requestUtils,
	} ) => {
		const {
			before,
			email,
			total: staleTotal,
		} = await checkoutWithBeanie( page, storeApi, requestUtils, 'devices' );

		// The same session on another device: no tab of this browser hears of its change.
		const device = await browser.newContext( {
			storageState: await page.context().storageState(),
		} );
		await addBeanieElsewhere( await device.newPage(), storeApi );
		await expect( placeOrderButton( page ) ).toContainText( staleTotal );

		await placeOrderButton( page ).click();
		expect( await outcome( page ) ).toBe(
			'Your cart has changed since this page showed it. Check your order and its total, then place it again.'
		);
		expect( await ordersOf( requestUtils, before, email ) ).toEqual( [] );
		await expect( placeOrderButton( page ) ).not.toContainText(
			staleTotal
		);
		await expect(
			page.locator( '.kassa-cart-summary__line', { hasText: 'Beanie' } )
		).toContainText( 'Quantity: 2' );

		// Placing it again charges the total now on show.
		await expectPlacedAtTotalOnShow( page, requestUtils, before, email );
		await device.close();
	} );

	test( 'an address the shop is still pricing at the click: Place Order places nothing, says so, then charges what that address costs', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		const {
			before,
			email,
			total: ukTotal,
		} = await checkoutWithBeanie( page, storeApi, requestUtils, 'priced' );

		// The shopper moves the delivery to Germany (dearer shipping) and places the order
		// before the shop has answered with its price.
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			/\/wc\/store\/v1\/(batch|cart\/update-customer)/,
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		const refusals: number[] = [];
		page.on( 'response', ( response ) => {
			if (
				response.request().method() === 'POST' &&
				/\/wc\/store\/v1\/checkout/.test( response.url() )
			) {
				refusals.push( response.status() );
			}
		} );
		await fillAddress( page, 'shipping', GERMAN_ADDRESS );
		await placeOrderButton( page ).click();
		release();
		expect( await outcome( page ) ).toBe(
			'Your cart has changed since this page showed it. Check your order and its total, then place it again.'
		);
		// The server refused the order the page sent with the UK total on show.
		expect( refusals ).toEqual( [ 409 ] );
		expect( await ordersOf( requestUtils, before, email ) ).toEqual( [] );
		await expect( placeOrderButton( page ) ).not.toContainText( ukTotal );

		// Placing it again charges the total now on show.
		await expectPlacedAtTotalOnShow( page, requestUtils, before, email );
	} );

	test( 'two checkouts of the same cart in flight make one order', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		await storeApi.addItem( await storeApi.productId( 'Album' ) );
		const before = await lastOrderId( requestUtils );
		const email = `twice-${ before }@example.com`;
		await page.goto( '/checkout/' );
		await fillCheckout( page, email );
		const other = await page.context().newPage();
		await other.goto( '/checkout/' );
		await other.getByRole( 'radio', { name: 'Check payments' } ).check();
		await expect( other.getByLabel( 'Email address' ) ).toHaveValue(
			email
		);

		await Promise.all( [
			placeOrderButton( page ).click(),
			placeOrderButton( other ).click(),
		] );
		const outcomes = await Promise.all( [
			outcome( page ),
			outcome( other ),
		] );
		expect( outcomes ).toContain( 'placed' );
		const orders = (
			await placedOrdersAfter( requestUtils, before )
		).filter( ( order ) => order.email === email );
		expect( orders ).toHaveLength( 1 );
	} );
} );
