import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { fillAddress, loggedInState, UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived, getOrder } from '../utils/orders';
import {
	CHECKOUTS,
	ensureProduct,
	outcome,
	placeOrder,
	setPluginsActive,
	shopperAt,
	WOOCOMMERCE_BLOCKS_BUNDLES,
	type CheckoutName,
} from '../utils/oracle';
import { StoreApi } from '../utils/store-api';

/**
 * WooCommerce's data stores on Kassa's checkout (`wc/store/cart`, `wc/store/payment`,
 * `window.wc.wcBlocksData`), as views over Kassa's stores, with WooCommerce as the oracle:
 * gateways written as their real authors write them (tests/fixtures/kassa-fixture-*) take the
 * same steps on WooCommerce's own Checkout block and on Kassa's, and each test expects the same
 * order and landing page. The adapter loads only for gateways that use the stores. The
 * fixtures change every shopper's checkout, so this spec runs after the shop's specs, alone
 * (project "shop-settings"), and turns them off again.
 */

const NAMES: CheckoutName[] = [ 'woocommerce', 'kassa' ];

const FIXTURES = [
	'kassa-fixture-cash-app',
	'kassa-fixture-paypal-express',
	'kassa-fixture-woopayments',
];

const ADAPTER = /\/plugins\/kassa\/build\/woocommerce-blocks-data\/index\.js/;
/** WooCommerce's own data stores' bundle. */
const WOOCOMMERCE_STORES =
	/\/plugins\/woocommerce\/assets\/client\/blocks\/wc-blocks-data\.js/;
const CHECKOUT_ADAPTER =
	/\/plugins\/kassa\/build\/woocommerce-blocks-checkout\/index\.js/;

const PASS = {
	name: 'Kassa data stores test pass',
	sku: 'kassa-data-stores-test-pass',
	regular_price: '12.00',
	virtual: true,
	// Out of the catalogue: other specs and the bench fill carts with the shop's first products.
	catalog_visibility: 'hidden',
};

/** A subscription, with the Subscriptions-like fixture on (its SKU says so). */
const MONTHLY_PASS = {
	...PASS,
	name: 'Kassa data stores monthly pass',
	sku: 'kassa-monthly-data-stores-pass',
};

/** Each mini-cart's page, button, drawer, and the parts of its line the filters change. */
const MINI_CARTS = {
	woocommerce: {
		url: '/wc-mini-cart-demo/',
		button: '.wc-block-mini-cart__button',
		drawer: '.wc-block-mini-cart__drawer',
		name: '.wc-block-components-product-name',
		price: '.wc-block-cart-item__prices',
		total: '.wc-block-cart-item__total',
	},
	kassa: {
		url: '/mini-cart-demo/',
		button: '.kassa-mini-cart__button',
		drawer: '[role="dialog"]',
		name: '.kassa-cart-line-item__name',
		price: '.kassa-cart-line-item__prices',
		total: '.kassa-cart-line-item__total',
	},
};

/**
 * Records the scripts a page loads and the Store API requests it sends.
 *
 * @param page The page.
 * @return The lists, filled as the page loads.
 */
function recordRequests( page: Page ) {
	const seen = { scripts: [] as string[], storeApi: [] as string[] };
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			seen.scripts.push( request.url() );
		}
		if ( request.url().includes( '/wc/store/v1' ) ) {
			seen.storeApi.push( request.url() );
		}
	} );
	return seen;
}

