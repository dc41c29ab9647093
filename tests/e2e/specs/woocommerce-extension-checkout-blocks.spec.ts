import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import { fillAddress, UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived } from '../utils/orders';
import {
	CHECKOUTS,
	ensureProduct,
	placeOrder,
	setPluginsActive,
	type CheckoutName,
} from '../utils/oracle';
import { StoreApi } from '../utils/store-api';

/**
 * Checkout extensions written for WooCommerce's Cart and Checkout blocks, unchanged, on Kassa's
 * cart and checkout, with WooCommerce as the oracle: the same steps on WooCommerce's own blocks
 * (/wc-cart/, /wc-checkout/) and on Kassa's (/cart/, /checkout/), the same outcome, including
 * what each writes on the order. The extensions are fixtures written against WooCommerce's
 * documented API as four real plugins are (tests/fixtures/kassa-fixture-*: a MailPoet-like
 * newsletter opt-in, Subscriptions-like recurring totals, Germanized-like legal checkboxes, a
 * Google Analytics-like listener). Each changes every shopper's cart or checkout, so this spec
 * runs after the shop's specs, alone, and turns each off again.
 */

const NAMES: CheckoutName[] = [ 'woocommerce', 'kassa' ];
const CARTS: Record< CheckoutName, string > = {
	woocommerce: '/wc-cart/',
	kassa: '/cart/',
};

const PASS = {
	name: 'Kassa extensions test pass',
	sku: 'kassa-extensions-test-pass',
	regular_price: '12.00',
	virtual: true,
};
const MONTHLY_BOX = {
	name: 'Kassa monthly box',
	sku: 'kassa-monthly-box',
	regular_price: '9.00',
	virtual: true,
};

type Order = { meta_data: Array< { key: string; value: unknown } > };

/**
 * A new guest shopper with products in the cart, on a page.
 *
 * @param browser  The browser.
 * @param path     The page.
 * @param products Product id => quantity.
 * @return The page.
 */
async function shopperOn(
	browser: Browser,
	path: string,
	products: Array< [ number, number ] >
) {
	const context = await browser.newContext( { storageState: GUEST } );
	const page = await context.newPage();
	const storeApi = new StoreApi( page.request );
	for ( const [ id, quantity ] of products ) {
		await storeApi.addItem( id, quantity );
	}
	await page.goto( path );
	return page;
}

/**
 * The contact and billing details of a virtual order, and the payment method.
 *
 * @param page   The checkout.
 * @param method The gateway.
 */
async function fillDetails( page: Page, method = 'cheque' ) {
	await page
		.getByLabel( 'Email address' )
		.fill( `extensions-${ Date.now() }@example.com` );
	await fillAddress( page, 'billing', UK_ADDRESS );
	await page
		.locator( `#radio-control-wc-payment-method-options-${ method }` )
		.check();
	await expect( placeOrder( page ) ).toBeEnabled();
}

/**
 * A meta value of an order, as WooCommerce's REST API gives it.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The order.
 * @param key          The meta key.
 * @return The value.
 */
async function orderMeta(
	requestUtils: RequestUtils,
	id: number,
	key: string
) {
	const order = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} ) ) as Order;
	return order.meta_data.find( ( meta ) => meta.key === key )?.value;
}

/**
 * Takes a step that writes to the cart, and waits until the Store API answered the write.
 *
 * @param page The page.
 * @param step The step.
 */
async function writing( page: Page, step: () => Promise< unknown > ) {
	const answered = page.waitForResponse(
		( response ) =>
			response.url().includes( '/wc/store/v1/' ) &&
			response.request().method() === 'POST'
	);
	await step();
	await answered;
}

/**
 * A text as a shopper reads it (white space collapsed).
 *
 * @param page     The page.
 * @param selector What to read.
 * @return The text.
 */
