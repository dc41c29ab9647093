import type { Browser } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import {
	addressForm,
	comeBackWith,
	chooseIn,
	comesBefore,
	fillAddress,
	named,
	openOrderNote,
	expectFieldError,
	placeOrderByCheque,
	placedOrder,
	shipElsewhere,
	top,
} from '../utils/classic-fields';
import {
	CLASSIC_AND_KASSA,
	shopperAt,
	type ClassicCheckoutUnderTest,
} from '../utils/classic-checkouts';
import { onPage } from '../utils/oracle';

/**
 * A plugin written for WooCommerce's classic checkout with every field filter
 * (tests/fixtures/kassa-fixture-classic-fields) on WooCommerce's classic checkout, the oracle,
 * and on Kassa's: the same steps and the same assertions on both. The core fields as the filters
 * edit them (labels, optional, required, order, widths, placeholders, removed), the fields they
 * add in every classic type at their places and widths with their descriptions, defaults,
 * options and attributes, the country rules' field selectors, prefilled values, the classic
 * checks with WooCommerce's messages on their fields, and the order as the classic checkout saves
 * it (`_billing_…` / `_shipping_…` meta, the plugin's own order meta).
 */

const FIXTURE = 'kassa-fixture-classic-fields';

test.describe.configure( { mode: 'serial' } );
// Each test fills in a whole checkout and places orders, the classic checkout's scripts among
// them: three times the usual time, for a busy machine.
test.slow();

test.beforeAll( async ( { requestUtils } ) => {
	await requestUtils.activatePlugin( FIXTURE );
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.deactivatePlugin( FIXTURE );
} );

/** The newsletter's cookie, naming the shopper's email address (the fixture prefills it). */
const NEWSLETTER = { kassa_fixture_newsletter_email: 'ada@example.com' };

/** The billing address the tests give: the last name left out (the plugin made it optional). */
const BILLING = {
	country: 'GB',
	first_name: 'Ada',
	address_1: '10 Downing Street',
	city: 'London',
	postcode: 'SW1A 2AA',
};

/** The shipping address: a business in London. */
const SHIPPING = {
	country: 'GB',
	first_name: 'Grace',
	last_name: 'Hopper',
	company: 'Acme Ltd',
	address_1: '1 Poultry',
	city: 'London',
	postcode: 'EC2R 8EJ',
};

/**
 * A guest with a cart at the checkout, come from the newsletter: its cookie names the shopper's
 * email address.
 *
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param checkout The checkout.
 * @return The page and how to close it.
 */
async function fromTheNewsletter(
	browser: Browser,
	baseURL: string | undefined,
	checkout: ClassicCheckoutUnderTest
) {
	const shopper = await shopperAt( browser, baseURL, checkout );
	await comeBackWith( shopper.page, NEWSLETTER );
	await named( shopper.page, 'billing_first_name' ).waitFor();
	return shopper;
}

