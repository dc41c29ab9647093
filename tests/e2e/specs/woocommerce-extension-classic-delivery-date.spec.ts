import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import {
	CLASSIC_AND_KASSA,
	DETAILS,
	shopperAt,
	type ClassicCheckoutUnderTest,
} from '../utils/classic-checkouts';
import {
	checkoutLandmark,
	fees,
	precedes,
	showShippingForm,
	updating,
	type CheckoutLandmark,
} from '../utils/classic-hooks';
import { usePlugins } from '../utils/oracle';
import { expectOrderReceived } from '../utils/orders';

/**
 * Order Delivery Date Lite 3.20.2, a real plugin written for WooCommerce's classic checkout,
 * unchanged (installed inactive on every WooCommerce test site from the workplace's zip), set up
 * as a merchant sets it up on its own settings pages: the delivery date mandatory (and left for
 * the shopper to choose, not filled in with the first date available) and a morning time slot
 * that costs £3.00. At each of the five places the plugin offers for the date (each a classic
 * action hook), on WooCommerce's classic checkout (the oracle) and on Kassa's, with the same
 * steps: the date picker (jQuery UI) where the plugin puts it, and Place Order without a date
 * refused with the plugin's message (its woocommerce_checkout_process check). Then, at the
 * plugin's default place, the time slot's fee, which the plugin reads from the posted form
 * (post_data) once its script triggers update_checkout, in the totals at once, and the same
 * order on both: the fee, the total, the date and time slot the plugin saves
 * (woocommerce_checkout_update_order_meta). One shopper per checkout goes through it all, and
 * each place is one save of the plugin's settings: the spec stays short.
 */

test.describe.configure( { mode: 'serial' } );

usePlugins(
	[ 'order-delivery-date-for-woocommerce' ],
	'Order Delivery Date Lite is installed from the workplace’s zip (KASSA_CLASSIC_ZIPS).'
);

const SETTINGS = '/wp-admin/admin.php?page=order_delivery_date_lite';

/**
 * The plugin's places for the date (its setting 'Field placement on the Checkout page'), and a
 * landmark each comes after or before on both checkouts. Its default place comes last: the
 * orders are placed there.
 */
const PLACES: Array< {
	label: string;
	value: string;
	after?: CheckoutLandmark;
	before?: CheckoutLandmark;
} > = [
	{
		label: 'In Shipping Section',
		value: 'shipping_section',
		after: 'address',
	},
	{
		label: 'Before Order Notes',
		value: 'before_order_notes',
		before: 'notes',
	},
	{ label: 'After Order Notes', value: 'after_order_notes', after: 'notes' },
	{
		label: 'Between Your Order & Payment Section',
		value: 'after_your_order_table',
		before: 'placeOrder',
	},
	{ label: 'In Billing Section', value: 'billing_section', after: 'address' },
];

/** An order as WooCommerce's admin REST API gives it, in the parts compared here. */
type Order = {
	total: string;
	fee_lines: Array< { name: string; total: string } >;
	meta_data: Array< { key: string; value: unknown } >;
};

/**
 * Saves one of the plugin's settings sections with some fields changed, as its form posts it
 * (every field of the section, with its nonce, to WordPress's options.php) from the admin's
 * session, without drawing the admin page: its scripts take half a minute to load on a busy
 * machine, and the spec changes the date's place five times.
 *
 * @param admin   The admin's page, on the shop.
 * @param section The section.
 * @param fields  Selector => a checkbox's or radio's state, or a field's value.
 */
