import type { Page, Request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import { IS_WOOCOMMERCE } from '../utils/backend';
import { decodedUrl } from '../utils/cart';
import { fillAddress, UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived } from '../utils/orders';
import {
	CHECKOUTS,
	ensureProduct,
	findPlugin,
	outcome,
	placeOrder,
	setPluginsActive,
	shopperAt,
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

/** Stripe.js as far as its callers can tell: any property, call or `new` gives itself back. */
const STRIPE_JS_STAND_IN = `( () => {
	const stripe = new Proxy( function () {}, {
		get: ( target, name ) => {
			if ( name === 'then' ) {
				return undefined;
			}
			return name === Symbol.toPrimitive ? () => '' : stripe;
		},
		apply: () => stripe,
		construct: () => stripe,
	} );
	window.Stripe = stripe;
} )();`;

const PASS = {
	name: 'Kassa payments test pass',
	sku: 'kassa-payments-test-pass',
	regular_price: '15.00',
	virtual: true,
};

/**
 * Whether a request places the order (not a recalculation of WooCommerce's Checkout block).
 *
 * @param request The request.
 * @return Whether it posts the order.
 */
function isPlaceOrder( request: Request ) {
	const url = decodedUrl( request.url() );
	return (
		request.method() === 'POST' &&
		/\/wc\/store\/v1\/checkout(\?|$)/.test( url ) &&
		! url.includes( '__experimental_calc_totals' )
	);
}

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
	// eslint-disable-next-line playwright/no-skipped-test -- a backend the spec does not apply to.
	test.skip( ! IS_WOOCOMMERCE, 'The gateways are WooCommerce gateways.' );
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

		test.beforeAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURES, true );
			await enableGateway( requestUtils, 'kassa_fixture_stripe_card' );
			await enableGateway( requestUtils, 'kassa_fixture_wallet' );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await setPluginsActive( requestUtils, FIXTURES, false );
		} );

		test( 'a Stripe-like card confirms 3-D Secure from the payment details and sends the shopper where its observer says; a failed confirmation can be tried again', async ( {
			browser,
			requestUtils,
		} ) => {
			const outcomes = [];
			for ( const name of NAMES ) {
				const { page } = await shopperAt( browser, name, [ pass ] );
				await fillDetails( page );
				await page
					.getByRole( 'radio', { name: 'Card (Stripe-like test)' } )
					.check();
				// Its content reads the customer from WooCommerce's cart store.
				await expect(
					page.getByText( 'Card holder: Ada Lovelace' )
				).toBeVisible();
				const card = page.getByLabel( 'Card number (test)' );
				await card.fill( '4000 0027 6000 3184' );
				await placeOrder( page ).click();
				await expect(
					paymentNotice(
						page,
						'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
					)
				).toBeVisible();
				expect( new URL( page.url() ).pathname ).toBe(
					CHECKOUTS[ name ]
				);
				await card.fill( '4242 4242 4242 4242' );
				await placeOrder( page ).click();
				const id = await expectOrderReceived( page );
				outcomes.push( await outcome( page, requestUtils, id ) );
				await page.context().close();
			}
			expect( outcomes[ 0 ] ).toMatchObject( {
				status: 'processing',
				paymentMethod: 'kassa_fixture_stripe_card',
			} );
			expect( outcomes[ 1 ] ).toEqual( outcomes[ 0 ] );
		} );

		test( 'a Stripe-like card that is declined says why in the payment step, from its fail observer', async ( {
			browser,
		} ) => {
			for ( const name of NAMES ) {
				const { page } = await shopperAt( browser, name, [ pass ] );
				await fillDetails( page );
				await page
					.getByRole( 'radio', { name: 'Card (Stripe-like test)' } )
					.check();
				await page
					.getByLabel( 'Card number (test)' )
					.fill( '4000 0000 0000 0002' );
				await placeOrder( page ).click();
				await expect(
					paymentNotice( page, 'Your card was declined.' )
				).toBeVisible();
				await expect( placeOrder( page ) ).toBeEnabled();
				expect( new URL( page.url() ).pathname ).toBe(
					CHECKOUTS[ name ]
				);
				await page.context().close();
			}
		} );

		test( 'a method’s own place-order button takes the Place Order button’s place, validates the checkout first, and pays', async ( {
			browser,
			requestUtils,
		} ) => {
			const outcomes = [];
			for ( const name of NAMES ) {
				const { page } = await shopperAt( browser, name, [ pass ] );
				const posted: Request[] = [];
				page.on( 'request', ( request ) => {
					if ( isPlaceOrder( request ) ) {
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
				const id = await expectOrderReceived( page );
				outcomes.push( await outcome( page, requestUtils, id ) );
				await page.context().close();
			}
			expect( outcomes[ 0 ] ).toMatchObject( {
				status: 'processing',
				paymentMethod: 'kassa_fixture_wallet',
			} );
			expect( outcomes[ 1 ] ).toEqual( outcomes[ 0 ] );
		} );
	} );

	test.describe( 'WooCommerce’s Dummy Payments gateway, unchanged', () => {
		const PLUGINS = [ 'woocommerce-gateway-dummy' ];
		const FAILED =
			'Order payment failed. To make a successful payment using Dummy Payments, please review the gateway settings.';

		test.beforeAll( async ( { requestUtils } ) => {
			// eslint-disable-next-line playwright/no-skipped-test -- a machine without the zip.
			test.skip(
				! ( await findPlugin( requestUtils, PLUGINS[ 0 ] ) ),
				'No Dummy Payments zip (KASSA_GATEWAY_ZIPS).'
			);
			await setPluginsActive( requestUtils, PLUGINS, true );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			if ( await findPlugin( requestUtils, PLUGINS[ 0 ] ) ) {
				await setPluginsActive( requestUtils, PLUGINS, false );
			}
		} );

		test( 'pays, and fails cleanly when set to fail', async ( {
			browser,
			requestUtils,
		} ) => {
			await enableGateway( requestUtils, 'dummy', { result: 'success' } );
			const outcomes = [];
			for ( const name of NAMES ) {
				const { page } = await shopperAt( browser, name, [ pass ] );
				await fillDetails( page );
				await page
					.getByRole( 'radio', { name: 'Dummy Payment' } )
					.check();
				await placeOrder( page ).click();
				const id = await expectOrderReceived( page );
				outcomes.push( await outcome( page, requestUtils, id ) );
				await page.context().close();
			}
			expect( outcomes[ 0 ] ).toMatchObject( {
				status: 'processing',
				paymentMethod: 'dummy',
			} );
			expect( outcomes[ 1 ] ).toEqual( outcomes[ 0 ] );

			await enableGateway( requestUtils, 'dummy', { result: 'failure' } );
			for ( const name of NAMES ) {
				const { page } = await shopperAt( browser, name, [ pass ] );
				await fillDetails( page );
				await page
					.getByRole( 'radio', { name: 'Dummy Payment' } )
					.check();
				await placeOrder( page ).click();
				await expect(
					page
						.locator(
							'.wc-block-components-notice-banner.is-error, .kassa-notice--error'
						)
						.filter( { hasText: FAILED } )
				).toBeVisible();
				await expect( placeOrder( page ) ).toBeEnabled();
				expect( new URL( page.url() ).pathname ).toBe(
					CHECKOUTS[ name ]
				);
				await page.context().close();
			}
		} );
	} );

	test.describe( 'WooCommerce Stripe Gateway 8.8.0, unchanged and offline', () => {
		const PLUGINS = [
			'woocommerce-gateway-stripe',
			'kassa-fixture-stripe-offline',
		];

		test.beforeAll( async ( { requestUtils } ) => {
			// eslint-disable-next-line playwright/no-skipped-test -- a machine without the zip.
			test.skip(
				! ( await findPlugin( requestUtils, PLUGINS[ 0 ] ) ),
				'No Stripe gateway zip (KASSA_GATEWAY_ZIPS).'
			);
			await setPluginsActive( requestUtils, PLUGINS, true );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			if ( await findPlugin( requestUtils, PLUGINS[ 0 ] ) ) {
				await setPluginsActive( requestUtils, PLUGINS, false );
			}
		} );

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
				const id = await expectOrderReceived( page );
				seen.push( {
					methods,
					errors,
					outcome: await outcome( page, requestUtils, id ),
				} );
				await context.close();
			}
			const [ woocommerce, kassa ] = seen;
			expect( woocommerce.methods ).toContain( 'stripe' );
			expect( kassa.methods ).toEqual( woocommerce.methods );
			expect(
				kassa.errors.filter(
					( error ) => ! woocommerce.errors.includes( error )
				)
			).toEqual( [] );
			expect( woocommerce.outcome ).toMatchObject( {
				status: 'on-hold',
				paymentMethod: 'cheque',
			} );
			expect( kassa.outcome ).toEqual( woocommerce.outcome );
		} );
	} );
} );
