import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import {
	BOTH_CHECKOUTS,
	placeOrderByCheque,
	type CheckoutUnderTest,
} from '../utils/both-checkouts';
import { fillCart, holdStoreApiWrite } from '../utils/cart';
import {
	expectPricedForGermany,
	fillAddress,
	GERMAN_ADDRESS,
	UK_ADDRESS,
} from '../utils/checkout';
import { getOrder } from '../utils/orders';
import { StoreApi } from '../utils/store-api';
import { onPage } from '../utils/oracle';

/**
 * No choice is lost while the shopper's previous choice of the same kind is still on its way:
 * the first write's answer is held back, the shopper makes the second choice meanwhile, and
 * once the answer comes both choices (or the last one) are on the server, on show, and in the
 * order. On Kassa's checkout and cart, and on WooCommerce's own blocks where they have the same
 * control (the oracle).
 */

// Both pages, WooCommerce's scripts are heavy: twice the usual time on a busy machine.
test.slow();

/** WooCommerce's Cart block beside Kassa's cart. */
const BOTH_CARTS = [
	{ name: "WooCommerce's Cart block", path: '/wc-cart/' },
	{ name: "Kassa's cart", path: '/cart/' },
];

/**
 * A guest with products in the cart, on a page.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param path    The page.
 * @param lines   Product names.
 * @return The page, the shopper's Store API client and a function that closes the context.
 */
async function guestOn(
	browser: import( '@playwright/test' ).Browser,
	baseURL: string | undefined,
	path: string,
	lines: string[] = [ 'Beanie' ]
) {
	const context = await browser.newContext( {
		storageState: GUEST,
		baseURL,
	} );
	const page = await context.newPage();
	const storeApi = new StoreApi( page.request );
	await fillCart(
		storeApi,
		lines.map( ( name ) => [ name ] )
	);
	await page.goto( path );
	return { page, storeApi, close: () => context.close() };
}

/**
 * A package's rate radio (package 0, 1, … in the order shown).
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param index    The package's position.
 * @param rateId   The rate.
 * @return The radio.
 */
function rateRadio(
	checkout: CheckoutUnderTest,
	page: Page,
	index: number,
	rateId: string
) {
	const group =
		checkout.path === '/checkout/'
			? `kassa-shipping-rates-${ index }`
			: `radio-control-${ index }`;
	return page.locator( `input[name="${ group }"][value="${ rateId }"]` );
}

/**
 * The rate the server has selected in each package.
 *
 * @param storeApi The shopper's Store API client.
 * @return Rate ids by package.
 */
async function selectedOnServer( storeApi: StoreApi ) {
	const cart = await storeApi.getCart();
	return cart.shipping_rates.map(
		( pkg: {
			shipping_rates: Array< { rate_id: string; selected: boolean } >;
		} ) => pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
	);
}