async function postSettings(
	admin: Page,
	section: string,
	fields: Record< string, boolean | string >
) {
	const status = await admin.evaluate(
		async ( { url, changes } ) => {
			const page = new DOMParser().parseFromString(
				await ( await fetch( url ) ).text(),
				'text/html'
			);
			for ( const [ selector, value ] of Object.entries( changes ) ) {
				const field =
					page.querySelector< HTMLInputElement >( selector );
				if ( ! field ) {
					return `${ selector } is not on the section's form`;
				}
				if ( typeof value === 'boolean' ) {
					field.checked = value;
				} else {
					field.value = value;
				}
			}
			const form = page.querySelector< HTMLFormElement >(
				'form[action="options.php"]'
			)!;
			const answer = await fetch(
				new URL( 'options.php', location.href ),
				{
					method: 'POST',
					body: new FormData( form ),
					redirect: 'manual',
				}
			);
			// options.php sends the admin back to the section once it saved.
			return answer.type === 'opaqueredirect' ? 'saved' : answer.status;
		},
		{
			url: `${ SETTINGS }&action=general_settings&section=${ section }`,
			changes: fields,
		}
	);
	expect( status ).toBe( 'saved' );
}

/**
 * What the spec compares of an order: its fees, total and the delivery the plugin saved.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The order.
 * @return The outcome.
 */
async function outcome( requestUtils: RequestUtils, id: number ) {
	const order = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} ) ) as Order;
	const meta = ( key: string ) =>
		order.meta_data.find( ( entry ) => entry.key === key )?.value;
	return {
		total: order.total,
		fees: order.fee_lines.map( ( fee ) => [ fee.name, fee.total ] ),
		date: meta( 'Delivery Date' ),
		timestamp: meta( '_orddd_lite_timestamp' ),
		timeSlot: meta( '_orddd_time_slot' ),
	};
}

/**
 * Chooses the first date the plugin's date picker offers, and its morning time slot.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
async function chooseDelivery(
	checkout: ClassicCheckoutUnderTest,
	page: Page
) {
	await page.locator( '#e_deliverydate' ).click();
	await page
		.locator( '#ui-datepicker-div td:not(.ui-datepicker-unselectable) a' )
		.first()
		.click();
	await expect( page.locator( '#e_deliverydate' ) ).not.toHaveValue( '' );
	// The plugin asks the server for the date's time slots.
	const slot = page.locator( '#orddd_lite_time_slot' );
	// '10:00 AM - 12:00 PM (Morning delivery: £3.00)' in the shop's 12-hour time format.
	const morning = slot.locator( 'option', { hasText: /^10:00/ } );
	await expect( morning ).toHaveCount( 1 );
	const value = ( await morning.getAttribute( 'value' ) ) ?? '';
	await updating( checkout, page, () => slot.selectOption( value ) );
}

/** The merchant's admin page and each checkout's shopper, kept through the spec. */
let admin: Page;
const shoppers = new Map< ClassicCheckoutUnderTest, Page >();

