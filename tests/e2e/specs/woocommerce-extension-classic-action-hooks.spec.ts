import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import {
	CLASSIC_AND_KASSA,
	DETAILS,
	shopperAt,
	type ClassicCheckoutUnderTest,
} from '../utils/classic-checkouts';
import {
	CLASSIC_AND_KASSA_CARTS,
	checkoutLandmark,
	fees,
	precedes,
	showShippingForm,
	updating,
	type CheckoutLandmark,
} from '../utils/classic-hooks';
import { openInEditor } from '../utils/editor';
import { defaultMarkup } from '../utils/markup';
import { NEEDS_THE_ORACLE, onPage, usePlugins } from '../utils/oracle';
import { expectOrderReceived } from '../utils/orders';

/**
 * What plugins written for WooCommerce's classic checkout and cart print at its action hooks,
 * on the classic pages (the oracle: /classic-checkout/, /classic-cart/) and on Kassa's, with
 * the same assertions: each hook's output where the classic page has it (around the same
 * landmarks), with the plugin's stylesheet; the classic checkout's live updates (a field with
 * update_totals_on_change, a script triggering update_checkout): the fees the plugin reads from
 * post_data in the totals at once, its fragment updated, updated_checkout fired; and the order
 * charging those fees and holding what the hooks' inputs posted. The plugin is a fixture written
 * for the classic checkout (tests/fixtures/kassa-fixture-classic-action-hooks/). It changes every
 * checkout, so this spec runs after the shop's specs, alone.
 */

test.describe.configure( { mode: 'serial' } );

usePlugins(
	[ 'kassa-fixture-classic-action-hooks' ],
	'The fixture plugin is installed on every WooCommerce test site.'
);

/** The classic checkout's action hooks, in the order its templates fire them. */
const CHECKOUT_HOOKS = [
	'woocommerce_before_checkout_form_cart_notices',
	'woocommerce_before_checkout_form',
	'woocommerce_checkout_before_customer_details',
	'woocommerce_checkout_billing',
	'woocommerce_before_checkout_billing_form',
	'woocommerce_after_checkout_billing_form',
	'woocommerce_before_checkout_registration_form',
	'woocommerce_after_checkout_registration_form',
	'woocommerce_checkout_shipping',
	'woocommerce_before_checkout_shipping_form',
	'woocommerce_after_checkout_shipping_form',
	'woocommerce_before_order_notes',
	'woocommerce_after_order_notes',
	'woocommerce_checkout_after_customer_details',
	'woocommerce_checkout_before_order_review_heading',
	'woocommerce_checkout_before_order_review',
	'woocommerce_review_order_before_cart_contents',
	'woocommerce_review_order_after_cart_contents',
	'woocommerce_review_order_before_shipping',
	'woocommerce_review_order_after_shipping',
	'woocommerce_review_order_before_order_total',
	'woocommerce_review_order_after_order_total',
	'woocommerce_checkout_order_review',
	'woocommerce_review_order_before_payment',
	'woocommerce_checkout_before_terms_and_conditions',
	'woocommerce_checkout_terms_and_conditions',
	'woocommerce_checkout_after_terms_and_conditions',
	'woocommerce_review_order_before_submit',
	'woocommerce_review_order_after_submit',
	'woocommerce_review_order_after_payment',
	'woocommerce_checkout_after_order_review',
	'woocommerce_after_checkout_form',
];

/** Printed outside the classic checkout's form: their inputs are not posted. */
const OUTSIDE_THE_FORM = [
	'woocommerce_before_checkout_form_cart_notices',
	'woocommerce_before_checkout_form',
	'woocommerce_after_checkout_form',
];

/** The classic cart's action hooks, in the order its templates fire them. */
const CART_HOOKS = [
	'woocommerce_before_cart',
	'woocommerce_before_cart_table',
	'woocommerce_before_cart_contents',
	'woocommerce_cart_contents',
	'woocommerce_cart_coupon',
	'woocommerce_cart_actions',
	'woocommerce_after_cart_contents',
	'woocommerce_after_cart_table',
	'woocommerce_before_cart_collaterals',
	'woocommerce_cart_collaterals',
	'woocommerce_before_cart_totals',
	'woocommerce_cart_totals_before_shipping',
	'woocommerce_cart_totals_after_shipping',
	'woocommerce_cart_totals_before_order_total',
	'woocommerce_cart_totals_after_order_total',
	'woocommerce_proceed_to_checkout',
	'woocommerce_after_cart_totals',
	'woocommerce_after_cart',
];

/** A hook's marker, or a landmark of the checkout. */
type Place = string | { landmark: CheckoutLandmark };

