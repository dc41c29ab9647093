/**
 * Contract: the classic checkout's server hooks in Kassa's Store API checkout requests
 * (includes/woocommerce/classic/). A POST carrying Kassa's classic data
 * (`extensions[ 'kassa/classic' ].post_data`) fires a classic plugin's validation and order hooks
 * once each, in WC_Checkout::process_checkout()'s order, with the classic `$_POST` and
 * `is_checkout()` true; a draft save (PUT) and a POST without that data (WooCommerce's own
 * Checkout block) fire none; a refusal is a `rest_invalid_param` error placing each message.
 * Runs on a WooCommerce shop with the fixture plugin installed
 * (tests/fixtures/kassa-fixture-classic-hooks, turned on here and off after).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { BASE_URL, Shopper, makeAddress, shopperWith } from './lib/client.mjs';

const FIXTURE = 'kassa-fixture-classic-hooks';
const LOG = `${ BASE_URL }/wp-json/kassa-fixture-classic-hooks/v1/log`;

/** The hooks a placed order fires, in the classic checkout's order. */
const PLACED = [
	'woocommerce_before_checkout_process',
	'woocommerce_checkout_process',
	'woocommerce_after_checkout_validation',
	'woocommerce_checkout_create_order',
	'woocommerce_checkout_update_order_meta',
	'woocommerce_checkout_order_processed',
];

let admin;
let plugin;

/**
 * Turns the fixture on or off.
 *
 * @param {boolean} active On or off.
 */
async function setFixture( active ) {
	const response = await admin.request(
		'PUT',
		`${ BASE_URL }/wp-json/wp/v2/plugins/${ plugin }`,
		{ body: { status: active ? 'active' : 'inactive' } }
	);
	assert.equal( response.status, 200, response.text );
}

/**
 * The fixture's log of its hooks' calls since the last read (then emptied).
 *
 * @return {Promise<Array<{hook: string, method: string, isCheckout: boolean}>>} The calls.
 */
async function takeLog() {
	const log = await admin.get( LOG );
	await admin.request( 'DELETE', LOG );
	return log.body;
}

/**
 * Kassa's checkout request, with the classic data.
 *
 * @param {Shopper} shopper   The shopper.
 * @param {Object}  overrides Fields of the body.
 * @param {string}  method    POST or PUT.
 * @return {Promise<Object>} The response.
 */
const checkout = ( shopper, overrides = {}, method = 'POST' ) =>
	shopper.request( method, '/checkout', {
		body: {
			billing_address: makeAddress(),
			shipping_address: makeAddress(),
			customer_note: '',
			create_account: false,
			payment_method: 'cheque',
			payment_data: [],
			extensions: {
				'kassa/classic': {
					post_data: 'kassa_gift%5Bnote%5D=For+Ann',
				},
			},
			...overrides,
		},
	} );

describe( 'classic checkout hooks', () => {
	before( async () => {
		admin = await new Shopper().login( 'admin', 'password' );
		const plugins = await admin.get(
			`${ BASE_URL }/wp-json/wp/v2/plugins`
		);
		plugin = plugins.body.find( ( { plugin: name } ) =>
			name.startsWith( `${ FIXTURE }/` )
		)?.plugin;
		if ( plugin ) {
			await setFixture( true );
			await takeLog();
		}
	} );

	after( async () => {
		if ( plugin ) {
			await setFixture( false );
		}
	} );

	it( 'fires each hook once, in order, on the checkout, with the classic $_POST', async ( t ) => {
		if ( ! plugin ) {
			t.skip( 'the fixture is not installed' );
			return;
		}
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const city = "St John's";
		const address = makeAddress( { city } );
		const response = await checkout( shopper, {
			billing_address: address,
			shipping_address: address,
		} );
		assert.equal( response.status, 200, response.text );
		assert.deepEqual(
			await takeLog(),
			PLACED.map( ( hook ) => ( {
				hook,
				method: 'POST',
				isCheckout: true,
			} ) )
		);
		const order = await admin.get(
			`${ BASE_URL }/wp-json/wc/v3/orders/${ response.body.order_id }`
		);
		const meta = Object.fromEntries(
			order.body.meta_data.map( ( { key, value } ) => [ key, value ] )
		);
		// $_POST slashed as WordPress slashes a post: the plugin's wp_unslash() gives it back.
		assert.equal( meta._kassa_fixture_posted_city, city );
		assert.equal( meta._kassa_fixture_created_for, 'ann@example.com' );
		assert.equal( meta._kassa_fixture_processed_on_checkout, 'yes' );
	} );

	it( 'fires none on a draft save, nor for a checkout without Kassa’s classic data', async ( t ) => {
		if ( ! plugin ) {
			t.skip( 'the fixture is not installed' );
			return;
		}
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const saved = await shopper.request( 'PUT', '/checkout', {
			body: {
				order_notes: 'Ring twice.',
				extensions: { 'kassa/classic': { post_data: '' } },
			},
		} );
		assert.equal( saved.status, 200, saved.text );
		assert.deepEqual( await takeLog(), [] );

		const placed = await checkout( shopper, { extensions: {} } );
		assert.equal( placed.status, 200, placed.text );
		assert.deepEqual( await takeLog(), [] );
	} );

	it( 'refuses an order its hooks refuse, each message where Kassa shows it, and makes none', async ( t ) => {
		if ( ! plugin ) {
			t.skip( 'the fixture is not installed' );
			return;
		}
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const address = makeAddress( {
			city: 'Nowhere',
			email: 'refused-by-validation@example.com',
		} );
		const response = await checkout( shopper, {
			billing_address: address,
			shipping_address: address,
		} );
		assert.equal( response.status, 400, response.text );
		assert.equal( response.body.code, 'rest_invalid_param' );
		// The billing city's error in the address form the shopper filled in (the shipping
		// one, billing being the same); the other as a checkout notice.
		assert.deepEqual( response.body.data.params, {
			shipping_address: 'We cannot deliver to Nowhere.',
			'kassa/classic/1': 'The validation hook refused this order.',
		} );
		assert.deepEqual( response.body.data.kassa_classic_errors, [
			{
				message: 'We cannot deliver to Nowhere.',
				id: 'billing_city',
				payment: false,
			},
			{
				message: 'The validation hook refused this order.',
				id: '',
				payment: false,
			},
		] );
		assert.deepEqual(
			( await takeLog() ).map( ( { hook } ) => hook ),
			PLACED.slice( 0, 3 )
		);
		assert.equal(
			( await shopper.get( '/cart' ) ).body.items_count,
			1,
			'the cart is kept'
		);
	} );
} );
