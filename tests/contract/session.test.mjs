/**
 * Contract: headers. `Nonce` on every write (missing → 401 woocommerce_rest_missing_nonce,
 * invalid → 403 woocommerce_rest_invalid_nonce), a fresh `Nonce` in every response, `Cart-Token`
 * sessions without cookies, `User-ID`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
	Shopper,
	assertError,
	assertSchema,
	productIds,
	shopperWith,
} from './lib/client.mjs';

const WRITES = [
	'/cart/add-item',
	'/cart/remove-item',
	'/cart/update-item',
	'/cart/apply-coupon',
	'/cart/remove-coupon',
	'/cart/update-customer',
	'/cart/select-shipping-rate',
	'/cart/extensions',
	'/checkout',
];

describe( 'Nonce header', () => {
	for ( const path of WRITES ) {
		it( `POST ${ path } without a nonce is refused with 401`, async () => {
			const shopper = await new Shopper().start();
			const response = await shopper.post(
				path,
				{},
				{ headers: { Nonce: null } }
			);
			assertError( response, 401, 'woocommerce_rest_missing_nonce' );
			assert.ok(
				response.headers.get( 'Nonce' ),
				'a fresh nonce comes back'
			);
		} );
		it( `POST ${ path } with a wrong nonce is refused with 403`, async () => {
			const shopper = await new Shopper().start();
			const response = await shopper.post(
				path,
				{},
				{ headers: { Nonce: '0123456789' } }
			);
			assertError( response, 403, 'woocommerce_rest_invalid_nonce' );
		} );
	}

	it( 'GET /checkout needs a nonce too', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.get( '/checkout' );
		assertError( response, 401, 'woocommerce_rest_missing_nonce' );
	} );

	it( 'accepts the legacy X-WC-Store-API-Nonce header', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { Nonce: null, 'X-WC-Store-API-Nonce': shopper.nonce } }
		);
		assert.equal( response.status, 200 );
	} );

	it( "binds a guest's nonce to their session", async () => {
		const ids = await productIds();
		const first = await new Shopper().start();
		const second = await new Shopper().start();
		const response = await second.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { Nonce: first.nonce } }
		);
		assertError( response, 403, 'woocommerce_rest_invalid_nonce' );
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
		assert.equal( response.status, 200 );
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
	} );
} );