test.describe( "WooCommerce's data stores on Kassa's checkout", () => {
	test.describe.configure( { mode: 'serial' } );

	let beanie = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		beanie = await new StoreApi( requestUtils.request ).productId(
			'Beanie'
		);
	} );

	test( 'a shop whose gateways use none of them loads no adapter on the cart, and on the checkout only the data stores WooCommerce’s order attribution writes to', async ( {
		browser,
	} ) => {
		const { page } = await shopperAt( browser, 'kassa', [ beanie ] );
		const adapters = ( scripts: string[] ) =>
			scripts.filter(
				( url ) => ADAPTER.test( url ) || CHECKOUT_ADAPTER.test( url )
			);

		const onCart = recordRequests( page );
		await page.goto( '/cart/' );
		await page
			.getByRole( 'button', { name: /Increase quantity/ } )
			.first()
			.waitFor();
		await page.waitForLoadState( 'load' );
		expect( adapters( onCart.scripts ) ).toEqual( [] );
		expect(
			await page.evaluate( () => ( window as any ).wc?.wcBlocksData )
		).toBeUndefined();

		// Order attribution is on in every shop by default: its script writes to the checkout
		// store (includes/woocommerce/class-kassa-woocommerce-order-attribution.php).
		const onCheckout = recordRequests( page );
		await page.goto( CHECKOUTS.kassa );
		await placeOrder( page ).waitFor();
		await page.waitForLoadState( 'load' );
		expect(
			adapters( onCheckout.scripts ).map( ( url ) => ADAPTER.test( url ) )
		).toEqual( [ true ] );
		expect(
			onCheckout.scripts.some( ( url ) =>
				/\/order-attribution(\.min)?\.js/.test( url )
			)
		).toBe( true );
		await page.context().close();
	} );

	test.describe( 'with gateways that use them', () => {
		// Each test places an order on each of the two checkouts.
		test.slow();
		let pass = 0;

		test.beforeAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURES, true );
			pass = await ensureProduct( requestUtils, PASS );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURES, false );
		} );

		test( 'Kassa’s checkout loads its adapter, no WooCommerce blocks bundle, and reads nothing before the shopper acts', async ( {
			browser,
		} ) => {
			const { page } = await shopperAt( browser, 'kassa', [ beanie ] );
			const seen = recordRequests( page );
			await page.reload();
			// The express button reads wc/store/cart as it renders.
			await expect(
				page.locator( '.fixture-paypal-button' )
			).toBeVisible();
			await page.waitForLoadState( 'load' );
			expect(
				seen.scripts.filter( ( url ) =>
					WOOCOMMERCE_BLOCKS_BUNDLES.test( url )
				)
			).toEqual( [] );
			// The stores' adapter for all three gateways, the blocks-checkout one for WooPayments.
			expect(
				seen.scripts.filter( ( url ) => ADAPTER.test( url ) )
			).toHaveLength( 1 );
			expect(
				seen.scripts.filter( ( url ) => CHECKOUT_ADAPTER.test( url ) )
			).toHaveLength( 1 );
			expect( seen.storeApi ).toEqual( [] );
			await page.context().close();
		} );

		test( 'Cash App Pay (Square-like) selects itself when the shopper is back from the Cash App, and pays', async ( {
			browser,
			requestUtils,
		} ) => {
			const results = [];
			for ( const name of NAMES ) {
				const { page, storeApi } = await shopperAt( browser, name, [
					pass,
				] );
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
				// The gateway's own flag, kept for the page after the next.
				await page.addInitScript( () => {
					Object.defineProperty(
						window,
						'fixtureCashAppPaySelected',
						{
							set: ( value ) =>
								window.sessionStorage.setItem(
									'cashAppSelectedItself',
									String( value )
								),
							get: () =>
								!! window.sessionStorage.getItem(
									'cashAppSelectedItself'
								),
						}
					);
				} );
				// On a phone the shopper leaves for the Cash App and comes back: the page
				// reloads, the gateway selects itself (the shop's first method is another)
				// and places the order.
				await page
					.getByRole( 'button', { name: 'Cash App Pay' } )
					.click();
				const id = await expectOrderReceived( page );
				expect(
					await page.evaluate( () =>
						window.sessionStorage.getItem( 'cashAppSelectedItself' )
					)
				).toBe( 'true' );
				results.push( await outcome( page, requestUtils, id ) );
				await page.context().close();
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
			for ( const name of NAMES ) {
				const { page, storeApi } = await shopperAt( browser, name, [
					beanie,
				] );
				const button = page.locator( '.fixture-paypal-button' );
				// The total from wc/store/cart, as the Store API has it.
				const { totals } = await storeApi.getCart();
				await expect( button ).toHaveText(
					`PayPal · ${ (
						Number( totals.total_price ) /
						10 ** totals.currency_minor_unit
					).toFixed( totals.currency_minor_unit ) } ${
						totals.currency_code
					}`
				);
				// The shopper starts filling the form, then approves with PayPal: PayPal's
				// address replaces what they typed.
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
				// The checkout disables express buttons while it recalculates: wait until the
				// typed address has reached the cart and nothing is being recalculated.
				await expect
					.poll(
						async () =>
							( await storeApi.getCart() ).shipping_address
					)
					.toMatchObject( UK_ADDRESS );
				await expect
					.poll( () =>
						page.evaluate( () =>
							( window as any ).wp.data
								.select( 'wc/store/checkout' )
								.isCalculating()
						)
					)
					.toBe( false );
				await button.click();
				const id = await expectOrderReceived( page );
				const order = await outcome( page, requestUtils, id );
				const stored = await getOrder( requestUtils, id );
				results.push( {
					...order,
					billing: stored.billing,
					shipping: stored.shipping,
				} );
				await page.context().close();
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

		test( 'WooPayments(-like): the label reads the cart, a saved card pays with the payment store’s data, multi-currency puts the currency after the total', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const gateway = '/wc/v3/payment_gateways/fixture_woopayments';
			const stamp = `${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
			const password = `pw-${ stamp }`;
			const customer = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wc/v3/customers',
				data: {
					username: `woopayments-${ stamp }`,
					email: `woopayments-${ stamp }@example.com`,
					password,
				},
			} ) ) as { id: number; username: string };
			await requestUtils.rest( {
				method: 'PUT',
				path: gateway,
				data: { settings: { is_multi_currency_enabled: 'yes' } },
			} );
			const context = await browser.newContext( {
				baseURL,
				storageState: await loggedInState(
					baseURL as string,
					customer.username,
					password
				),
			} );
			try {
				const page = await context.newPage();
				// The customer saves a card in their account first.
				await page.goto( '/my-account/add-payment-method/' );
				await page
					.locator( '#payment_method_fixture_woopayments' )
					.check();
				await page.locator( '#place_order' ).click();
				await expect(
					page.getByText( 'Payment method successfully added.' )
				).toBeVisible();

				const results = [];
				for ( const name of NAMES ) {
					await page.goto( `/?add-to-cart=${ pass }` );
					await page.goto( CHECKOUTS[ name ] );
					// The first order gives the customer an address: the next checkout shows it.
					if ( name === NAMES[ 0 ] ) {
						await fillAddress( page, 'billing', UK_ADDRESS );
					}
					const label = page.locator( '.payment-method-label__pmme' );
					const saved = page.getByRole( 'radio', {
						name: 'Visa ending in 4242 (expires 12/34)',
					} );
					await saved.check();
					// With multi-currency on, the total shows its currency (totalValue).
					await expect(
						page.getByText( /£\d+\.\d{2} GBP/ ).first()
					).toBeVisible();
					const installments = await label.textContent();
					await placeOrder( page ).click();
					const id = await expectOrderReceived( page );
					const notes = ( await requestUtils.rest( {
						path: `/wc/v3/orders/${ id }/notes`,
					} ) ) as Array< { note: string } >;
					results.push( {
						...( await outcome( page, requestUtils, id ) ),
						installments,
						paidWith: notes
							.map( ( n ) => n.note )
							.filter( ( note ) =>
								note.startsWith( 'Paid with' )
							),
					} );
				}
				expect( results[ 0 ] ).toMatchObject( {
					status: 'processing',
					paymentMethod: 'fixture_woopayments',
					// What four installments of the cart's total come to, in the shopper's country.
					installments: expect.stringMatching(
						/^ · 4 × \d+\.\d{2} GBP \(GB\)$/
					),
					paidWith: [
						'Paid with the saved card ending 4242 (test).',
					],
				} );
				expect( results[ 1 ] ).toEqual( results[ 0 ] );
			} finally {
				await context.close();
				await requestUtils.rest( {
					method: 'PUT',
					path: gateway,
					data: { settings: { is_multi_currency_enabled: 'no' } },
				} );
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wc/v3/customers/${ customer.id }`,
					params: { force: true },
				} );
			}
		} );
	} );

	test.describe( 'with a mini-cart integration', () => {
		const FIXTURE = [ 'kassa-fixture-recurring-totals' ];
		let pass = 0;

		test.beforeAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, true );
			pass = await ensureProduct( requestUtils, MONTHLY_PASS );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURE, false );
		} );

		test( 'Kassa’s mini-cart drawer gives the integration’s script the adapters, as WooCommerce’s Mini-Cart gives it its stores', async ( {
			browser,
		} ) => {
			const shown: Record< string, string[] > = {};
			const scripts: Record< string, string[] > = {};
			for ( const name of NAMES ) {
				const parts = MINI_CARTS[ name ];
				const context = await browser.newContext( {
					storageState: GUEST,
				} );
				const page = await context.newPage();
				await new StoreApi( page.request ).addItem( pass );
				scripts[ name ] = recordRequests( page ).scripts;
				await page.goto( parts.url );
				await page.locator( parts.button ).first().click();
				const drawer = page.locator( parts.drawer );
				// The Subscriptions-like filters show in the line: the script ran.
				await expect( drawer.locator( parts.name ).first() ).toHaveText(
					/\(monthly\)/
				);
				shown[ name ] = await Promise.all(
					[ parts.name, parts.price, parts.total ].map(
						async ( part ) =>
							( await drawer.locator( part ).first().innerText() )
								.replace( /\s+/g, ' ' )
								.trim()
					)
				);
				await context.close();
			}
			expect( shown.kassa ).toEqual( shown.woocommerce );
			expect( shown.kassa[ 1 ] ).toMatch( /^£\d+\.\d\d \/ month$/ );
			const loaded = ( name: CheckoutName, pattern: RegExp ) =>
				scripts[ name ].filter( ( url ) => pattern.test( url ) ).length;
			expect( loaded( 'kassa', ADAPTER ) ).toBe( 1 );
			expect( loaded( 'kassa', CHECKOUT_ADAPTER ) ).toBe( 1 );
			expect( loaded( 'kassa', WOOCOMMERCE_BLOCKS_BUNDLES ) ).toBe( 0 );
			// WooCommerce's Mini-Cart block on its page keeps WooCommerce's own stores.
			expect( loaded( 'woocommerce', WOOCOMMERCE_STORES ) ).toBe( 1 );
			expect( loaded( 'woocommerce', ADAPTER ) ).toBe( 0 );
		} );
	} );
} );
