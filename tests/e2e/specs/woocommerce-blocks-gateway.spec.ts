import type { Browser, Page, Request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import { isPlaceOrderRequest } from '../utils/oracle';

/**
 * The test gateway (tests/fixtures/kassa-test-gateway) used the way any third-party gateway is:
 * in WooCommerce's own Checkout block (/wc-checkout/), not Kassa's. The proof that the fixture
 * is a faithful WooCommerce gateway, which Kassa's checkout must then take payments through.
 *
 * What it needs it makes itself as the admin, through WooCommerce's REST API: the gateway
 * enabled, a virtual product (no shipping zone needed) and a customer of its own, so that it
 * neither depends on the demo shop's seed nor adds saved cards to the seeded customer.
 */

const GATEWAY = 'kassa_test_card';
const TITLE = 'Credit / debit card (test)';
const PRODUCT = {
	name: 'Kassa gateway test pass',
	sku: 'kassa-gateway-test-pass',
	regular_price: '12.00',
};
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const MASTERCARD = '5555 5555 5555 4444';
// Typed with spaces, as shoppers do; the gateway's script sends it without them.
const EXPIRY = '12 / 34';
const DETAILS_ERROR =
	'Please check your card details: number, expiry date (MM / YY) and security code.';
const SAVE_LABEL =
	'Save payment information to my account for future purchases.';
const ORDER_RECEIVED = /\/checkout\/order-received\/(\d+)\/\?key=wc_order_/;

type PaymentData = Array< { key: string; value: unknown } >;
type Order = {
	id: number;
	status: string;
	payment_method: string;
	transaction_id: string;
	total: string;
	customer_id: number;
	billing: { email: string };
	line_items: Array< { sku: string; quantity: number } >;
};

/**
 * The product the tests buy, created once (found again by its SKU).
 *
 * @param requestUtils The admin's REST client.
 * @return Its id.
 */
async function ensureProduct( requestUtils: RequestUtils ) {
	const found = ( await requestUtils.rest( {
		path: '/wc/v3/products',
		params: { sku: PRODUCT.sku, status: 'any' },
	} ) ) as Array< { id: number; status: string } >;
	if ( found.length ) {
		if ( found[ 0 ].status !== 'publish' ) {
			await requestUtils.rest( {
				method: 'PUT',
				path: `/wc/v3/products/${ found[ 0 ].id }`,
				data: { status: 'publish' },
			} );
		}
		return found[ 0 ].id;
	}
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/products',
		data: { ...PRODUCT, type: 'simple', virtual: true, status: 'publish' },
	} ) ) as { id: number };
	return created.id;
}

/**
 * An order as WooCommerce stored it.
 *
 * @param requestUtils The admin's REST client.
 * @param id           Order id.
 * @return The order.
 */
async function getOrder( requestUtils: RequestUtils, id: number ) {
	return ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} ) ) as Order;
}

/**
 * The notes on an order (the gateway writes what it paid with, or declined).
 *
 * @param requestUtils The admin's REST client.
 * @param id           Order id.
 * @return The notes' texts.
 */
async function orderNotes( requestUtils: RequestUtils, id: number ) {
	const notes = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }/notes`,
	} ) ) as Array< { note: string } >;
	return notes.map( ( n ) => n.note );
}

/**
 * An error notice the Checkout block shows (not its copy for screen readers).
 *
 * @param page The page.
 * @param text The notice's text.
 * @return The notice.
 */
function notice( page: Page, text: string ) {
	return page.locator( '.wc-block-components-notice-banner.is-error', {
		hasText: text,
	} );
}

/**
 * One value of the order-received page's summary (Order #, Total, Email, Payment...).
 *
 * @param page The page.
 * @param key  Its key, e.g. 'Payment:'.
 * @return The value.
 */
function summaryValue( page: Page, key: string ) {
	return page
		.locator( '.wc-block-order-confirmation-summary-list-item', {
			has: page.getByText( key, { exact: true } ),
		} )
		.locator( '.wc-block-order-confirmation-summary-list-item__value' );
}

/**
 * The error under one of the gateway's card fields, found through the field's
 * aria-describedby.
 *
 * @param page  The page.
 * @param field 'number', 'expiry' or 'cvc'.
 * @return The error.
 */
function fieldError( page: Page, field: 'number' | 'expiry' | 'cvc' ) {
	return page.locator( `#kassa-test-card-${ field }-error` );
}

