/**
 * Contract: headers. `Nonce` on every write (missing → 401 woocommerce_rest_missing_nonce,
 * invalid → 403 woocommerce_rest_invalid_nonce; checked after the arguments), a fresh `Nonce` in
 * every response, `Cart-Token` sessions without cookies, `User-ID`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
	Shopper,
	assertError,
	assertSchema,
	makeAddress,
	productIds,
	shopperWith,
} from './lib/client.mjs';

/**
 * Each write route with a body its arguments accept (so only the nonce can be wrong).
 *
 * @param {Object} ids Product ids by slug.
 * @return {Array<[string, Object]>} Paths and bodies.
 */
const writes = ( ids ) => [
	[ '/cart/add-item', { id: ids.beanie, quantity: 1 } ],
	[ '/cart/remove-item', { key: 'a'.repeat( 32 ) } ],
	[ '/cart/update-item', { key: 'a'.repeat( 32 ), quantity: 2 } ],
	[ '/cart/apply-coupon', { code: 'save10' } ],
	[ '/cart/remove-coupon', { code: 'save10' } ],
	[ '/cart/update-customer', { billing_address: { first_name: 'Ann' } } ],
	[ '/cart/select-shipping-rate', { rate_id: 'flat_rate:1' } ],
	[ '/cart/extensions', { namespace: 'kassa-demo', data: {} } ],
	[
		'/checkout',
		{ billing_address: makeAddress(), payment_method: 'cheque' },
	],
];

describe( 'Nonce header', () => {
	it( 'refuses every write without a nonce (401), with a fresh nonce in the answer', async () => {
		for ( const [ path, body ] of writes( await productIds() ) ) {
			const shopper = await new Shopper().start();
			const response = await shopper.post( path, body, {
				headers: { Nonce: null },
			} );
			assertError( response, 401, 'woocommerce_rest_missing_nonce' );
			assert.match(
				response.headers.get( 'Nonce' ),
				/^[a-f0-9]{10}$/,
				`${ path }: a fresh nonce comes back`
			);
		}
	} );

	it( 'refuses every write with a wrong nonce (403)', async () => {
		for ( const [ path, body ] of writes( await productIds() ) ) {
			const shopper = await new Shopper().start();
			const response = await shopper.post( path, body, {
				headers: { Nonce: '0123456789' },
			} );
			assertError( response, 403, 'woocommerce_rest_invalid_nonce' );
			assert.equal( response.body.message, 'Nonce is invalid.', path );
		}
	} );

	it( 'checks the arguments before the nonce', async () => {
		const shopper = await new Shopper().start();
		for ( const [ path, missing ] of [
			[ '/cart/select-shipping-rate', 'rate_id' ],
			[ '/checkout', 'billing_address' ],
		] ) {
			const response = await shopper.post(
				path,
				{},
				{ headers: { Nonce: null } }
			);
			assertError( response, 400, 'rest_missing_callback_param' );
			assert.deepEqual( response.body.data.params, [ missing ] );
		}
	} );

	it( 'GET /checkout needs a nonce too', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.get( '/checkout' );
		assertError( response, 401, 'woocommerce_rest_missing_nonce' );
	} );

	it( 'refuses the legacy X-WC-Store-API-Nonce header', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { Nonce: null, 'X-WC-Store-API-Nonce': shopper.nonce } }
		);
		assertError( response, 401, 'woocommerce_rest_missing_nonce' );
		assert.equal( response.headers.get( 'X-WC-Store-API-Nonce' ), null );
	} );

	it( "takes a guest's own nonce, and another guest's: WooCommerce's guests share one", async () => {
		const ids = await productIds();
		const first = await new Shopper().start();
		const second = await new Shopper().start();
		const own = await first.post( '/cart/add-item', {
			id: ids.beanie,
			quantity: 1,
		} );
		assert.equal( own.status, 201 );
		const response = await second.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { Nonce: first.nonce } }
		);
		assert.equal( response.status, 201 );
		assert.equal(
			response.body.items_count,
			1,
			"into the second guest's cart"
		);
		assert.equal( ( await first.get( '/cart' ) ).body.items_count, 1 );
	} );

	it( 'sends a fresh Nonce and Nonce-Timestamp in every response, errors included', async () => {
		const shopper = await new Shopper().start();
		const ok = await shopper.post( '/cart/extensions', {
			namespace: 'kassa-demo',
			data: {},
		} );
		const error = await shopper.post( '/cart/remove-coupon', {
			code: 'nope',
		} );
		for ( const response of [ ok, error ] ) {
			assert.match( response.headers.get( 'Nonce' ), /^[a-f0-9]{10}$/ );
			assert.match( response.headers.get( 'Nonce-Timestamp' ), /^\d+$/ );
			assert.ok( response.headers.get( 'User-ID' ) !== null );
		}
	} );
} );