/** Pairs of places the first of which comes before the second on both checkouts. */
const CHECKOUT_ORDER: Array< [ Place, Place ] > = [
	[ 'woocommerce_before_checkout_form', { landmark: 'email' } ],
	[ 'woocommerce_checkout_before_customer_details', { landmark: 'email' } ],
	[ 'woocommerce_before_checkout_billing_form', { landmark: 'address' } ],
	[ { landmark: 'address' }, 'woocommerce_after_checkout_billing_form' ],
	[ 'woocommerce_before_order_notes', { landmark: 'notes' } ],
	[ { landmark: 'notes' }, 'woocommerce_after_order_notes' ],
	[
		'woocommerce_review_order_before_cart_contents',
		{ landmark: 'products' },
	],
	[
		{ landmark: 'products' },
		'woocommerce_review_order_after_cart_contents',
	],
	[ 'woocommerce_review_order_before_order_total', { landmark: 'total' } ],
	[ { landmark: 'total' }, 'woocommerce_review_order_after_order_total' ],
	[ 'woocommerce_review_order_before_submit', { landmark: 'placeOrder' } ],
	[ { landmark: 'placeOrder' }, 'woocommerce_review_order_after_submit' ],
	[
		'woocommerce_checkout_before_terms_and_conditions',
		'woocommerce_checkout_after_terms_and_conditions',
	],
];

const marker = ( page: Page, hook: string ) =>
	page.locator( `.kassa-fixture-hook[data-hook="${ hook }"]` );

/**
 * A place on a checkout page.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param place    A hook (its marker) or a landmark.
 * @return The place's element.
 */
function locate(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	place: Place
) {
	return typeof place === 'string'
		? marker( page, place )
		: checkoutLandmark( checkout, page, place.landmark );
}

/** An order as WooCommerce's admin REST API gives it, in the parts compared here. */
type Order = {
	total: string;
	fee_lines: Array< { name: string; total: string } >;
	meta_data: Array< { key: string; value: unknown } >;
};