for ( const checkout of CLASSIC_AND_KASSA ) {
	test.describe( checkout.name, onPage( checkout.name ), () => {
		test( 'the core fields as the filters edit them, the fields they add where they put them, prefilled', async ( {
			browser,
			baseURL,
		} ) => {
			const { page, close } = await fromTheNewsletter(
				browser,
				baseURL,
				checkout
			);
			const billing = await addressForm( checkout, page, 'billing' );

			// Renamed, made optional, renamed by the default country rules.
			await expect(
				named( page, 'billing_first_name' )
			).toHaveAccessibleName( 'Given name' );
			await expect(
				named( page, 'billing_last_name' )
			).toHaveAccessibleName( 'Last name (optional)' );
			await expect( named( page, 'billing_city' ) ).toHaveAccessibleName(
				'Town'
			);
			await expect( named( page, 'billing_phone' ) ).toHaveAccessibleName(
				'Telephone (optional)'
			);
			// Placeholders of the filters and of the shop's own country's rules.
			await expect( named( page, 'billing_address_1' ) ).toHaveAttribute(
				'placeholder',
				'Street and house number'
			);
			await expect( named( page, 'billing_postcode' ) ).toHaveAttribute(
				'placeholder',
				'e.g. SW1A 1AA'
			);
			// Removed: the company and the second address line.
			await expect( named( page, 'billing_company' ) ).toHaveCount( 0 );
			await expect( billing.getByText( /apartment/i ) ).toHaveCount( 0 );
			// The postcode before the town; the names a row each.
			expect(
				await comesBefore(
					named( page, 'billing_postcode' ),
					named( page, 'billing_city' )
				)
			).toBe( true );
			expect(
				await top( named( page, 'billing_first_name' ) )
			).toBeLessThan( await top( named( page, 'billing_last_name' ) ) );

			// Added: who orders, first, a radio with its default.
			await expect(
				page.locator( '#billing_customer_type_private' )
			).toBeChecked();
			expect(
				await comesBefore(
					page.locator( '#billing_customer_type_private' ),
					named( page, 'billing_first_name' )
				)
			).toBe( true );
			// The VAT number and the reference side by side after the phone, with their
			// placeholder, description, length, attributes and prefilled value.
			const vat = named( page, 'billing_vat_number' );
			await expect( vat ).toHaveAccessibleName( 'VAT number (optional)' );
			await expect( vat ).toHaveAttribute( 'placeholder', 'GB123456789' );
			await expect( vat ).toHaveAttribute( 'maxlength', '14' );
			await expect( vat ).toHaveAttribute( 'spellcheck', 'false' );
			await expect( vat ).toHaveAccessibleDescription(
				'For invoices to a business.'
			);
			await expect( named( page, 'billing_reference' ) ).toHaveValue(
				'WEB'
			);
			expect(
				await comesBefore( named( page, 'billing_phone' ), vat )
			).toBe( true );
			// Side by side: their rows (as woocommerce_form_field() prints them) start level.
			expect(
				await top( page.locator( '#billing_vat_number_field' ) )
			).toBe( await top( page.locator( '#billing_reference_field' ) ) );
			// The email from the newsletter's cookie.
			await expect( named( page, 'billing_email' ) ).toHaveValue(
				'ada@example.com'
			);

			// The country rules' field selectors name the VAT number: not asked for in the US.
			await fillAddress( checkout, page, 'billing', { country: 'US' } );
			await expect( named( page, 'billing_vat_number' ) ).toHaveCount(
				0
			);
			await fillAddress( checkout, page, 'billing', { country: 'DE' } );
			await expect( named( page, 'billing_vat_number' ) ).toHaveCount(
				1
			);

			// The order's own fields, one of each type.
			await openOrderNote( checkout, page );
			const note = named( page, 'order_comments' );
			await expect( note ).toHaveAccessibleName(
				/^Notes for the courier/
			);
			await expect( note ).toHaveAttribute(
				'placeholder',
				'Where to leave the parcel'
			);
			for ( const [ id, type ] of [
				[ 'gift_wrap', 'checkbox' ],
				[ 'delivery_date', 'date' ],
				[ 'delivery_time', 'time' ],
				[ 'invoice_email', 'email' ],
				[ 'courier_phone', 'tel' ],
				[ 'guests', 'number' ],
				[ 'locker_pin', 'password' ],
			] ) {
				await expect( page.locator( `#${ id }` ) ).toHaveAttribute(
					'type',
					type
				);
			}
			await expect( page.locator( '#gift_message' ) ).toHaveJSProperty(
				'tagName',
				'TEXTAREA'
			);
			await expect( page.locator( '#gift_message' ) ).toHaveAttribute(
				'maxlength',
				'140'
			);
			expect( await top( page.locator( '#delivery_date_field' ) ) ).toBe(
				await top( page.locator( '#delivery_time_field' ) )
			);
			await expect( page.locator( '#delivery_slot option' ) ).toHaveText(
				[ 'Choose a slot', 'Morning', 'Evening' ]
			);
			await expect(
				page.locator( '#delivery_slot' )
			).toHaveAccessibleName( /^Delivery slot/ );
			// The plugin's woocommerce_form_field_email filter.
			await expect( page.locator( '#invoice_email-hint' ) ).toHaveText(
				'We never share it.'
			);
			const guests = page.locator( '#guests' );
			await expect( guests ).toHaveValue( '2' );
			await expect( guests ).toHaveAttribute( 'max', '20' );
			await expect(
				page.locator( 'input[name="campaign"]' )
			).toHaveValue( 'spring-sale' );
			await expect(
				page.locator( '#gift_country option[value="FR"]' )
			).toHaveText( 'France' );
			await expect(
				page.locator( '#gift_state option[value="CA"]' )
			).toHaveText( 'California' );

			// The shipping address of its own: the business name required, the courier's door
			// code and floor side by side.
			await shipElsewhere( checkout, page );
			await expect(
				named( page, 'shipping_company' )
			).toHaveAccessibleName( 'Business name' );
			expect(
				await top( page.locator( '#shipping_door_code_field' ) )
			).toBe( await top( page.locator( '#shipping_floor_field' ) ) );
			await expect( named( page, 'shipping_floor' ) ).toHaveAttribute(
				'min',
				'0'
			);
			await close();
		} );

		test( "the classic checks, each with WooCommerce's message on its field, then the order as the classic checkout saves it", async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, close } = await fromTheNewsletter(
				browser,
				baseURL,
				checkout
			);
			await fillAddress( checkout, page, 'billing', BILLING );
			await page.locator( '#billing_customer_type_business' ).check();
			await named( page, 'billing_parcel_shop' ).fill( 'NOT A POSTCODE' );
			await page.locator( '#invoice_email' ).fill( 'accounts' );
			await page.locator( '#courier_phone' ).fill( 'call me' );
			await placeOrderByCheque( checkout, page );

			await expectFieldError(
				page.locator( '#delivery_slot' ),
				'Delivery slot is a required field.'
			);
			await expectFieldError(
				page.locator( '#invoice_email' ),
				'Send the invoice to is not a valid email address.'
			);
			await expectFieldError(
				page.locator( '#courier_phone' ),
				'Phone for the courier is not a valid phone number.'
			);
			await expectFieldError(
				named( page, 'billing_parcel_shop' ),
				'Billing Parcel shop postcode is not a valid postcode / ZIP.'
			);
			// The plugin's own check (woocommerce_after_checkout_validation).
			await expectFieldError(
				named( page, 'billing_vat_number' ),
				'A business orders with its VAT number.'
			);
			expect( new URL( page.url() ).pathname ).toBe( checkout.path );

			// Put right, and everything else given: the order.
			await named( page, 'billing_vat_number' ).fill( 'GB123456789' );
			await named( page, 'billing_parcel_shop' ).fill( 'sw1a1aa' );
			await page
				.locator( '#invoice_email' )
				.fill( 'accounts@example.com' );
			await page.locator( '#courier_phone' ).fill( '+44 20 7946 0000' );
			await page.locator( '#delivery_slot' ).selectOption( 'morning' );
			await page.locator( '#gift_wrap' ).check();
			await page.locator( '#gift_message' ).fill( 'Happy birthday' );
			await page.locator( '#delivery_date' ).fill( '2030-01-02' );
			await page.locator( '#delivery_time' ).fill( '10:30' );
			await page.locator( '#guests' ).fill( '4' );
			await page.locator( '#locker_pin' ).fill( '9876' );
			await chooseIn( page.locator( '#gift_country' ), 'FR' );
			await chooseIn( page.locator( '#gift_state' ), 'CA' );
			await openOrderNote( checkout, page );
			await named( page, 'order_comments' ).fill(
				'Leave it at the door'
			);
			await shipElsewhere( checkout, page );
			await fillAddress( checkout, page, 'billing', BILLING );
			await fillAddress( checkout, page, 'shipping', SHIPPING );
			await named( page, 'shipping_door_code' ).fill( '1234' );
			await named( page, 'shipping_floor' ).fill( '3' );
			const order = await placedOrder( checkout, page, requestUtils );
			expect( order.billing ).toMatchObject( {
				first_name: 'Ada',
				last_name: '',
				company: '',
				address_2: '',
				email: 'ada@example.com',
			} );
			expect( order.shipping ).toMatchObject( {
				first_name: 'Grace',
				company: 'Acme Ltd',
			} );
			expect( order.meta ).toMatchObject( {
				// Kept by WooCommerce's checkout, as the address's own.
				_billing_customer_type: 'business',
				_billing_vat_number: 'GB123456789',
				_billing_reference: 'WEB',
				_billing_parcel_shop: 'SW1A 1AA',
				_shipping_door_code: '1234',
				_shipping_floor: '3',
				// Kept by the plugin (woocommerce_checkout_update_order_meta).
				_kassa_fixture_gift_wrap: '1',
				_kassa_fixture_gift_message: 'Happy birthday',
				_kassa_fixture_delivery_date: '2030-01-02',
				_kassa_fixture_delivery_time: '10:30',
				_kassa_fixture_delivery_slot: 'morning',
				_kassa_fixture_invoice_email: 'accounts@example.com',
				_kassa_fixture_courier_phone: '+44 20 7946 0000',
				_kassa_fixture_guests: '4',
				_kassa_fixture_campaign: 'spring-sale',
				_kassa_fixture_locker_pin: '9876',
				_kassa_fixture_gift_country: 'FR',
				_kassa_fixture_gift_state: 'CA',
			} );
			await close();
		} );
	} );
}