/**
 * Fills the Checkout block's contact and billing details (the product is virtual, so there is
 * no shipping address).
 *
 * @param page  The page.
 * @param email The email to give, or null when the shopper is logged in (it is theirs).
 */
async function fillBilling( page: Page, email: string | null ) {
	if ( email ) {
		await page.getByLabel( 'Email address' ).fill( email );
	}
	await page.locator( '#billing-country' ).selectOption( 'GB' );
	await page.locator( '#billing-first_name' ).fill( 'Ada' );
	await page.locator( '#billing-last_name' ).fill( 'Lovelace' );
	await page.locator( '#billing-address_1' ).fill( '10 Downing Street' );
	await page.locator( '#billing-city' ).fill( 'London' );
	await page.locator( '#billing-postcode' ).fill( 'SW1A 2AA' );
	const phone = page.locator( '#billing-phone' );
	if ( await phone.isVisible() ) {
		await phone.fill( '020 7946 0000' );
	}
}

/**
 * Chooses the test gateway and types a card into its fields.
 *
 * @param page   The page.
 * @param number Card number ('' leaves it empty).
 * @param expiry Expiry date.
 * @param cvc    Security code.
 */
async function enterCard(
	page: Page,
	number: string,
	expiry = EXPIRY,
	cvc = '123'
) {
	const method = page.getByRole( 'radio', {
		name: new RegExp( `^${ TITLE.replace( /[()/]/g, '\\$&' ) }` ),
	} );
	await method.check();
	await expect( payNow( page ) ).toBeVisible();
	await page.getByLabel( 'Card number', { exact: true } ).fill( number );
	await page.getByLabel( 'Expiry date (MM / YY)' ).fill( expiry );
	await page.getByLabel( 'Security code' ).fill( cvc );
}

/**
 * The Checkout block's place-order button, whatever the chosen payment method calls it.
 *
 * @param page The page.
 * @return The button.
 */
function placeOrder( page: Page ) {
	return page.locator( '.wc-block-components-checkout-place-order-button' );
}

/**
 * The place-order button as the gateway labels it (placeOrderButtonLabel), so it is found
 * only while the gateway (or one of its saved cards) is chosen.
 *
 * @param page The page.
 * @return The button.
 */
function payNow( page: Page ) {
	return page.getByRole( 'button', { name: 'Pay now' } );
}

/**
 * Records the place-order requests the page sends.
 *
 * @param page The page.
 * @return The requests, filled as they go out.
 */
function recordCheckouts( page: Page ) {
	const requests: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( isPlaceOrderRequest( request ) ) {
			requests.push( request );
		}
	} );
	return requests;
}

/**
 * The payment data a checkout request carried, as key => value.
 *
 * @param request The request.
 * @return The payment data.
 */
function paymentDataOf( request: Request ) {
	const body = request.postDataJSON() as {
		payment_method: string;
		payment_data: PaymentData;
	};
	return {
		method: body.payment_method,
		data: Object.fromEntries(
			body.payment_data.map( ( { key, value } ) => [ key, value ] )
		),
	};
}

/**
 * Clicks Pay now and waits for WooCommerce's order-received page.
 *
 * @param page The page.
 * @return The order's id from the URL.
 */
async function payAndLand( page: Page ) {
	await payNow( page ).click();
	await page.waitForURL( ORDER_RECEIVED, { timeout: 30_000 } );
	return Number( ORDER_RECEIVED.exec( page.url() )?.[ 1 ] );
}

/**
 * Logs a user in through wp-login.php in a fresh browser context.
 *
 * @param browser  The browser.
 * @param baseURL  Site URL.
 * @param username User name.
 * @param password Password.
 * @return The logged-in page.
 */
