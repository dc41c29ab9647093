/**
 * Fault injection for the e2e suite (bin/lib/mu-plugins/kassa-faults.php): `X-Kassa-Fault: 500 |
 * delay=<ms> | malformed | stale-nonce`. Only on a site started with KASSA_STORE_API_FAULTS=1; skipped
 * otherwise (and must be ignored there: checked by the last test).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { Shopper, assertError, productIds } from './lib/client.mjs';

let enabled = false;

before( async () => {
	const response = await new Shopper().get( '/cart', {
		headers: { 'X-Kassa-Fault': '500' },
	} );
	enabled = response.status === 500;
} );

describe( 'fault injection', () => {
	it( '500 answers a Store API server error', async ( t ) => {
		if ( ! enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is off' );
		}
		const response = await new Shopper().get( '/cart', {
			headers: { 'X-Kassa-Fault': '500' },
		} );
		assertError( response, 500, 'woocommerce_rest_unknown_server_error' );
	} );

	it( 'delay=<ms> slows the response down', async ( t ) => {
		if ( ! enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is off' );
		}
		const response = await new Shopper().get( '/cart', {
			headers: { 'X-Kassa-Fault': 'delay=400' },
		} );
		assert.equal( response.status, 200 );
		assert.ok( response.ms >= 400, `${ response.ms } ms` );
	} );

	it( 'malformed sends a body that is not JSON', async ( t ) => {
		if ( ! enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is off' );
		}
		const response = await new Shopper().get( '/cart', {
			headers: { 'X-Kassa-Fault': 'malformed' },
		} );
		assert.equal( response.body, undefined );
		assert.ok( response.text.length > 0 );
	} );

	it( 'stale-nonce refuses a write as with an expired nonce, and sends a fresh one', async ( t ) => {
		if ( ! enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is off' );
		}
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post(
			'/cart/add-item',
			{ id: ids.beanie, quantity: 1 },
			{ headers: { 'X-Kassa-Fault': 'stale-nonce' } }
		);
		assertError( response, 403, 'woocommerce_rest_invalid_nonce' );
		const retry = await shopper.post( '/cart/add-item', {
			id: ids.beanie,
			quantity: 1,
		} );
		assert.equal( retry.status, 201, 'the refreshed nonce works' );
		assert.equal( retry.body.items_count, 1 );
	} );

	it( 'applies per batch sub-request', async ( t ) => {
		if ( ! enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is off' );
		}
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const request = ( fault ) => ( {
			path: '/wc/store/v1/cart/add-item',
			body: { id: ids.beanie, quantity: 1 },
			headers: { Nonce: shopper.nonce, 'X-Kassa-Fault': fault },
		} );
		const response = await shopper.post( '/batch', {
			requests: [
				request( '' ),
				request( '500' ),
				request( 'stale-nonce' ),
			],
		} );
		assert.deepEqual(
			response.body.responses.map( ( item ) => [
				item.status,
				item.body.code ?? null,
			] ),
			[
				[ 201, null ],
				[ 500, 'woocommerce_rest_unknown_server_error' ],
				[ 403, 'woocommerce_rest_invalid_nonce' ],
			]
		);
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 1 );
	} );

	it( 'is ignored when faults are off', async ( t ) => {
		if ( enabled ) {
			return t.skip( 'KASSA_STORE_API_FAULTS is on' );
		}
		const response = await new Shopper().get( '/cart', {
			headers: { 'X-Kassa-Fault': '500' },
		} );
		assert.equal( response.status, 200 );
	} );
} );
