import AxeBuilder from '@axe-core/playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import {
	UK_ADDRESS,
	fillAddress,
	openCheckoutWith,
	placeOrderButton,
} from '../utils/checkout';
import { expectOrderReceived, getOrder, toDecimal } from '../utils/orders';
import { failStoreApiRoute } from '../utils/cart';

const AXE_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ];

test.describe( 'checkout as a guest', () => {
	test.use( { storageState: GUEST } );

	for ( const [ method, title ] of [
		[ 'cheque', 'Check payments' ],
		[ 'bacs', 'Direct bank transfer' ],
		[ 'cod', 'Cash on delivery' ],
	] ) {
		test( `pays by ${ method } and lands on the order-received page; the shop has the order`, async ( {
			page,
			storeApi,
			requestUtils,
		} ) => {
			await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
			// A new shopper starts in the shop's country; the summary's line shows what the
			// cart's does (with tax, as the shop displays prices); the terms link both pages.
			await expect( page.locator( '#shipping-country' ) ).toHaveValue(
				'GB'
			);
			await expect(
				page.locator( '.kassa-cart-summary__line', {
					hasText: 'Beanie',
				} )
			).toContainText( '£21.60' );
			const terms = page.locator( '.kassa-checkout-terms' );
			await expect(
				terms.getByRole( 'link', {
					name: 'Privacy Policy',
					exact: true,
				} )
			).toHaveAttribute( 'href', /\/privacy-policy\/$/ );
			await expect(
				terms.getByRole( 'link', {
					name: 'Terms and Conditions',
					exact: true,
				} )
			).toHaveAttribute( 'href', /\/terms\/$/ );
			await page.getByLabel( 'Email address' ).fill( 'ada@example.com' );
			await fillAddress( page, 'shipping', UK_ADDRESS );
			await page.getByRole( 'radio', { name: title } ).check();
			const total = await page
				.locator(
					'.kassa-place-order-button .kassa-formatted-monetary-amount'
				)
				.textContent();
			await placeOrderButton( page ).click();
			const orderId = await expectOrderReceived( page );
			await expect(
				page.getByText( String( orderId ), { exact: true } ).first()
			).toBeVisible();
			const order = await getOrder( requestUtils, orderId );
			expect( order ).toMatchObject( {
				payment_method: method,
				total: toDecimal( total ),
				billing: {
					email: 'ada@example.com',
					first_name: UK_ADDRESS.first_name,
					postcode: UK_ADDRESS.postcode,
				},
				shipping: {
					address_1: UK_ADDRESS.address_1,
					city: UK_ADDRESS.city,
					country: 'GB',
				},
			} );
			expect( order.line_items ).toEqual( [
				expect.objectContaining( { name: 'Beanie', quantity: 1 } ),
			] );
		} );
	}

	test( "shows a notice a gateway dispatches to WordPress's core/notices store", async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		// What a gateway's own script does: no Kassa API, just WordPress's data store by name.
		await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								createErrorNotice: (
									message: string,
									options: object
								) => void;
							};
						};
					};
				}
			 ).wp.data
				.dispatch( 'core/notices' )
				.createErrorNotice(
					'Your bank needs you to confirm this payment.',
					{
						context: 'wc/checkout/payments',
					}
				)
		);
		await expect(
			page
				.locator( '.wp-block-kassa-checkout' )
				.getByRole( 'alert' )
				.filter( {
					hasText: 'Your bank needs you to confirm this payment.',
				} )
		).toBeVisible();
	} );

	test( 'axe finds nothing in the default, error, pickup and processing states', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		const check = async () => {
			// @axe-core/playwright types its page with its own copy of Playwright's types.
			const results = await new AxeBuilder( {
				page,
			} as unknown as ConstructorParameters< typeof AxeBuilder >[ 0 ] )
				.include( '.wp-block-kassa-checkout' )
				.withTags( AXE_TAGS )
				.analyze();
			expect( results.violations ).toEqual( [] );
		};
		await check();

		// Error state: an empty submit shows every error and the summary.
		await placeOrderButton( page ).click();
		await expect(
			page.getByText(
				'Please fix the following errors before continuing'
			)
		).toBeVisible();
		await check();

		// Pickup state.
		await page.getByRole( 'radio', { name: 'Pickup' } ).check();
		await expect(
			page.getByRole( 'radio', { name: /Kassa Shoreditch/ } )
		).toBeVisible();
		await check();

		// Processing state: hold the order request until axe has looked.
		await page.getByRole( 'radio', { name: 'Ship' } ).check();
		await page.getByLabel( 'Email address' ).fill( 'axe@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( '**/wc/store/v1/checkout**', async ( route ) => {
			await held;
			await route.continue();
		} );
		await placeOrderButton( page ).click();
		await expect( placeOrderButton( page ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		await check();
		release();
		await expectOrderReceived( page );
	} );
} );