async function logIn(
	browser: Browser,
	baseURL: string,
	username: string,
	password: string
) {
	const context = await browser.newContext( {
		baseURL,
		storageState: GUEST,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL(
		( url ) => ! url.pathname.endsWith( 'wp-login.php' )
	);
	expect(
		( await context.cookies() ).some( ( c ) =>
			c.name.startsWith( 'wordpress_logged_in' )
		)
	).toBe( true );
	return page;
}

test.describe( "the test gateway in WooCommerce's own Checkout block", () => {
	test.use( { storageState: GUEST } );
	// Each test places one or two real WooCommerce orders (the customer's also logs in and
	// opens the account page): three times the usual time, for a busy machine.
	test.slow();

	let productId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// The demo shop's seed enables it too; enabling it again changes nothing.
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: { enabled: true },
		} );
		productId = await ensureProduct( requestUtils );
		// A new WooCommerce store starts in "coming soon" mode, which shows logged-out
		// visitors a placeholder instead of its store pages, the order-received page included.
		const visibility = ( await requestUtils.rest( {
			path: '/wc-admin/options',
			params: { options: 'woocommerce_coming_soon' },
		} ) ) as { woocommerce_coming_soon?: string };
		if ( visibility.woocommerce_coming_soon === 'yes' ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wc-admin/options',
				data: { woocommerce_coming_soon: 'no' },
			} );
		}
	} );

	test.describe( 'as a guest', () => {
		test.beforeEach( async ( { page, storeApi } ) => {
			await storeApi.addItem( productId );
			await page.goto( '/wc-checkout/' );
			await expect( placeOrder( page ) ).toBeVisible();
		} );

		test( 'shows the gateway as its script registered it', async ( {
			page,
		} ) => {
			const method = page.getByRole( 'radio', {
				name: new RegExp( `^${ TITLE.replace( /[()/]/g, '\\$&' ) }` ),
			} );
			await method.check();
			await expect( method ).toBeChecked();
			// The place-order button takes the gateway's label.
			await expect( placeOrder( page ) ).toHaveText( 'Pay now' );
			// The label: title and the card brands from the payment method's data.
			const label = page.locator(
				`label[for="radio-control-wc-payment-method-options-${ GATEWAY }"]`
			);
			await expect( label ).toContainText( TITLE );
			for ( const brand of [
				'Visa',
				'Mastercard',
				'American Express',
			] ) {
				await expect(
					label.getByRole( 'img', { name: brand } )
				).toBeVisible();
			}
			// The content: description and three labelled fields with autocomplete hints.
			await expect(
				page.getByText(
					'Pay with a test card. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.'
				)
			).toBeVisible();
			await expect(
				page.getByLabel( 'Card number', { exact: true } )
			).toHaveAttribute( 'autocomplete', 'cc-number' );
			await expect(
				page.getByLabel( 'Expiry date (MM / YY)' )
			).toHaveAttribute( 'autocomplete', 'cc-exp' );
			await expect( page.getByLabel( 'Security code' ) ).toHaveAttribute(
				'autocomplete',
				'cc-csc'
			);
			// A guest is offered no saving of the card.
			await expect( page.getByLabel( SAVE_LABEL ) ).toHaveCount( 0 );
		} );

		test( 'pays with 4242 4242 4242 4242 and lands on the order-received page; WooCommerce holds a processing order', async ( {
			page,
			storeApi,
			requestUtils,
		} ) => {
			const email = `guest-${ Date.now() }@example.com`;
			await fillBilling( page, email );
			await enterCard( page, PAYS );
			const checkouts = recordCheckouts( page );
			// WooCommerce's order-received page empties the cart as well: hold it back until
			// the cart is read, so that what is read is what the gateway did.
			const held = ( url: URL ) => ORDER_RECEIVED.test( url.href );
			await page.route( held, ( route ) =>
				route.fulfill( { contentType: 'text/html', body: 'Held.' } )
			);
			const orderId = await payAndLand( page );
			expect( ( await storeApi.getCart() ).items ).toHaveLength( 0 );
			await page.unroute( held );
			await page.reload();

			// What the gateway's script sent as payment data.
			expect( checkouts ).toHaveLength( 1 );
			const { method, data } = paymentDataOf( checkouts[ 0 ] );
			expect( method ).toBe( GATEWAY );
			expect( data ).toMatchObject( {
				card_number: '4242424242424242',
				card_expiry: '12/34',
				card_cvc: '123',
			} );

			// What the shopper sees: WooCommerce's order confirmation for this order.
			await expect(
				page.getByText( 'Thank you. Your order has been received.' )
			).toBeVisible();
			await expect( summaryValue( page, 'Order #:' ) ).toHaveText(
				String( orderId )
			);
			await expect( summaryValue( page, 'Payment:' ) ).toHaveText(
				TITLE
			);
			await expect( summaryValue( page, 'Email:' ) ).toHaveText( email );

			// What WooCommerce stored.
			const order = await getOrder( requestUtils, orderId );
			expect( order ).toMatchObject( {
				id: orderId,
				status: 'processing',
				payment_method: GATEWAY,
				billing: { email },
			} );
			// The total the shopper was shown is the one paid (taxes depend on the seed).
			expect( Number( order.total ) ).toBeGreaterThan( 0 );
			await expect( summaryValue( page, 'Total:' ) ).toContainText(
				order.total
			);
			expect( order.transaction_id ).toMatch( /^ktc_\w{20}$/ );
			expect( order.line_items ).toEqual( [
				expect.objectContaining( { sku: PRODUCT.sku, quantity: 1 } ),
			] );
			expect( await orderNotes( requestUtils, orderId ) ).toContain(
				'Paid with a visa card ending 4242 (test).'
			);
		} );

		test( 'declines 4000 0000 0000 0002, keeps the cart, then pays with 4242 on the same order', async ( {
			page,
			storeApi,
			requestUtils,
		} ) => {
			const email = `declined-${ Date.now() }@example.com`;
			await fillBilling( page, email );
			await enterCard( page, DECLINED );
			const checkouts = recordCheckouts( page );
			const response = page.waitForResponse( ( r ) =>
				isPlaceOrderRequest( r.request() )
			);
			await payNow( page ).click();
			const declined = await response;
			expect( declined.status() ).toBe( 400 );
			expect( await declined.json() ).toMatchObject( {
				// The gateway's failure, as the Store API reports a payment error.
				code: 'woocommerce_rest_checkout_process_payment_error',
				message: 'Your card was declined.',
			} );

			// The shopper sees the decline and stays on the checkout with the cart.
			await expect(
				notice( page, 'Your card was declined.' )
			).toBeVisible();
			await expect( page ).toHaveURL( /\/wc-checkout\/$/ );
			await expect(
				page
					.locator( '.wc-block-components-order-summary-item' )
					.getByRole( 'heading', { name: PRODUCT.name } )
			).toBeVisible();
			expect( ( await storeApi.getCart() ).items ).toEqual( [
				expect.objectContaining( { id: productId, quantity: 1 } ),
			] );
			// The gateway's script asks for the security code again (onCheckoutFail).
			await expect( page.getByLabel( 'Security code' ) ).toHaveValue(
				''
			);
			await expect(
				page.getByLabel( 'Card number', { exact: true } )
			).toHaveValue( DECLINED );

			// The order is left unpaid, with the decline noted.
			const pending = ( await requestUtils.rest( {
				path: '/wc/v3/orders',
				params: { search: email, status: 'any' },
			} ) ) as Order[];
			expect( pending ).toHaveLength( 1 );
			expect( pending[ 0 ] ).toMatchObject( {
				status: 'pending',
				payment_method: GATEWAY,
				transaction_id: '',
			} );

			// Another card pays.
			await enterCard( page, PAYS );
			const orderId = await payAndLand( page );
			expect( checkouts ).toHaveLength( 2 );
			expect( orderId ).toBe( pending[ 0 ].id );
			const order = await getOrder( requestUtils, orderId );
			expect( order ).toMatchObject( {
				status: 'processing',
				payment_method: GATEWAY,
			} );
			const notes = await orderNotes( requestUtils, orderId );
			expect( notes ).toEqual(
				expect.arrayContaining( [
					'The card ending 0002 was declined (test decline card).',
					'Paid with a visa card ending 4242 (test).',
				] )
			);
			expect( ( await storeApi.getCart() ).items ).toHaveLength( 0 );
		} );

		test( 'an empty or wrong card number stops the order in the browser with the gateway’s message', async ( {
			page,
			storeApi,
		} ) => {
			await fillBilling( page, `empty-${ Date.now() }@example.com` );
			await enterCard( page, '' );
			const checkouts = recordCheckouts( page );
			await payNow( page ).click();
			await expect( notice( page, DETAILS_ERROR ) ).toBeVisible();
			const number = page.getByLabel( 'Card number', { exact: true } );
			await expect( number ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( fieldError( page, 'number' ) ).toHaveText(
				'Enter your card number.'
			);
			// The other fields were fine.
			await expect(
				page.getByLabel( 'Expiry date (MM / YY)' )
			).toHaveAttribute( 'aria-invalid', 'false' );

			// A number that fails the Luhn check is stopped too.
			await number.fill( '4242 4242 4242 4241' );
			await payNow( page ).click();
			await expect( fieldError( page, 'number' ) ).toHaveText(
				'This card number is not valid.'
			);
			await expect( notice( page, DETAILS_ERROR ) ).toBeVisible();

			// An expiry date in the past as well.
			await number.fill( PAYS );
			await page.getByLabel( 'Expiry date (MM / YY)' ).fill( '01 / 20' );
			await payNow( page ).click();
			await expect( fieldError( page, 'expiry' ) ).toHaveText(
				'This card has expired.'
			);
			await expect( fieldError( page, 'number' ) ).toHaveCount( 0 );

			// Nothing reached the server, and the cart is as it was.
			expect( checkouts ).toHaveLength( 0 );
			await expect( page ).toHaveURL( /\/wc-checkout\/$/ );
			expect( ( await storeApi.getCart() ).items ).toHaveLength( 1 );
		} );

		test( 'the gateway itself refuses bad card details posted past its script', async ( {
			storeApi,
		} ) => {
			const billing = {
				first_name: 'Ada',
				last_name: 'Lovelace',
				address_1: '10 Downing Street',
				city: 'London',
				postcode: 'SW1A 2AA',
				country: 'GB',
				email: `api-${ Date.now() }@example.com`,
				phone: '020 7946 0000',
			};
			const attempt = ( paymentData: PaymentData ) =>
				storeApi
					.post( '/checkout', {
						billing_address: billing,
						payment_method: GATEWAY,
						payment_data: paymentData,
					} )
					.then(
						() => 'paid',
						( error: Error ) => error.message
					);
			for ( const paymentData of [
				[],
				[
					{ key: 'card_number', value: '4242424242424241' },
					{ key: 'card_expiry', value: '12/34' },
					{ key: 'card_cvc', value: '123' },
				],
				[
					{ key: 'card_number', value: '4242424242424242' },
					{ key: 'card_expiry', value: '12/34' },
					{ key: 'card_cvc', value: '12' },
				],
				[
					{ key: 'card_number', value: '4242424242424242' },
					{ key: 'card_expiry', value: '13/34' },
					{ key: 'card_cvc', value: '123' },
				],
			] ) {
				const result = await attempt( paymentData );
				expect( result ).toContain( '400' );
				expect( result ).toContain( DETAILS_ERROR );
			}
			// A token id needs a logged-in owner: a guest cannot pay with anyone's card.
			expect(
				await attempt( [
					{ key: `wc-${ GATEWAY }-payment-token`, value: '1' },
				] )
			).toContain( 'That saved card cannot be used.' );
			expect( ( await storeApi.getCart() ).items ).toHaveLength( 1 );
		} );
	} );

	test( 'a logged-in customer saves a new card, sees it listed next time and pays with it', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const stamp = `${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
		const password = `pw-${ stamp }`;
		const customer = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/customers',
			data: {
				username: `gateway-${ stamp }`,
				email: `gateway-${ stamp }@example.com`,
				password,
				first_name: 'Grace',
				last_name: 'Hopper',
			},
		} ) ) as { id: number; username: string };

		try {
			const page = await logIn(
				browser,
				baseURL as string,
				customer.username,
				password
			);
			const checkouts = recordCheckouts( page );

			// First checkout: a new Mastercard, saved.
			await page.goto( `/?add-to-cart=${ productId }` );
			await page.goto( '/wc-checkout/' );
			await expect( placeOrder( page ) ).toBeVisible();
			await expect(
				page.getByRole( 'radio', { name: /ending in/ } )
			).toHaveCount( 0 );
			await fillBilling( page, null );
			await enterCard( page, MASTERCARD, '11 / 34', '321' );
			await page.getByLabel( SAVE_LABEL ).check();
			const firstId = await payAndLand( page );

			const first = paymentDataOf( checkouts[ 0 ] );
			expect( first.method ).toBe( GATEWAY );
			expect( first.data ).toMatchObject( {
				card_number: '5555555555554444',
				card_expiry: '11/34',
				card_cvc: '321',
				[ `wc-${ GATEWAY }-new-payment-method` ]: true,
			} );
			expect(
				first.data[ `wc-${ GATEWAY }-payment-token` ]
			).toBeUndefined();
			const firstOrder = await getOrder( requestUtils, firstId );
			expect( firstOrder ).toMatchObject( {
				status: 'processing',
				payment_method: GATEWAY,
				customer_id: customer.id,
			} );

			// The card is in the customer's account.
			await page.goto( '/my-account/payment-methods/' );
			const savedRow = page
				.locator( '.woocommerce-MyAccount-paymentMethods tr' )
				.filter( { hasText: '4444' } );
			await expect( savedRow ).toHaveCount( 1 );
			await expect( savedRow ).toContainText( /Mastercard/i );
			await expect( savedRow ).toContainText( '11/34' );

			// Second checkout: the saved card is listed (and chosen, being the only one).
			await page.goto( `/?add-to-cart=${ productId }` );
			await page.goto( '/wc-checkout/' );
			const saved = page.getByRole( 'radio', {
				name: 'Mastercard ending in 4444 (expires 11/34)',
			} );
			// WooCommerce lists the card and, being the customer's default, chooses it.
			await expect( saved ).toBeChecked();
			await expect(
				page.getByLabel( 'Card number', { exact: true } )
			).toHaveCount( 0 );
			const secondId = await payAndLand( page );
			expect( secondId ).not.toBe( firstId );
			await expect( summaryValue( page, 'Order #:' ) ).toHaveText(
				String( secondId )
			);

			expect( checkouts ).toHaveLength( 2 );
			const second = paymentDataOf( checkouts[ 1 ] );
			const tokenId = String(
				second.data[ `wc-${ GATEWAY }-payment-token` ]
			);
			expect( tokenId ).toMatch( /^\d+$/ );
			expect( second.data.card_number ).toBeUndefined();

			const secondOrder = await getOrder( requestUtils, secondId );
			expect( secondOrder ).toMatchObject( {
				status: 'processing',
				payment_method: GATEWAY,
				customer_id: customer.id,
			} );
			expect( await orderNotes( requestUtils, secondId ) ).toContain(
				'Paid with the saved mastercard card ending 4444 (test).'
			);

			// Someone else cannot pay with that token: a guest posting its id is refused.
			const guest = await guestShopper( browser, baseURL as string );
			try {
				const guestApi = guest.storeApi;
				await guestApi.addItem( productId );
				const refused = await guestApi
					.post( '/checkout', {
						billing_address: {
							first_name: 'Eve',
							last_name: 'Example',
							address_1: '1 Fake Street',
							city: 'London',
							postcode: 'SW1A 1AA',
							country: 'GB',
							email: `eve-${ stamp }@example.com`,
							phone: '020 7946 0001',
						},
						payment_method: GATEWAY,
						payment_data: [
							{
								key: `wc-${ GATEWAY }-payment-token`,
								value: tokenId,
							},
						],
					} )
					.then(
						() => 'paid',
						( error: Error ) => error.message
					);
				expect( refused ).toContain(
					'That saved card cannot be used.'
				);
			} finally {
				await guest.close();
			}
			await page.context().close();
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wc/v3/customers/${ customer.id }`,
				params: { force: true },
			} );
		}
	} );
} );