describe( 'Cart-Token sessions', () => {
	it( 'keeps a cart with no cookies, by Cart-Token alone', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 2 ] ], {
			mode: 'token',
		} );
		const cart = await shopper.get( '/cart' );
		assertSchema( cart.body, 'cart.json' );
		assert.equal( cart.body.items_count, 2 );
	} );

	it( 'a valid Cart-Token stands in for the nonce, as in WooCommerce', async () => {
		const ids = await productIds();
		const shopper = await new Shopper( { mode: 'token' } ).start();
		const response = await shopper.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { Nonce: null } }
		);
		assert.equal( response.status, 201 );
		const claims = JSON.parse(
			Buffer.from( shopper.token.split( '.' )[ 1 ], 'base64url' )
		);
		assert.equal( claims.iss, 'store-api' );
		assert.ok( claims.exp > Date.now() / 1000 );
	} );

	it( 'finds a cookie shopper’s cart by its Cart-Token alone, and lets the token win', async () => {
		const cookie = await shopperWith( [ [ 'beanie', 2 ] ] );
		const response = await cookie.get( '/cart' );
		const token = response.headers.get( 'Cart-Token' );
		const alone = await new Shopper().get( '/cart', {
			headers: { 'Cart-Token': token },
		} );
		assert.equal( alone.body.items_count, 2 );
		const other = await shopperWith( [ [ 'cap', 1 ] ], { mode: 'token' } );
		const both = await cookie.get( '/cart', {
			headers: { 'Cart-Token': other.token },
		} );
		assert.equal( both.body.items_count, 1, 'the token’s cart' );
	} );

	it( 'ignores a tampered Cart-Token (new, empty session)', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ], {
			mode: 'token',
		} );
		const [ header, payload ] = shopper.token.split( '.' );
		const forged = await new Shopper().get( '/cart', {
			headers: { 'Cart-Token': `${ header }.${ payload }.forged` },
		} );
		assert.equal( forged.status, 200 );
		assert.equal( forged.body.items_count, 0 );
	} );

	it( 'keeps two shoppers apart', async () => {
		const first = await shopperWith( [ [ 'beanie', 1 ] ] );
		const second = await shopperWith( [ [ 'cap', 2 ] ] );
		assert.equal( ( await first.get( '/cart' ) ).body.items_count, 1 );
		assert.equal( ( await second.get( '/cart' ) ).body.items_count, 2 );
	} );
} );

describe( 'User-ID and logged-in customers', () => {
	it( 'is 0 for guests and the customer id once logged in', async () => {
		const guest = await new Shopper().get( '/cart' );
		assert.equal( guest.headers.get( 'User-ID' ), '0' );
		const customer = await new Shopper().login( 'customer', 'password' );
		const response = await customer.get( '/cart' );
		assert.notEqual( response.headers.get( 'User-ID' ), '0' );
		assert.equal(
			response.body.billing_address.email,
			'customer@example.com'
		);
		assert.equal( response.body.shipping_address.country, 'GB' );
		assert.notEqual(
			response.body.shipping_address.address_1,
			'',
			'the saved address'
		);
	} );

	it( "gives a new shopper's addresses the shop's base country", async () => {
		const response = await new Shopper().get( '/cart' );
		assert.equal( response.body.billing_address.country, 'GB' );
		assert.equal( response.body.shipping_address.country, 'GB' );
		assert.equal( response.body.billing_address.email, '' );
	} );
} );
