import type { Browser, Locator, Page } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import {
	addToCartFromPage,
	BOTH_CHECKOUTS,
	guestWithBeanieAt,
	keptCheckout,
	orderMeta,
	placeOrderByCheque,
	type CheckoutStep,
	type CheckoutUnderTest,
} from '../utils/both-checkouts';
import {
	expectPricedForGermany,
	fillAddress,
	GERMAN_ADDRESS,
	loggedInState,
	UK_ADDRESS,
} from '../utils/checkout';
import { onPage } from '../utils/oracle';

/**
 * Additional checkout fields registered with `woocommerce_register_additional_checkout_field`
 * (tests/fixtures/kassa-test-checkout-fields) on WooCommerce's own Checkout block and on Kassa's,
 * the same steps on both, the same outcome, down to what the order holds: a field in each
 * location, conditional rules (required for German addresses; hidden until a box is ticked),
 * a country's rules for the phone and the second address line, a field's own error message, a
 * schema's message, the server's validation and sanitising, values kept across a reload and for
 * a returning customer, one value per address, and a change the server makes to the customer
 * after an extension's cart update.
 */

const FIXTURE = 'kassa-test-checkout-fields';
// The fixture's rules for Germany require the second address line.
const ADDRESS_IN_GERMANY = { ...GERMAN_ADDRESS, address_2: 'Hinterhaus' };

test.describe.configure( { mode: 'serial' } );
// Each test fills in a whole checkout and places real orders, on WooCommerce's page too (its
// scripts are heavy): three times the usual time, for a busy machine.
test.slow();

test.beforeAll( async ( { requestUtils } ) => {
	await requestUtils.activatePlugin( FIXTURE );
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.deactivatePlugin( FIXTURE );
} );

/**
 * A field of one step, by the start of its label (a required field's label has no
 * '(optional)').
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param step     The step.
 * @param label    The label's start.
 * @return The input.
 */
function field(
	checkout: CheckoutUnderTest,
	page: Page,
	step: CheckoutStep,
	label: string
) {
	return checkout
		.step( page, step )
		.getByLabel( new RegExp( `^${ label.replace( /[?()]/g, '\\$&' ) }` ) );
}

/**
 * Opens an address form a checkout shows as a summary (a complete address), if it does.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param step     shipping or billing.
 */
async function openAddressForm(
	checkout: CheckoutUnderTest,
	page: Page,
	step: 'shipping' | 'billing'
) {
	const edit = checkout
		.step( page, step )
		.getByRole( 'button', { name: /^Edit/ } );
	if ( await edit.isVisible() ) {
		await edit.click();
	}
	await page.locator( `#${ step }-first_name` ).waitFor();
}

/**
 * Expects the contact fields both tests fill in as they were given: the newsletter ticked, the
 * name as the server tidied it.
 *
 * @param at A checkout's field finder.
 */
async function expectContactKept(
	at: ( step: CheckoutStep, label: string ) => Locator
) {
	await expect( at( 'contact', 'Send me the newsletter' ) ).toBeChecked();
	await expect( at( 'contact', 'What should we call you?' ) ).toHaveValue(
		'Ada'
	);
}

/**
 * A guest with a beanie in the cart, on a checkout.
 *
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param checkout The checkout to open.
 * @return The page, a field finder and a function that closes the context.
 */
async function guestAt(
	browser: Browser,
	baseURL: string | undefined,
	checkout: CheckoutUnderTest
) {
	const { page, close } = await guestWithBeanieAt(
		browser,
		baseURL,
		checkout
	);
	return {
		page,
		at: ( step: CheckoutStep, label: string ) =>
			field( checkout, page, step, label ),
		close,
	};
}