async function textOf( page: Page, selector: string ) {
	const text = await page.locator( selector ).first().textContent();
	return ( text ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * A totals row's text with its label and amount run together: Kassa's rows read as two words
 * (a space between), WooCommerce's run them together.
 *
 * @param text The row's text.
 * @return The text without the space before the amount.
 */
function runTogether( text: string ) {
	return text.replace( /\s+(?=£)/g, '' );
}

test.describe( 'checkout extensions written for WooCommerce’s blocks', () => {
	test.describe( 'a MailPoet-like newsletter opt-in', () => {
		const FIXTURE = [ 'kassa-fixture-newsletter-optin' ];
		let pass: number;

		test.beforeAll( async ( { requestUtils } ) => {
			pass = await ensureProduct( requestUtils, PASS );
			await setPluginsActive( requestUtils, FIXTURE, true );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, false );
		} );

		test( 'shows its checkbox after the email address, and the choice is on the order', async ( {
			browser,
			requestUtils,
		} ) => {
			test.slow();
			for ( const name of NAMES ) {
				const page = await shopperOn( browser, CHECKOUTS[ name ], [
					[ pass, 1 ],
				] );
				const optin = page.getByLabel(
					'I would like to receive the newsletter'
				);
				await expect( optin, name ).not.toBeChecked();
				const follows = await page
					.getByLabel( 'Email address' )
					.evaluate(
						( email, box ) =>
							email.compareDocumentPosition( box as Node ) ===
							Node.DOCUMENT_POSITION_FOLLOWING,
						await optin.elementHandle()
					);
				expect( follows, name ).toBe( true );
				await optin.check();
				await fillDetails( page );
				await placeOrder( page ).click();
				const id = await expectOrderReceived( page );
				expect(
					await orderMeta(
						requestUtils,
						id,
						'kassa_newsletter_optin'
					),
					name
				).toBe( 'yes' );
				await page.context().close();
			}
		} );
	} );

	test.describe( 'Subscriptions-like recurring totals', () => {
		const FIXTURE = [ 'kassa-fixture-recurring-totals' ];
		let box: number;

		test.beforeAll( async ( { requestUtils } ) => {
			box = await ensureProduct( requestUtils, MONTHLY_BOX );
			await setPluginsActive( requestUtils, FIXTURE, true );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, false );
		} );

		/** Where each page shows what the filters and the slot fill change. */
		const CART_PARTS = {
			woocommerce: {
				name: '.wc-block-cart-items__row .wc-block-components-product-name',
				price: '.wc-block-cart-items__row .wc-block-cart-item__prices',
				lineTotal:
					'.wc-block-cart-items__row .wc-block-cart-item__total',
				totalLabel:
					'.wc-block-components-totals-footer-item .wc-block-components-totals-item__label',
			},
			kassa: {
				name: '.kassa-cart-line-item__name',
				price: '.kassa-cart-line-item__prices',
				lineTotal: '.kassa-cart-line-item__total',
				totalLabel:
					'.kassa-totals-footer__total .kassa-totals-item__label',
			},
		};

		test( 'the cart and the checkout show the recurring total and the filtered names, prices and labels; the order records the period', async ( {
			browser,
			requestUtils,
		} ) => {
			test.slow();
			const shown: Record< string, Record< string, string > > = {};
			for ( const name of NAMES ) {
				const page = await shopperOn( browser, CARTS[ name ], [
					[ box, 2 ],
				] );
				const recurring = page.locator(
					'.kassa-fixture-recurring-totals'
				);
				await expect( recurring, name ).toBeVisible();
				const parts = CART_PARTS[ name ];
				shown[ name ] = {
					name: await textOf( page, parts.name ),
					price: await textOf( page, parts.price ),
					lineTotal: await textOf( page, parts.lineTotal ),
					totalLabel: await textOf( page, parts.totalLabel ),
					recurring: runTogether(
						await textOf( page, '.kassa-fixture-recurring-totals' )
					),
				};
				await page.goto( CHECKOUTS[ name ] );
				await expect( placeOrder( page ), name ).toContainText(
					'Sign up now'
				);
				shown[ name ].checkoutRecurring = runTogether(
					await textOf( page, '.kassa-fixture-recurring-totals' )
				);
				await fillDetails( page );
				await placeOrder( page ).click();
				const id = await expectOrderReceived( page );
				shown[ name ].period = String(
					await orderMeta(
						requestUtils,
						id,
						'kassa_recurring_period'
					)
				);
				await page.context().close();
			}
			expect( shown.kassa ).toEqual( shown.woocommerce );
			expect( shown.kassa ).toMatchObject( {
				name: 'Kassa monthly box (monthly)',
				totalLabel: 'Total due today',
				period: 'month',
			} );
			expect( shown.kassa.recurring ).toMatch(
				/^Monthly recurring total£\d+\.\d\dStarting next month$/
			);
			expect( shown.kassa.checkoutRecurring ).toMatch(
				/^Monthly recurring total£\d+\.\d\dFirst renewal next month$/
			);
			expect( shown.kassa.price ).toMatch( /£\d+\.\d\d \/ month/ );
			expect( shown.kassa.lineTotal ).toMatch( /£\d+\.\d\d \/ month/ );
		} );
	} );

	test.describe( 'Germanized-like legal checkboxes', () => {
		const FIXTURE = [ 'kassa-fixture-legal-checkboxes' ];
		let pass: number;

		test.beforeAll( async ( { requestUtils } ) => {
			pass = await ensureProduct( requestUtils, PASS );
			await setPluginsActive( requestUtils, FIXTURE, true );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, false );
		} );

		test( 'Place Order reads “Buy now” and keeps the order back until both boxes are ticked; the consents are on the order', async ( {
			browser,
			requestUtils,
		} ) => {
			test.slow();
			for ( const name of NAMES ) {
				const page = await shopperOn( browser, CHECKOUTS[ name ], [
					[ pass, 1 ],
				] );
				// Its stylesheet loads on woocommerce_blocks_enqueue_checkout_block_scripts_after.
				await expect(
					page.locator( 'link#kassa-fixture-legal-checkboxes-css' ),
					name
				).toHaveCount( 1 );
				await expect( placeOrder( page ), name ).toContainText(
					'Buy now'
				);
				await fillDetails( page );
				await placeOrder( page ).click();
				await expect(
					page.getByText(
						'Please accept the terms and conditions to continue.'
					),
					name
				).toBeVisible();
				await expect(
					page.getByText(
						'Please confirm that delivery may start now.'
					),
					name
				).toBeVisible();
				await page
					.getByLabel(
						'I have read and accept the terms and conditions.'
					)
					.check();
				await placeOrder( page ).click();
				await expect(
					page.getByText(
						'Please confirm that delivery may start now.'
					),
					name
				).toBeVisible();
				expect( page.url(), name ).toContain( CHECKOUTS[ name ] );
				await page
					.getByLabel(
						'I want delivery to start now and know that my right of withdrawal then ends.'
					)
					.check();
				await placeOrder( page ).click();
				const id = await expectOrderReceived( page );
				expect(
					await orderMeta( requestUtils, id, 'kassa_legal_consents' ),
					name
				).toBe( 'terms,withdrawal' );
				await page.context().close();
			}
		} );
	} );

	test.describe( 'a Google Analytics-like listener', () => {
		const FIXTURE = [ 'kassa-fixture-analytics-listener' ];
		let beanie: number;
		let cap: number;

		test.beforeAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, true );
			const products = ( await requestUtils.rest( {
				path: '/wc/v3/products',
				params: { sku: 'kassa-beanie,kassa-cap' },
			} ) ) as Array< { id: number; sku: string } >;
			const id = ( sku: string ) =>
				products.find( ( product ) => product.sku === sku )!.id;
			beanie = id( 'kassa-beanie' );
			cap = id( 'kassa-cap' );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, false );
		} );

		/**
		 * A cart's remove button for a line.
		 *
		 * @param page    The cart.
		 * @param name    Whose cart.
		 * @param product The line's product.
		 * @return The button.
		 */
		const removeButton = (
			page: Page,
			name: CheckoutName,
			product: string
		) =>
			name === 'woocommerce'
				? page.getByRole( 'button', {
						name: `Remove ${ product } from cart`,
					} )
				: page
						.locator( '.kassa-cart-line-item' )
						.filter( { hasText: product } )
						.getByRole( 'button', { name: 'Remove item' } );

		test( 'hears the same events, with the same details, through the cart and the checkout', async ( {
			browser,
		} ) => {
			test.slow();
			const heard: Record< string, unknown > = {};
			for ( const name of NAMES ) {
				const page = await shopperOn( browser, CARTS[ name ], [
					[ beanie, 3 ],
					[ cap, 1 ],
				] );
				await writing( page, () =>
					page
						.getByRole( 'button', {
							name: 'Increase quantity of Beanie',
						} )
						.click()
				);
				await writing( page, () =>
					removeButton( page, name, 'Cap' ).click()
				);
				await page.goto( CHECKOUTS[ name ] );
				await page
					.getByLabel( 'Email address' )
					.fill( `analytics-${ Date.now() }@example.com` );
				await fillAddress( page, 'shipping', UK_ADDRESS );
				// The cart is over free shipping's minimum spend: both rates show, and which one
				// the checkout starts with varies (on WooCommerce's too). Flat rate first, then
				// free shipping: the last choice is the same on both.
				const rate = ( label: string ) =>
					page.getByRole( 'radio', {
						name: new RegExp( `^${ label }` ),
					} );
				await expect(
					page.getByRole( 'radio', {
						name: /^(Flat rate|Free shipping)/,
						checked: true,
					} )
				).toHaveCount( 1 );
				if ( ! ( await rate( 'Flat rate' ).isChecked() ) ) {
					await writing( page, () => rate( 'Flat rate' ).check() );
				}
				// WooCommerce's blocks tell a choice once the server took it: wait for that.
				const toldRates = () =>
					page.evaluate( () =>
						(
							window as unknown as {
								kassaFixtureAnalytics: Array< {
									shippingRateId?: string;
								} >;
							}
						 ).kassaFixtureAnalytics
							.filter( ( e ) => e.shippingRateId )
							.map( ( e ) => e.shippingRateId )
					);
				const toldBefore = ( await toldRates() ).length;
				await rate( 'Free shipping' ).check();
				await expect
					.poll( async () =>
						( await toldRates() ).slice( toldBefore ).pop()
					)
					.toMatch( /^free_shipping:/ );
				// The methods are checked again after a rate changes: choose once they stand.
				const cheque = page.locator(
					'#radio-control-wc-payment-method-options-cheque'
				);
				await expect( async () => {
					await cheque.check();
					await expect( cheque ).toBeChecked();
				} ).toPass();
				await expect( placeOrder( page ) ).toBeEnabled();
				await placeOrder( page ).click();
				await expectOrderReceived( page );
				const events = ( await page.evaluate( () =>
					JSON.parse(
						window.sessionStorage.getItem(
							'kassaFixtureAnalytics'
						) || '[]'
					)
				) ) as Array< Record< string, unknown > & { event: string } >;
				const heardHere = events
					// WooCommerce's cart page also lists new products (in its empty-cart block,
					// there while the cart is filled); Kassa's cart page has no product list.
					.filter( ( e ) => e.event !== 'product-list-render' )
					// Where it was heard: the cart or the checkout.
					.map( ( e ) => ( {
						...e,
						at: /cart/.test( String( e.at ) ) ? 'cart' : 'checkout',
					} ) );
				const lastRate = heardHere
					.filter(
						( e ) =>
							e.event === 'checkout-set-selected-shipping-rate'
					)
					.pop();
				const firstOf = ( event: string ) =>
					heardHere.findIndex( ( e ) => e.event === event );
				heard[ name ] = {
					// The first time each event was heard (a form's fields each fire theirs), the
					// rates apart: see below.
					order: [
						...new Set(
							heardHere
								.map( ( e ) => e.event )
								.filter(
									( e ) =>
										e !==
										'checkout-set-selected-shipping-rate'
								)
						),
					],
					// The checkout tells the rate it starts with as it loads (WooCommerce's once
					// it has selected that rate again, which is when it is), before the shopper
					// types anything.
					startingRateTold:
						firstOf( 'checkout-set-selected-shipping-rate' ) <
						firstOf( 'checkout-set-email-address' ),
					// The rate chosen last. (WooCommerce's blocks also tell a rate again whenever
					// a package's rates show anew, at moments of their own: the rates' events are
					// compared by the last one, apart from the others.)
					lastRate: (
						lastRate as { shippingRateId?: string } | undefined
					 )?.shippingRateId,
					// The details, but of each address field and each rate.
					details: heardHere.filter(
						( e ) =>
							! /set-(email|billing|shipping)-address|set-selected-shipping-rate/.test(
								e.event
							)
					),
				};
				await page.context().close();
			}
			expect( heard.kassa ).toEqual( heard.woocommerce );
			expect( ( heard.kassa as { order: string[] } ).order ).toEqual( [
				'cart-set-item-quantity',
				'cart-remove-item',
				'checkout-render-checkout-form',
				'checkout-set-email-address',
				'checkout-set-billing-address',
				'checkout-set-shipping-address',
				'checkout-set-active-payment-method',
				'checkout-submit',
			] );
			expect(
				( heard.kassa as { startingRateTold: boolean } )
					.startingRateTold
			).toBe( true );
			expect( heard.kassa ).toMatchObject( {
				lastRate: expect.stringMatching( /^free_shipping:/ ),
				details: expect.arrayContaining( [
					{
						event: 'checkout-set-active-payment-method',
						at: 'checkout',
						paymentMethodSlug: 'cheque',
					},
				] ),
			} );
		} );
	} );
} );
