import type { Browser, Locator, Page, Request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import { fillAddress, UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived } from '../utils/orders';
import {
	CHECKOUTS,
	ensureProduct,
	isPlaceOrderRequest,
	outcome,
	placeOrder,
	shopperAt,
	usePlugins,
	WOOCOMMERCE_BLOCKS_BUNDLES,
	type CheckoutName,
} from '../utils/oracle';
import { StoreApi } from '../utils/store-api';

/**
 * WooCommerce's payment contract and payment method interface on Kassa's checkout, with
 * WooCommerce as the oracle: each test takes the same steps on WooCommerce's own Checkout block
 * and on Kassa's and expects the same outcome (the order WooCommerce holds, the page the shopper
 * lands on, what the shopper is told). The gateways: fixtures written as their real authors
 * write them (tests/fixtures/kassa-fixture-*), WooCommerce's own Dummy Payments gateway and
 * WooCommerce Stripe Gateway 8.8.0, both unchanged from their release zips. They change every
 * shopper's checkout, so this spec runs after the shop's specs, alone, and turns them off again.
 */

const NAMES: CheckoutName[] = [ 'woocommerce', 'kassa' ];

/**
 * Stripe.js as far as its callers can tell: `Stripe()` gives an object whose every property is
 * a function that gives such an object again (elements, payment element, mount, on, …).
 */
const STRIPE_JS_STAND_IN = `( () => {
	let object;
	const call = new Proxy( function () {}, {
		apply: () => object,
		construct: () => object,
	} );
	object = new Proxy( {}, {
		get: ( target, name ) => {
			if ( name === 'then' ) {
				return undefined;
			}
			return name === Symbol.toPrimitive ? () => '' : call;
		},
	} );
	window.Stripe = call;
} )();`;

const PASS = {
	name: 'Kassa payments test pass',
	sku: 'kassa-payments-test-pass',
	regular_price: '15.00',
	virtual: true,
};

/**
 * The shopper's details for a virtual product: an email and the billing address.
 *
 * @param page The page.
 */
async function fillDetails( page: Page ) {
	await page
		.getByLabel( 'Email address' )
		.fill( `payments-${ Date.now() }@example.com` );
	await fillAddress( page, 'billing', UK_ADDRESS );
}

/**
 * The payment methods a checkout lists, by gateway id in the order shown, and the chosen one.
 *
 * @param page The page.
 * @return The ids and the checked id.
 */
async function listedMethods( page: Page ) {
	const radios = page.locator(
		'input[id^="radio-control-wc-payment-method-options-"]'
	);
	await radios.first().waitFor();
	const prefix = 'radio-control-wc-payment-method-options-';
	const radiosShown = await radios.evaluateAll( ( inputs ) =>
		inputs.map( ( input ) => ( {
			id: input.id,
			checked: ( input as HTMLInputElement ).checked,
		} ) )
	);
	return {
		methods: radiosShown.map( ( radio ) =>
			radio.id.slice( prefix.length )
		),
		chosen:
			radiosShown
				.find( ( radio ) => radio.checked )
				?.id.slice( prefix.length ) ?? '',
	};
}

/**
 * The payment step's error notice with this text, on either checkout.
 *
 * @param page The page.
 * @param text The text.
 * @return The notice.
 */
function paymentNotice( page: Page, text: string ) {
	return page
		.locator( '.wc-block-checkout__payment-method' )
		.getByText( text, { exact: true } );
}

/**
 * Places the order and expects the checkout to refuse it with a notice: the shopper stays on
 * the checkout, free to try again.
 *
 * @param page   The page.
 * @param name   Which checkout.
 * @param notice The notice the refusal shows.
 */
async function expectRefused(
	page: Page,
	name: CheckoutName,
	notice: Locator
) {
	await placeOrder( page ).click();
	await expect( notice ).toBeVisible();
	await expect( placeOrder( page ) ).toBeEnabled();
	expect( new URL( page.url() ).pathname ).toBe( CHECKOUTS[ name ] );
}

/**
 * Waits for the order-received page and reads what a test compares, closing the shopper's
 * session.
 *
 * @param page         The page.
 * @param requestUtils The admin's REST client.
 * @return The outcome.
 */
async function landed( page: Page, requestUtils: RequestUtils ) {
	const id = await expectOrderReceived( page );
	const result = await outcome( page, requestUtils, id );
	await page.context().close();
	return result;
}

/**
 * Both checkouts ended the same, with this order.
 *
 * @param outcomes The outcomes, WooCommerce's first.
 * @param order    What WooCommerce's order is expected to be.
 */
function expectSameOrder(
	outcomes: Array< Awaited< ReturnType< typeof outcome > > >,
	order: Record< string, string >
) {
	expect( outcomes[ 0 ] ).toMatchObject( order );
	expect( outcomes[ 1 ] ).toEqual( outcomes[ 0 ] );
}

/**
 * The same journey on WooCommerce's checkout, then on Kassa's, each by a new guest shopper with
 * these products in the cart.
 *
 * @param browser    The browser.
 * @param productIds The products.
 * @param journey    The steps; what it returns is collected.
 * @return What each journey returned, WooCommerce's first.
 */
async function onEachCheckout< Result >(
	browser: Browser,
	productIds: number[],
	journey: ( page: Page, name: CheckoutName ) => Promise< Result >
) {
	const results: Result[] = [];
	for ( const name of NAMES ) {
		const { page } = await shopperAt( browser, name, productIds );
		results.push( await journey( page, name ) );
	}
	return results;
}

/**
 * Turns a gateway on (and sets its settings) as the admin does.
 *
 * @param requestUtils The admin's REST client.
 * @param id           Gateway id.
 * @param settings     Settings to set.
 */
async function enableGateway(
	requestUtils: RequestUtils,
	id: string,
	settings: Record< string, string > = {}
) {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wc/v3/payment_gateways/${ id }`,
		data: { enabled: true, settings },
	} );
}

test.describe( "WooCommerce's payments on Kassa's checkout", () => {
	test.describe.configure( { mode: 'serial' } );
	// Every test places orders on both checkouts.
	test.slow();

	let pass = 0;
	let beanie = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		pass = await ensureProduct( requestUtils, PASS );
		beanie = await new StoreApi( requestUtils.request ).productId(
			'Beanie'
		);
	} );

	test( 'lists the payment methods in the order the admin gave them and chooses the first, as WooCommerce does', async ( {
		browser,
		requestUtils,
	} ) => {
		const gateways = ( await requestUtils.rest( {
			path: '/wc/v3/payment_gateways',
		} ) ) as Array< {
			id: string;
			order: number | string;
			enabled: boolean;
		} >;
		const adminOrder = gateways
			.filter( ( gateway ) => gateway.enabled )
			.sort( ( a, b ) => Number( a.order ) - Number( b.order ) )
			.map( ( gateway ) => gateway.id );
		const listed: Array< Awaited< ReturnType< typeof listedMethods > > > =
			[];
		for ( const name of NAMES ) {
			const { page } = await shopperAt( browser, name, [ beanie ] );
			listed.push( await listedMethods( page ) );
			await page.context().close();
		}
		expect( listed[ 1 ] ).toEqual( listed[ 0 ] );
		expect( listed[ 1 ].methods ).toEqual(
			adminOrder.filter( ( id ) => listed[ 1 ].methods.includes( id ) )
		);
		expect( listed[ 1 ].chosen ).toBe( listed[ 1 ].methods[ 0 ] );
	} );

	test.describe( 'gateways written against WooCommerce’s API', () => {
		const FIXTURES = [
			'kassa-fixture-stripe-card',
			'kassa-fixture-wallet-button',
		];

		usePlugins( FIXTURES, 'The fixtures are in tests/fixtures/.' );

		test.beforeAll( async ( { requestUtils } ) => {
			await enableGateway( requestUtils, 'kassa_fixture_stripe_card' );
			await enableGateway( requestUtils, 'kassa_fixture_wallet' );
		} );

		test( 'Kassa’s checkout loads no WooCommerce blocks bundle for them and asks the Store API nothing before the shopper acts', async ( {
			page,
			storeApi,
		} ) => {
			const scripts: string[] = [];
			let storeApiRequests = 0;
			page.on( 'request', ( request ) => {
				if ( request.resourceType() === 'script' ) {
					scripts.push( request.url() );
				}
				if ( request.url().includes( '/wc/store/v1' ) ) {
					storeApiRequests++;
				}
			} );
			await storeApi.addItem( pass );
			await page.goto( CHECKOUTS.kassa );
			await expect(
				page.getByRole( 'radio', { name: 'Wallet (test)' } )
			).toBeVisible();
			await page.waitForLoadState( 'load' );
			expect(
				scripts.filter( ( url ) =>
					WOOCOMMERCE_BLOCKS_BUNDLES.test( url )
				)
			).toEqual( [] );
			expect( storeApiRequests ).toBe( 0 );
		} );

		test( 'a Stripe-like card: a decline says why from its fail observer; 3-D Secure is confirmed from the payment details, a failed confirmation can be tried again, and the shopper lands where the observer says', async ( {
			browser,
			requestUtils,
		} ) => {
			const outcomes = await onEachCheckout(
				browser,
				[ pass ],
				async ( page, name ) => {
					await fillDetails( page );
					await page
						.getByRole( 'radio', {
							name: 'Card (Stripe-like test)',
						} )
						.check();
					// Its content reads the customer from WooCommerce's cart store.
					await expect(
						page.getByText( 'Card holder: Ada Lovelace' )
					).toBeVisible();
					const card = page.getByLabel( 'Card number (test)' );
					await card.fill( '4000 0000 0000 0002' );
					await expectRefused(
						page,
						name,
						paymentNotice( page, 'Your card was declined.' )
					);
					await card.fill( '4000 0027 6000 3184' );
					await expectRefused(
						page,
						name,
						paymentNotice(
							page,
							'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
						)
					);
					await card.fill( '4242 4242 4242 4242' );
					await placeOrder( page ).click();
					return landed( page, requestUtils );
				}
			);
			expectSameOrder( outcomes, {
				status: 'processing',
				paymentMethod: 'kassa_fixture_stripe_card',
			} );
		} );

		test( 'a method’s own place-order button takes the Place Order button’s place, validates the checkout first, and pays', async ( {
			browser,
			requestUtils,
		} ) => {
			const outcomes = await onEachCheckout(
				browser,
				[ pass ],
				async ( page ) => {
					const posted: Request[] = [];
					page.on( 'request', ( request ) => {
						if ( isPlaceOrderRequest( request ) ) {
							posted.push( request );
						}
					} );
					await page
						.getByRole( 'radio', { name: 'Wallet (test)' } )
						.check();
					// The label draws the icon it names.
					await expect(
						page.locator(
							'label[for="radio-control-wc-payment-method-options-kassa_fixture_wallet"] svg'
						)
					).toHaveCount( 1 );
					const wallet = page.getByRole( 'button', {
						name: 'Pay with Wallet',
					} );
					await expect( wallet ).toBeVisible();
					await expect( placeOrder( page ) ).toHaveCount( 0 );
					// validate(): nothing is posted while the shopper's details are missing.
					await wallet.click();
					await expect(
						page.getByLabel( 'Email address' )
					).toHaveAttribute( 'aria-invalid', 'true' );
					expect( posted ).toHaveLength( 0 );
					await fillDetails( page );
					await wallet.click();
					return landed( page, requestUtils );
				}
			);
			expectSameOrder( outcomes, {
				status: 'processing',
				paymentMethod: 'kassa_fixture_wallet',
			} );
		} );
	} );

	test.describe( 'WooCommerce’s Dummy Payments gateway, unchanged', () => {
		const PLUGINS = [ 'woocommerce-gateway-dummy' ];
		const FAILED =
			'Order payment failed. To make a successful payment using Dummy Payments, please review the gateway settings.';

		usePlugins( PLUGINS, 'No Dummy Payments zip (KASSA_GATEWAY_ZIPS).' );

		test( 'fails cleanly when set to fail, and pays when set to pay', async ( {
			browser,
			requestUtils,
		} ) => {
			const outcomes = await onEachCheckout(
				browser,
				[ pass ],
				async ( page, name ) => {
					await enableGateway( requestUtils, 'dummy', {
						result: 'failure',
					} );
					await fillDetails( page );
					await page
						.getByRole( 'radio', { name: 'Dummy Payment' } )
						.check();
					await expectRefused(
						page,
						name,
						page
							.locator(
								'.wc-block-components-notice-banner.is-error, .kassa-notice--error'
							)
							.filter( { hasText: FAILED } )
					);
					await enableGateway( requestUtils, 'dummy', {
						result: 'success',
					} );
					await placeOrder( page ).click();
					return landed( page, requestUtils );
				}
			);
			expectSameOrder( outcomes, {
				status: 'processing',
				paymentMethod: 'dummy',
			} );
		} );
	} );

	test.describe( 'WooCommerce Stripe Gateway 8.8.0, unchanged and offline', () => {
		const PLUGINS = [
			'woocommerce-gateway-stripe',
			'kassa-fixture-stripe-offline',
		];

		usePlugins( PLUGINS, 'No Stripe gateway zip (KASSA_GATEWAY_ZIPS).' );

		test( 'lists the same payment methods as WooCommerce’s Checkout block, logs no error WooCommerce’s does not, and the other methods still pay', async ( {
			browser,
			requestUtils,
		} ) => {
			const seen = [];
			for ( const name of NAMES ) {
				const context = await browser.newContext( {
					storageState: { cookies: [], origins: [] },
				} );
				// js.stripe.com cannot be reached from here: both checkouts get the same stand-in,
				// a `Stripe` whose every call answers with itself, so Stripe's blocks code runs.
				await context.route( /js\.stripe\.com/, ( route ) =>
					route.fulfill( {
						contentType: 'application/javascript',
						body: STRIPE_JS_STAND_IN,
					} )
				);
				const page = await context.newPage();
				const errors: string[] = [];
				page.on( 'console', ( message ) => {
					if ( message.type() === 'error' ) {
						errors.push( message.text() );
					}
				} );
				page.on( 'pageerror', ( error ) =>
					errors.push( error.message )
				);
				await new StoreApi( page.request ).addItem( pass );
				await page.goto( CHECKOUTS[ name ] );
				const { methods } = await listedMethods( page );
				await page.waitForLoadState( 'load' );
				await fillDetails( page );
				// Stripe's card form renders (it reads WooCommerce's cart store as it does).
				const stripe = page.locator(
					'#radio-control-wc-payment-method-options-stripe'
				);
				await stripe.check();
				await expect( stripe ).toBeChecked();
				await expect(
					page.getByText(
						'We are experiencing difficulties with this payment method',
						{ exact: false }
					)
				).toHaveCount( 0 );
				await page
					.getByRole( 'radio', { name: 'Check payments' } )
					.check();
				await placeOrder( page ).click();
				seen.push( {
					methods,
					errors,
					outcome: await landed( page, requestUtils ),
				} );
			}
			const [ woocommerce, kassa ] = seen;
			expect( woocommerce.methods ).toContain( 'stripe' );
			expect( kassa.methods ).toEqual( woocommerce.methods );
			expect(
				kassa.errors.filter(
					( error ) => ! woocommerce.errors.includes( error )
				)
			).toEqual( [] );
			expectSameOrder( [ woocommerce.outcome, kassa.outcome ], {
				status: 'on-hold',
				paymentMethod: 'cheque',
			} );
		} );
	} );
} );