test.describe( "Kassa's checkout", () => {
	test( 'keeps what the shopper typed into the added fields across a reload (the classic checkout keeps none of it)', async ( {
		browser,
		baseURL,
	} ) => {
		const kassa = CLASSIC_AND_KASSA[ 1 ];
		const { page, close } = await shopperAt( browser, baseURL, kassa );
		await named( page, 'billing_vat_number' ).fill( 'GB999' );
		await page.locator( '#billing_customer_type_business' ).check();
		await page.locator( '#gift_wrap' ).check();
		await page.locator( '#delivery_slot' ).selectOption( 'evening' );
		await page.locator( '#gift_message' ).fill( 'Many happy returns' );
		await page.reload();
		await expect( named( page, 'billing_vat_number' ) ).toHaveValue(
			'GB999'
		);
		await expect(
			page.locator( '#billing_customer_type_business' )
		).toBeChecked();
		await expect( page.locator( '#gift_wrap' ) ).toBeChecked();
		await expect( page.locator( '#delivery_slot' ) ).toHaveValue(
			'evening'
		);
		await expect( page.locator( '#gift_message' ) ).toHaveValue(
			'Many happy returns'
		);
		await close();
	} );
} );

test.describe( 'Without a plugin that filters the fields', () => {
	test( "Kassa's checkout gets no field changes, no island and no stylesheet for them", async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		await requestUtils.deactivatePlugin( FIXTURE );
		const { page, close } = await shopperAt(
			browser,
			baseURL,
			CLASSIC_AND_KASSA[ 1 ]
		);
		await named( page, 'billing_first_name' ).waitFor();
		expect(
			await page.evaluate(
				() =>
					( window as { kassaSettings?: Record< string, unknown > } )
						.kassaSettings?.formFields
			)
		).toBeUndefined();
		await expect(
			page.locator( '[data-kassa-island^="field:"]' )
		).toHaveCount( 0 );
		await expect(
			page.locator( 'link[href*="/build/classic/index"]' )
		).toHaveCount( 0 );
		await expect(
			named( page, 'billing_first_name' )
		).toHaveAccessibleName( 'First name' );
		await close();
	} );
} );