test.beforeAll( async ( { browser, baseURL } ) => {
	// The plugin's time slot page, and the shoppers' first visits, on a busy machine.
	test.setTimeout( 180_000 );
	const context = await browser.newContext( {
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	admin = await context.newPage();
	// The morning slot, on its settings page, as a merchant adds it (a second run finds it).
	await admin.goto(
		`${ SETTINGS }&action=general_settings&section=time_slot`
	);
	if (
		! ( await admin
			.getByRole( 'cell', { name: 'Morning delivery' } )
			.count() )
	) {
		await admin.locator( '#orddd_lite_enable_time_slot' ).check();
		await admin
			.getByRole( 'button', { name: 'Add Individual Time Slots' } )
			.click();
		await admin
			.locator( '#orddd_lite_time_slot_for_weekdays' )
			.selectOption( 'all' );
		await admin.locator( '#orddd_lite_time_from_hours' ).fill( '10:00' );
		await admin.locator( '#orddd_lite_time_to_hours' ).fill( '12:00' );
		await admin
			.locator( '#orddd_lite_time_slot_additional_charges' )
			.fill( '3' );
		await admin
			.locator( '#orddd_lite_time_slot_additional_charges_label' )
			.fill( 'Morning delivery' );
		await admin
			.getByRole( 'button', { name: 'Save Settings' } )
			.first()
			.click();
		// The admin's pages are slow to come back on a busy machine.
		await expect( admin.getByText( 'Settings saved.' ) ).toBeVisible( {
			timeout: 30_000,
		} );
	}
	await postSettings( admin, 'date_settings', {
		'#orddd_lite_enable_delivery_date': true,
		'#orddd_lite_date_field_mandatory': true,
	} );
	// The shopper chooses the date (else the first one available is filled in).
	await postSettings( admin, 'additional_settings', {
		'#orddd_lite_auto_populate_first_available_date': false,
	} );
	for ( const checkout of CLASSIC_AND_KASSA ) {
		shoppers.set(
			checkout,
			( await shopperAt( browser, baseURL, checkout ) ).page
		);
	}
} );

test.afterAll( async () => {
	for ( const page of [ admin, ...shoppers.values() ] ) {
		await page?.context().close();
	}
} );

for ( const place of PLACES ) {
	test( `the date ${ place.label.toLowerCase() }: where the plugin puts it, and mandatory there, on both checkouts`, async () => {
		// A settings save, then each checkout's page and refusal, on a busy machine.
		test.slow();
		await postSettings( admin, 'appearance', {
			[ `input[name="orddd_lite_delivery_date_fields_on_checkout_page"][value="${ place.value }"]` ]: true,
		} );
		for ( const checkout of CLASSIC_AND_KASSA ) {
			await test.step( checkout.name, async () => {
				const page = shoppers.get( checkout )!;
				await page.goto( checkout.path );
				await checkout.fillDetails( page, DETAILS );
				await showPlace( checkout, page, place );
				await expect( page.locator( '#e_deliverydate' ) ).toBeVisible();
				expect( await isAtPlace( checkout, page, place ) ).toBe( true );

				await checkout.choosePayment( page, 'Check payments' );
				await checkout.placeOrder( page );
				await expect( checkout.errors( page ) ).toContainText(
					'Delivery Date is a required field.',
					// Place Order's round trip, on a busy machine.
					{ timeout: 30_000 }
				);
			} );
		}
	} );
}

test( 'both checkouts charge the time slot chosen and place the same order', async ( {
	requestUtils,
} ) => {
	// An update and an order on each checkout, on a busy machine.
	test.slow();
	const outcomes: unknown[] = [];
	for ( const checkout of CLASSIC_AND_KASSA ) {
		await test.step( checkout.name, async () => {
			// Refused at the plugin's default place (the last test), the date now given.
			const page = shoppers.get( checkout )!;
			await chooseDelivery( checkout, page );
			await expect
				.poll( () => fees( checkout, page ) )
				.toEqual( [ [ 'Morning delivery', '£3.00' ] ] );
			await checkout.choosePayment( page, 'Check payments' );
			await checkout.placeOrder( page );
			const order = await outcome(
				requestUtils,
				await expectOrderReceived( page )
			);
			expect( order ).toMatchObject( {
				fees: [ [ 'Morning delivery', '3.00' ] ],
				timeSlot: '10:00 - 12:00',
			} );
			expect( order.date ).toBeTruthy();
			outcomes.push( order );
		} );
	}
	expect( outcomes[ 1 ] ).toEqual( outcomes[ 0 ] );
} );

/**
 * Shows the place of the date: the classic checkout shows its shipping form (and the hooks in
 * it) when the order ships elsewhere, so its 'Ship to a different address?' is ticked and the
 * shipping address filled as the billing one; Kassa's always shows the address the order ships
 * to.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param place    The place.
 */
async function showPlace(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	place: ( typeof PLACES )[ number ]
) {
	if ( place.value !== 'shipping_section' || checkout.isKassa ) {
		return;
	}
	await showShippingForm( checkout, page );
	const { country, ...rest } = DETAILS.address;
	await page.locator( '#shipping_country' ).selectOption( country );
	for ( const [ key, value ] of Object.entries( rest ) ) {
		await page.locator( `#shipping_${ key }` ).fill( value );
	}
}

/**
 * Whether the date field is after (or before) the place's landmark.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param place    The place.
 * @return Whether it is.
 */
function isAtPlace(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	place: ( typeof PLACES )[ number ]
) {
	const field = page.locator( '#e_deliverydate' );
	return place.after
		? precedes( checkoutLandmark( checkout, page, place.after ), field )
		: precedes(
				field,
				checkoutLandmark( checkout, page, place.before ?? 'placeOrder' )
			);
}