for ( const checkout of BOTH_CHECKOUTS ) {
	test.describe( checkout.name, onPage( checkout.name ), () => {
		test( "a package's rate chosen while another package's selection is on its way", async ( {
			browser,
			baseURL,
		} ) => {
			const { page, storeApi, close } = await guestOn(
				browser,
				baseURL,
				checkout.path,
				[ 'Beanie', 'Armchair' ]
			);
			const hold = await holdStoreApiWrite(
				page,
				'cart/select-shipping-rate'
			);
			await rateRadio( checkout, page, 0, 'free_shipping:2' ).check();
			await hold.sent;
			await rateRadio( checkout, page, 1, 'free_shipping:2' ).check();
			hold.release();
			await expect
				.poll( () => selectedOnServer( storeApi ) )
				.toEqual( [ 'free_shipping:2', 'free_shipping:2' ] );
			await expect(
				rateRadio( checkout, page, 0, 'free_shipping:2' )
			).toBeChecked();
			await expect(
				rateRadio( checkout, page, 1, 'free_shipping:2' )
			).toBeChecked();
			await close();
		} );

		test( 'a pickup location chosen while the selection of pickup is on its way', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, storeApi, close } = await guestOn(
				browser,
				baseURL,
				checkout.path
			);
			const hold = await holdStoreApiWrite(
				page,
				'cart/select-shipping-rate'
			);
			await page.getByRole( 'radio', { name: 'Pickup' } ).click();
			await hold.sent;
			const manchester = page.locator(
				'input[value="pickup_location:1"]'
			);
			await manchester.check();
			hold.release();
			await expect
				.poll( () => selectedOnServer( storeApi ) )
				.toEqual( [ 'pickup_location:1' ] );
			await expect( manchester ).toBeChecked();
			await page
				.getByLabel( 'Email address' )
				.fill( 'pickup@example.com' );
			await fillAddress( page, 'billing', UK_ADDRESS );
			const order = await getOrder(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.shipping_lines ).toEqual( [
				expect.objectContaining( {
					method_title: expect.stringContaining( 'Manchester' ),
				} ),
			] );
			await close();
		} );

		test( 'an address field typed while the previous one is being saved', async ( {
			browser,
			baseURL,
		} ) => {
			const { page, storeApi, close } = await guestOn(
				browser,
				baseURL,
				checkout.path
			);
			const hold = await holdStoreApiWrite(
				page,
				'cart/update-customer'
			);
			await page.locator( '#shipping-city' ).fill( 'Leeds' );
			await page.locator( '#shipping-city' ).blur();
			await hold.sent;
			await page.locator( '#shipping-postcode' ).fill( 'LS1 1AA' );
			await page.locator( '#shipping-postcode' ).blur();
			hold.release();
			await expect
				.poll( async () => {
					const { city, postcode } = ( await storeApi.getCart() )
						.shipping_address;
					return { city, postcode };
				} )
				.toEqual( { city: 'Leeds', postcode: 'LS1 1AA' } );
			await expect( page.locator( '#shipping-city' ) ).toHaveValue(
				'Leeds'
			);
			await expect( page.locator( '#shipping-postcode' ) ).toHaveValue(
				'LS1 1AA'
			);
			await close();
		} );

		test( 'a payment method chosen while the previous choice is being saved', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, close } = await guestOn(
				browser,
				baseURL,
				checkout.path
			);
			await page.getByLabel( 'Email address' ).fill( 'pays@example.com' );
			await fillAddress( page, 'shipping', GERMAN_ADDRESS );
			await expectPricedForGermany( page );
			// WooCommerce's checkout saves the method with the session (Kassa's sends it with
			// the order): its answer is held back.
			const hold = await holdStoreApiWrite( page, 'checkout' );
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();
			await page
				.getByRole( 'radio', { name: 'Cash on delivery' } )
				.check();
			hold.release();
			await page.getByRole( 'button', { name: /^Place Order/ } ).click();
			await page.waitForURL( /\/order-received\/(\d+)/ );
			const [ , id ] = /\/order-received\/(\d+)/.exec( page.url() )!;
			expect(
				( await getOrder( requestUtils, Number( id ) ) ).payment_method
			).toBe( 'cod' );
			await close();
		} );

		test( 'a coupon removed while another is being applied', async ( {
			browser,
			baseURL,
		} ) => {
			const { page, storeApi, close } = await guestOn(
				browser,
				baseURL,
				checkout.path
			);
			await storeApi.post( '/cart/apply-coupon', { code: 'save10' } );
			await page.reload();
			const hold = await holdStoreApiWrite( page, 'cart/apply-coupon' );
			await page
				.getByRole( 'button', { name: /Add a coupon|Add coupons/ } )
				.click();
			await page.getByLabel( /Enter code/ ).fill( 'fiver' );
			await page.getByRole( 'button', { name: 'Apply' } ).click();
			await hold.sent;
			await page
				.getByRole( 'button', { name: /Remove coupon "?save10/ } )
				.click();
			hold.release();
			await expect
				.poll( async () =>
					( await storeApi.getCart() ).coupons.map(
						( coupon: { code: string } ) => coupon.code
					)
				)
				.toEqual( [ 'fiver' ] );
			await expect(
				page.getByRole( 'button', { name: /Remove coupon "?save10/ } )
			).toHaveCount( 0 );
			await expect(
				page.getByRole( 'button', { name: /Remove coupon "?fiver/ } )
			).toBeVisible();
			await close();
		} );
	} );
}

for ( const cart of BOTH_CARTS ) {
	test(
		`${ cart.name }: a line's quantity changed while another line's change is being saved`,
		onPage( cart.name ),
		async ( { browser, baseURL } ) => {
			const { page, storeApi, close } = await guestOn(
				browser,
				baseURL,
				cart.path,
				[ 'Beanie', 'Cap' ]
			);
			const hold = await holdStoreApiWrite( page, 'cart/update-item' );
			const increase = ( name: string ) =>
				page
					.getByRole( 'button', {
						name: new RegExp( `Increase quantity of ${ name }` ),
					} )
					.first();
			await increase( 'Beanie' ).click();
			await hold.sent;
			await increase( 'Cap' ).click();
			hold.release();
			await expect
				.poll( async () =>
					( await storeApi.getCart() ).items.map(
						( item: { name: string; quantity: number } ) =>
							`${ item.name } ${ item.quantity }`
					)
				)
				.toEqual( [ 'Beanie 2', 'Cap 2' ] );
			for ( const name of [ 'Beanie', 'Cap' ] ) {
				await expect(
					page
						.getByLabel(
							new RegExp( `Quantity of ${ name } in your cart` )
						)
						.first()
				).toHaveValue( '2' );
			}
			await close();
		}
	);
}