/**
 * What the spec compares of an order: its fees, total and what the plugin saved.
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
		// In the order the form posted them (each checkout's own page order).
		hooks: String( meta( '_kassa_fixture_hooks' ) ).split( ',' ).sort(),
		giftWrap: meta( '_kassa_fixture_gift_wrap' ),
		giftMessage: meta( '_kassa_fixture_gift_message' ),
	};
}

const outcomes: Record< string, unknown > = {};

for ( const checkout of CLASSIC_AND_KASSA ) {
	test.describe( checkout.name, onPage( checkout.name ), () => {
		test( 'shows what plugins print at every action hook, where the classic checkout has it', async ( {
			browser,
			baseURL,
		} ) => {
			const { page, close } = await shopperAt(
				browser,
				baseURL,
				checkout
			);
			await showShippingForm( checkout, page );
			for ( const hook of CHECKOUT_HOOKS ) {
				await expect( marker( page, hook ), hook ).toBeVisible();
			}
			// With the plugin's stylesheet, enqueued where is_checkout() is true.
			await expect(
				marker( page, 'woocommerce_after_checkout_billing_form' )
			).toHaveCSS( 'border-left-color', 'rgb(0, 128, 0)' );
			await expect(
				marker( page, 'woocommerce_review_order_before_order_total' )
			).toHaveCSS( 'border-left-color', 'rgb(0, 128, 0)' );
			const located = CHECKOUT_ORDER.map( ( pair ) =>
				pair.map( ( place ) => locate( checkout, page, place ) )
			);
			for ( const [ index, [ first, second ] ] of located.entries() ) {
				expect(
					await precedes( first, second ),
					JSON.stringify( CHECKOUT_ORDER[ index ] )
				).toBe( true );
			}
			await close();
		} );

		test( 'updates the totals and the fragment from the posted form, and charges what it showed', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			// Three updates and an order, each a round trip on a busy machine.
			test.slow();
			const email = `classic-hooks-${ Date.now() }@example.com`;
			const { page, close } = await shopperAt(
				browser,
				baseURL,
				checkout
			);
			await checkout.fillDetails( page, { ...DETAILS, email } );
			await updating( checkout, page, () =>
				page.getByLabel( 'Gift wrap' ).selectOption( 'box' )
			);
			await expect
				.poll( () => fees( checkout, page ) )
				.toEqual( [ [ 'Gift wrap', '£5.00' ] ] );
			await updating( checkout, page, () =>
				page.getByRole( 'button', { name: 'Tip £3' } ).click()
			);
			await expect
				.poll( () => fees( checkout, page ) )
				.toEqual( [
					[ 'Gift wrap', '£5.00' ],
					[ 'Tip', '£3.00' ],
				] );
			// The fragment says what the update posted; updated_checkout fired after each.
			await expect(
				page.locator( '.kassa-fixture-fragment' )
			).toHaveText(
				new RegExp( `email: ${ email }; gift wrap: box; tip: 3$` )
			);
			await expect(
				page.locator( '.kassa-fixture-updated__count' )
			).not.toHaveText( /^[01]$/ );
			await page.getByLabel( 'Gift message' ).fill( 'Happy birthday' );
			await checkout.choosePayment( page, 'Check payments' );
			await checkout.placeOrder( page );
			const id = await expectOrderReceived( page );
			outcomes[ checkout.name ] = await outcome( requestUtils, id );
			expect( outcomes[ checkout.name ] ).toMatchObject( {
				fees: [
					[ 'Gift wrap', '5.00' ],
					[ 'Tip', '3.00' ],
				],
				hooks: CHECKOUT_HOOKS.filter(
					( hook ) => ! OUTSIDE_THE_FORM.includes( hook )
				).sort(),
				giftWrap: 'box',
				giftMessage: 'Happy birthday',
			} );
			await close();
		} );
	} );
}

test( 'both checkouts place the same order', NEEDS_THE_ORACLE, () => {
	const [ classic, kassa ] = CLASSIC_AND_KASSA.map(
		( checkout ) => outcomes[ checkout.name ]
	);
	expect( classic ).toBeDefined();
	expect( kassa ).toEqual( classic );
} );

for ( const cart of CLASSIC_AND_KASSA_CARTS ) {
	test.describe( cart.name, onPage( cart.name ), () => {
		test( 'shows what plugins print at every action hook, where the classic cart has it', async ( {
			browser,
			baseURL,
		} ) => {
			const { page, close } = await guestShopper( browser, baseURL!, {
				lines: [ [ 'Beanie' ] ],
				visit: cart.path,
			} );
			for ( const hook of CART_HOOKS ) {
				await expect( marker( page, hook ), hook ).toBeVisible();
			}
			await expect(
				marker( page, 'woocommerce_cart_totals_before_order_total' )
			).toHaveCSS( 'border-left-color', 'rgb(0, 128, 0)' );
			const pairs: Array< [ Locator, Locator ] > = [
				[
					marker( page, 'woocommerce_before_cart_table' ),
					cart.landmark( page, 'products' ),
				],
				[
					cart.landmark( page, 'products' ),
					marker( page, 'woocommerce_after_cart_table' ),
				],
				[
					marker(
						page,
						'woocommerce_cart_totals_before_order_total'
					),
					cart.landmark( page, 'total' ),
				],
				[
					cart.landmark( page, 'total' ),
					marker( page, 'woocommerce_cart_totals_after_order_total' ),
				],
				[
					marker( page, 'woocommerce_proceed_to_checkout' ),
					cart.landmark( page, 'checkoutButton' ),
				],
				[
					cart.landmark( page, 'checkoutButton' ),
					marker( page, 'woocommerce_after_cart_totals' ),
				],
			];
			for ( const [ first, second ] of pairs ) {
				expect( await precedes( first, second ) ).toBe( true );
			}
			await expect(
				marker( page, 'woocommerce_cart_is_empty' )
			).toBeHidden();
			// Emptied, the cart shows what plugins print for the empty cart.
			await cart.removeLine( page );
			await expect(
				marker( page, 'woocommerce_cart_is_empty' )
			).toBeVisible();
			await expect(
				marker( page, 'woocommerce_before_cart' )
			).toBeHidden();
			await close();
		} );
	} );
}

test( 'a merchant moves a hook’s place in the editor, and the shopper finds its output there', async ( {
	admin,
	editor,
	page,
	browser,
	baseURL,
	requestUtils,
} ) => {
	// The block editor takes its time on a busy machine.
	test.slow();
	const { id, link } = ( await requestUtils.createPage( {
		title: 'Checkout with a moved hook (e2e)',
		content: defaultMarkup( 'checkout' ),
		status: 'publish',
	} ) ) as unknown as { id: number; link: string };
	await openInEditor( admin, editor, id, 'kassa/checkout' );
	// Where a plugin prints, the editor names the place and the plugin.
	const hook = editor.canvas
		.locator( '[data-type="kassa/classic-hook"]' )
		.filter( { hasText: 'After the billing address' } );
	await expect( hook ).toContainText(
		'Printed here by Kassa Fixture Classic Action Hooks.'
	);
	await hook.click();
	// Up above the contact step, as a merchant does with the block's toolbar.
	const contact = editor.canvas.locator(
		'[data-type="kassa/checkout-contact-information"]'
	);
	const moveUp = page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Move up' } );
	await expect( async () => {
		await moveUp.click();
		expect( await precedes( hook, contact ) ).toBe( true );
	} ).toPass();
	// The page's save, not an autosave (…/pages/<id>/autosaves).
	const saved = page.waitForResponse(
		( response ) =>
			new URL( response.url() ).pathname.endsWith(
				`/wp/v2/pages/${ id }`
			) && response.request().method() === 'POST'
	);
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	expect( ( await saved ).ok() ).toBe( true );

	const shopper = await guestShopper( browser, baseURL!, {
		lines: [ [ 'Beanie' ] ],
		visit: link,
	} );
	await expect(
		marker( shopper.page, 'woocommerce_after_checkout_billing_form' )
	).toBeVisible();
	expect(
		await precedes(
			marker( shopper.page, 'woocommerce_after_checkout_billing_form' ),
			shopper.page.getByLabel( 'Email address' )
		)
	).toBe( true );
	await shopper.close();
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/pages/${ id }`,
		params: { force: true },
	} );
} );