for ( const checkout of BOTH_CHECKOUTS ) {
	test.describe( checkout.name, onPage( checkout.name ), () => {
		test( 'fields in every location with their rules and messages, kept across a reload, one value per address on the order', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, at, close } = await guestAt(
				browser,
				baseURL,
				checkout
			);
			await at( 'contact', 'Email address' ).fill( 'ada@example.com' );
			await at( 'contact', 'Send me the newsletter' ).check();
			await at( 'contact', 'What should we call you?' ).fill( 'ada' );

			// Germany: the government ID becomes required, the country hides the phone and
			// requires the second address line.
			await expect(
				at( 'shipping', 'Government ID' )
			).toHaveAccessibleName( 'Government ID (optional)' );
			await fillAddress( page, 'shipping', ADDRESS_IN_GERMANY );
			await expect(
				at( 'shipping', 'Government ID' )
			).toHaveAccessibleName( 'Government ID' );
			await expect( at( 'shipping', 'Phone' ) ).toHaveCount( 0 );
			await expect(
				page.locator( '#shipping-address_2' )
			).toHaveAttribute( 'required', '' );
			// Upper-cased on the server.
			await at( 'shipping', 'Government ID' ).fill( 'de123' );

			// A billing address of its own, with its own value.
			await page.getByLabel( 'Use same address for billing' ).uncheck();
			await fillAddress( page, 'billing', UK_ADDRESS );
			await expect(
				at( 'billing', 'Government ID' )
			).toHaveAccessibleName( 'Government ID (optional)' );
			await at( 'billing', 'Government ID' ).fill( 'gb777' );

			// The gift message shows once the order is a gift.
			await expect( at( 'order', 'Gift message' ) ).toHaveCount( 0 );
			await at( 'order', 'This order is a gift' ).check();
			await at( 'order', 'Gift message' ).fill( 'Happy birthday' );
			// A schema's own message.
			await at( 'order', 'Referral code' ).fill( 'abc123' );
			await at( 'order', 'Referral code' ).blur();
			await expect(
				page.getByText( 'Referral codes look like ABC-123.' )
			).toBeVisible();
			await at( 'order', 'Referral code' ).fill( 'ABC-123' );
			await expect(
				page.getByText( 'Referral codes look like ABC-123.' )
			).toHaveCount( 0 );

			// The required checkbox gives its own message.
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();
			await page.getByRole( 'button', { name: /^Place Order/ } ).click();
			await expect(
				page.getByText( 'You must be 18 or over to order.' )
			).toBeVisible();
			await at( 'order', 'I am 18 or over' ).check();

			// Everything typed is kept with the session: the page shows it again.
			await expect
				.poll( async () => {
					const kept = await keptCheckout( page );
					return [
						kept.additional_fields,
						kept.shipping_address[ 'kassa-test/gov-id' ],
						kept.billing_address[ 'kassa-test/gov-id' ],
					];
				} )
				.toEqual( [
					{
						'kassa-test/newsletter': true,
						'kassa-test/nickname': 'Ada',
						'kassa-test/is-gift': true,
						'kassa-test/gift-message': 'Happy birthday',
						'kassa-test/referral-code': 'ABC-123',
						'kassa-test/adult': true,
					},
					'DE123',
					'GB777',
				] );
			await page.reload();
			await expectContactKept( at );
			await expect( at( 'order', 'Gift message' ) ).toHaveValue(
				'Happy birthday'
			);
			await expect( at( 'order', 'I am 18 or over' ) ).toBeChecked();
			await expect( at( 'order', 'Referral code' ) ).toHaveValue(
				'ABC-123'
			);

			const order = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.meta ).toMatchObject( {
				'_wc_shipping/kassa-test/gov-id': 'DE123',
				'_wc_billing/kassa-test/gov-id': 'GB777',
				'_wc_other/kassa-test/newsletter': '1',
				'_wc_other/kassa-test/nickname': 'Ada',
				'_wc_other/kassa-test/is-gift': '1',
				'_wc_other/kassa-test/gift-message': 'Happy birthday',
				'_wc_other/kassa-test/referral-code': 'ABC-123',
				'_wc_other/kassa-test/adult': '1',
			} );
			expect( order.shipping ).toMatchObject( {
				country: 'DE',
				address_2: 'Hinterhaus',
				phone: '',
			} );
			expect( order.billing ).toMatchObject( { country: 'GB' } );
			await close();
		} );

		test( "an ID number the server normalises and a required box's own message: the order goes at once, with the server's value", async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, at, close } = await guestAt(
				browser,
				baseURL,
				checkout
			);
			await at( 'contact', 'Email address' ).fill( 'ida@example.com' );
			await fillAddress( page, 'shipping', ADDRESS_IN_GERMANY );
			await expectPricedForGermany( page );
			// The server takes the spaces out and upper-cases it.
			await at( 'shipping', 'Government ID' ).fill( 'de 12 3' );
			await at( 'shipping', 'Government ID' ).blur();
			// Ticked, then not: the box's own message, not a generic one.
			const adult = at( 'order', 'I am 18 or over' );
			await adult.click();
			await expect( adult ).toBeChecked();
			await adult.click();
			await expect( adult ).not.toBeChecked();
			await expect(
				checkout
					.step( page, 'order' )
					.getByText( 'You must be 18 or over to order.' )
			).toBeVisible();
			await expect(
				page.getByText(
					'Please check this box if you want to proceed.'
				)
			).toHaveCount( 0 );
			await adult.click();
			if ( checkout.path === '/checkout/' ) {
				// Kassa's form shows the value as the server holds it.
				await expect( at( 'shipping', 'Government ID' ) ).toHaveValue(
					'DE123'
				);
			}
			const order = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.meta ).toMatchObject( {
				'_wc_shipping/kassa-test/gov-id': 'DE123',
				'_wc_other/kassa-test/adult': '1',
			} );
			await close();
		} );

		test( "values the server refuses, and rules across a location's fields: each message where its field is, the order refused for those alone", async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, at, close } = await guestAt(
				browser,
				baseURL,
				checkout
			);
			const placeOrder = page.getByRole( 'button', {
				name: /^Place Order/,
			} );
			const refusedFor = async ( messages: string[] ) => {
				await placeOrder.click();
				for ( const message of messages ) {
					await expect(
						page.getByText( message ).first()
					).toBeVisible();
				}
				await expect(
					page.getByText( /Your cart has changed/ )
				).toHaveCount( 0 );
				expect( page.url() ).not.toMatch( /order-received/ );
			};
			await at( 'contact', 'Email address' ).fill(
				'refused@example.com'
			);
			await at( 'contact', 'What should we call you?' ).fill( 'admin' );
			await fillAddress( page, 'shipping', ADDRESS_IN_GERMANY );
			await expectPricedForGermany( page );
			await at( 'shipping', 'Government ID' ).fill( '000 1' );
			await at( 'order', 'I am 18 or over' ).check();
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();

			// The field's validate_callback and the contact fields' rule.
			await refusedFor( [
				'This Government ID is not valid.',
				'Choose another name to be called by.',
			] );
			if ( checkout.path === '/checkout/' ) {
				// On the field itself, which tells assistive technology so.
				const govId = at( 'shipping', 'Government ID' );
				await expect( govId ).toHaveAttribute( 'aria-invalid', 'true' );
				await expect(
					page.locator( '[id="shipping-kassa-test/gov-id-error"]' )
				).toHaveText( 'This Government ID is not valid.' );
			}

			// The address's rule across its fields.
			await at( 'contact', 'What should we call you?' ).fill( 'Ida' );
			await at( 'shipping', 'Government ID' ).fill( 'gb 77' );
			await refusedFor( [
				'A German shipping address needs a German Government ID (DE…).',
			] );
			await expect(
				page.getByText( 'This Government ID is not valid.' )
			).toHaveCount( 0 );

			await at( 'shipping', 'Government ID' ).fill( 'de 77' );
			const order = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.meta ).toMatchObject( {
				'_wc_shipping/kassa-test/gov-id': 'DE77',
				'_wc_other/kassa-test/nickname': 'Ida',
			} );
			await close();
		} );

		test( 'a rule across the order fields: its message in the order step, the order refused for it alone', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, at, close } = await guestAt(
				browser,
				baseURL,
				checkout
			);
			await at( 'contact', 'Email address' ).fill( 'gift@example.com' );
			await fillAddress( page, 'shipping', ADDRESS_IN_GERMANY );
			await at( 'shipping', 'Government ID' ).fill( 'de1' );
			await expectPricedForGermany( page );
			await at( 'order', 'This order is a gift' ).check();
			await at( 'order', 'Gift message' ).fill(
				'Happy birthday! '.repeat( 8 )
			);
			await at( 'order', 'I am 18 or over' ).check();
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();
			await page.getByRole( 'button', { name: /^Place Order/ } ).click();
			await expect(
				page
					.getByText(
						'Gift messages fit on a card: 100 characters at most.'
					)
					.first()
			).toBeVisible();
			await expect(
				page.getByText( /Your cart has changed/ )
			).toHaveCount( 0 );
			await at( 'order', 'Gift message' ).fill( 'Happy birthday!' );
			const order = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.meta ).toMatchObject( {
				'_wc_other/kassa-test/gift-message': 'Happy birthday!',
			} );
			await close();
		} );

		test( "the server's validation, the customer as an extension's cart update changed it, and the returning customer's next checkout", async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const login = `fields-${ Date.now() }`;
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/users',
				data: {
					username: login,
					email: `${ login }@example.com`,
					password: 'password',
					roles: [ 'customer' ],
				},
			} );
			const context = await browser.newContext( {
				storageState: await loggedInState( baseURL!, login ),
				baseURL,
			} );
			const page = await context.newPage();
			const at = ( step: CheckoutStep, label: string ) =>
				field( checkout, page, step, label );
			const openWithBeanie = async () => {
				await page.goto( '/cart/' );
				await addToCartFromPage( page, 'Beanie' );
				await page.goto( checkout.path );
			};

			await openWithBeanie();
			await at( 'contact', 'What should we call you?' ).fill( 'ada' );
			await at( 'contact', 'Send me the newsletter' ).check();
			await fillAddress( page, 'shipping', ADDRESS_IN_GERMANY );
			await at( 'shipping', 'Government ID' ).fill( '000de' );
			await at( 'order', 'I am 18 or over' ).check();
			await expectPricedForGermany( page );
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();
			await page.getByRole( 'button', { name: /^Place Order/ } ).click();
			await expect(
				page.getByText( 'This Government ID is not valid.' ).first()
			).toBeVisible();
			await openAddressForm( checkout, page, 'shipping' );
			await at( 'shipping', 'Government ID' ).fill( 'de555' );
			// The address has reached the server before the extension's update does.
			await expect
				.poll(
					async () =>
						( await keptCheckout( page ) ).shipping_address[
							'kassa-test/gov-id'
						]
				)
				.toBe( 'DE555' );

			// The extension's cart update renames the customer: the form shows the server's
			// name, and the order gets it.
			await page.evaluate( () => {
				const { wc, kassa } = window as unknown as {
					wc?: {
						blocksCheckout?: {
							extensionCartUpdate?: ( args: object ) => unknown;
						};
					};
					kassa: {
						extensions: {
							extensionCartUpdate: ( args: object ) => unknown;
						};
					};
				};
				// WooCommerce's API; Kassa's own until its adapter provides WooCommerce's.
				const update =
					wc?.blocksCheckout?.extensionCartUpdate ??
					kassa.extensions.extensionCartUpdate;
				return update( {
					namespace: 'kassa-test-checkout-fields',
					data: { first_name: 'Augusta' },
				} );
			} );
			await expect( page.locator( '#shipping-first_name' ) ).toHaveValue(
				'Augusta'
			);
			const order = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( order.shipping.first_name ).toBe( 'Augusta' );
			expect( order.billing.first_name ).toBe( 'Augusta' );
			expect( order.meta ).toMatchObject( {
				'_wc_shipping/kassa-test/gov-id': 'DE555',
				'_wc_billing/kassa-test/gov-id': 'DE555',
			} );

			// The next checkout starts from what the customer gave.
			await openWithBeanie();
			await expectContactKept( at );
			await openAddressForm( checkout, page, 'shipping' );
			await expect( at( 'shipping', 'Government ID' ) ).toHaveValue(
				'DE555'
			);
			await expect( page.locator( '#shipping-first_name' ) ).toHaveValue(
				'Augusta'
			);
			await context.close();
		} );
	} );
}