test.describe( 'checkout journeys as a guest', () => {
	test.use( { storageState: GUEST } );

	test( 'collects from a pickup location: no shipping address, billing address asked', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByRole( 'radio', { name: 'Pickup' } ).check();
		await expect(
			page.getByRole( 'heading', { name: /Shipping address/ } )
		).toHaveCount( 0 );
		const manchester = page.getByRole( 'radio', {
			name: /Kassa Manchester/,
		} );
		await manchester.check();
		await expect( manchester ).toBeChecked();
		await expect(
			page.getByText( '3 Tib Street, Manchester, M4 1LG' )
		).toBeVisible();
		await page.getByLabel( 'Email address' ).fill( 'pickup@example.com' );
		await fillAddress( page, 'billing', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await placeOrderButton( page ).click();
		const order = await getOrder(
			requestUtils,
			await expectOrderReceived( page )
		);
		expect( order.shipping_lines ).toEqual( [
			expect.objectContaining( {
				method_id: 'pickup_location',
				method_title: expect.stringContaining( 'Manchester' ),
				total: '0.00',
			} ),
		] );
		expect( order.billing ).toMatchObject( {
			email: 'pickup@example.com',
			city: UK_ADDRESS.city,
		} );
	} );

	test( 'pays with a coupon applied at the checkout: the order carries the discount @smoke', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie', 'Album' ] );
		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await page.getByLabel( 'Enter code' ).fill( 'save10' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			page.locator( '.kassa-totals-footer__discount' )
		).toContainText( 'save10' );
		await page.getByLabel( 'Email address' ).fill( 'coupon@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		const total = await page
			.locator(
				'.kassa-place-order-button .kassa-formatted-monetary-amount'
			)
			.textContent();
		await placeOrderButton( page ).click();
		const order = await getOrder(
			requestUtils,
			await expectOrderReceived( page )
		);
		expect( order.total ).toBe( toDecimal( total ) );
		// 10 % of Beanie (£18) and Album (£22), before tax.
		expect( order.discount_total ).toBe( '4.00' );
	} );

	test( 'bills to a different address than it ships to', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'two@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByLabel( 'Use same address for billing' ).uncheck();
		// The billing form starts as a copy of the shipping address.
		await expect( page.locator( '#billing-first_name' ) ).toHaveValue(
			'Ada'
		);
		await fillAddress( page, 'billing', {
			country: 'NL',
			first_name: 'Grace',
			last_name: 'Hopper',
			address_1: 'Damrak 1',
			city: 'Amsterdam',
			postcode: '1012 LG',
		} );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		const checkout = page.waitForRequest( '**/wc/store/v1/checkout**' );
		await placeOrderButton( page ).click();
		const body = ( await checkout ).postDataJSON();
		expect( body.billing_address ).toMatchObject( {
			first_name: 'Grace',
			country: 'NL',
			email: 'two@example.com',
		} );
		expect( body.shipping_address ).toMatchObject( {
			first_name: 'Ada',
			country: 'GB',
		} );
		await expectOrderReceived( page );
	} );

	test( 'creates an account: a weak password is refused, a strong one accepted', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		const email = `new-${ Date.now() }@example.com`;
		await page.getByLabel( 'Email address' ).fill( email );
		await page
			.getByLabel(
				'Create an account with us for faster checkout next time'
			)
			.check();
		const password = page.getByLabel( 'Create a password' );
		await password.fill( 'abc' );
		await expect( page.getByText( 'Too weak' ) ).toBeVisible();
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await placeOrderButton( page ).click();
		await expect(
			page.getByText( 'Please create a stronger password' )
		).toBeVisible();
		await expect( password ).toBeFocused();
		await password.fill( 'Correct-Horse-Battery-9' );
		await expect(
			page.getByText( /^(Strong|Very strong)$/ )
		).toBeVisible();
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
	} );

	for ( const [ country, postcode, valid ] of [
		[ 'GB', 'NOT A CODE', 'SW1A 1AA' ],
		[ 'NL', '12345', '1012 LG' ],
		[ 'JP', '1234', '100-0001' ],
	] ) {
		test( `refuses an invalid ${ country } postcode, accepts a valid one`, async ( {
			page,
			storeApi,
		} ) => {
			await openCheckoutWith( page, storeApi, [ 'E-book' ] );
			await page.locator( '#billing-country' ).selectOption( country );
			const input = page.locator( '#billing-postcode' );
			await input.fill( postcode.toLowerCase() );
			await input.blur();
			await expect( input ).toHaveValue( postcode.toUpperCase() );
			await expect(
				page.getByRole( 'alert' ).filter( {
					hasText: 'Please enter a valid postcode',
				} )
			).toBeVisible();
			await input.fill( valid );
			await expect(
				page.getByText( 'Please enter a valid postcode' )
			).toHaveCount( 0 );
		} );
	}

	test( 'tells the shopper when we do not ship to the chosen country', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'jp@example.com' );
		const country = page.locator( '#shipping-country' );
		await country.focus();
		await country.selectOption( 'JP' );
		await country.blur();
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'Sorry, we do not ship orders to the selected country',
			} )
		).toBeVisible();
		await placeOrderButton( page ).click();
		await expect( page.locator( '#shipping-country' ) ).toBeFocused();
		await expect( page ).toHaveURL( /\/checkout\/$/ );
	} );

	test( 'a virtual-only cart has no shipping steps and asks for the billing address', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'E-book' ] );
		await expect(
			page.getByRole( 'heading', { name: /Shipping address/ } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'heading', { name: /Shipping options/ } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'radio', { name: 'Cash on delivery' } )
		).toHaveCount( 0 );
		await page.getByLabel( 'Email address' ).fill( 'ebook@example.com' );
		await fillAddress( page, 'billing', UK_ADDRESS );
		await page
			.getByRole( 'radio', { name: 'Direct bank transfer' } )
			.check();
		const checkout = page.waitForRequest( '**/wc/store/v1/checkout**' );
		await placeOrderButton( page ).click();
		expect( ( await checkout ).postDataJSON() ).not.toHaveProperty(
			'shipping_address'
		);
		await expectOrderReceived( page );
	} );

	test( 'a declined card shows the error, keeps what was typed, and a retry succeeds', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'card@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page
			.getByRole( 'radio', { name: 'Credit / debit card (test)' } )
			.check();
		await page.getByLabel( 'Card number' ).fill( '4000 0000 0000 0002' );
		await page.getByLabel( 'Expiry date (MM / YY)' ).fill( '12 / 35' );
		await page.getByLabel( 'Security code' ).fill( '123' );
		await expect( placeOrderButton( page ) ).toContainText( 'Pay now' );
		await placeOrderButton( page ).click();
		await expect(
			page.getByText( 'Your card was declined.' )
		).toBeVisible();
		await expect( page.getByLabel( 'Email address' ) ).toHaveValue(
			'card@example.com'
		);
		await expect( page.locator( '#shipping-address_1' ) ).toHaveValue(
			UK_ADDRESS.address_1
		);
		// A gateway may clear the card's security code after a failure, as real ones do.
		await page.getByLabel( 'Card number' ).fill( '4242 4242 4242 4242' );
		await page.getByLabel( 'Security code' ).fill( '123' );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
	} );

	test( 'the network failing while placing the order says so, and a retry succeeds', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'net@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await page.route(
			'**/wc/store/v1/checkout**',
			( route ) => route.abort( 'internetdisconnected' ),
			{ times: 1 }
		);
		await placeOrderButton( page ).click();
		await expect(
			page.getByText(
				'Something went wrong when placing the order. Check your email for order updates before retrying.'
			)
		).toBeVisible();
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
	} );

	test( 'reloading mid-checkout keeps what was typed', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'reload@example.com' );
		// The last field typed reaches the server (debounced) with everything before it.
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( '/wc/store/v1/' ) &&
				( response.request().postData() ?? '' ).includes(
					UK_ADDRESS.postcode
				)
		);
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await saved;
		await page.reload();
		await expect( page.getByLabel( 'Email address' ) ).toHaveValue(
			'reload@example.com'
		);
		await expect( page.locator( '.kassa-checkout' ) ).toContainText(
			UK_ADDRESS.address_1
		);
	} );

	test( 'a country whose save failed comes back after a reload, though the other address holds the same', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		// As the cart's calculator leaves it: shipping to the US, billing still the shop's GB.
		await storeApi.post( '/cart/update-customer', {
			shipping_address: {
				country: 'US',
				state: 'CA',
				city: 'Los Angeles',
				postcode: '90210',
			},
		} );
		const cart = await storeApi.getCart();
		expect( cart.billing_address.country ).toBe( 'GB' );
		await page.reload();
		const country = page.locator( '#shipping-country' );
		await expect( country ).toHaveValue( 'US' );

		const stopFailing = await failStoreApiRoute(
			page,
			'cart/update-customer'
		);
		const failed = page.waitForResponse(
			( response ) =>
				response.url().includes( 'cart/update-customer' ) &&
				response.status() === 500
		);
		await country.selectOption( 'GB' );
		await failed;
		await stopFailing();
		await page.reload();
		await expect( country ).toHaveValue( 'GB' );
	} );
} );
