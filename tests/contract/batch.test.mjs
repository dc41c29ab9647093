/**
 * Contract: POST /batch runs up to 25 Store API requests, each answered with its own status, body
 * and headers (207 Multi-Status). Each request carries its own Nonce; a path outside the Store
 * API refuses the whole batch.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
	Shopper,
	assertError,
	assertSchema,
	productIds,
} from './lib/client.mjs';

const addItem = ( id, nonce ) => ( {
	path: '/wc/store/v1/cart/add-item',
	method: 'POST',
	cache: 'no-store',
	body: { id, quantity: 1 },
	headers: { Nonce: nonce },
} );

describe( 'POST /batch', () => {
	it( 'runs each request and answers each with its own status', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/batch', {
			requests: [
				addItem( ids.beanie, shopper.nonce ),
				addItem( ids.cap, shopper.nonce ),
				addItem( 999999, shopper.nonce ),
			],
		} );
		assert.equal( response.status, 207 );
		assertSchema( response.body, 'batch.json' );
		const [ first, second, third ] = response.body.responses;
		assert.equal( first.status, 201 );
		assertSchema( first.body, 'cart.json' );
		assert.equal( second.body.items_count, 2 );
		assert.equal( third.status, 400 );
		assertSchema( third.body, 'error.json' );
		assert.equal(
			third.body.code,
			'woocommerce_rest_cart_invalid_product'
		);
		assert.match( first.headers.Nonce, /^[a-f0-9]{10}$/ );
		assert.match(
			first.headers[ 'Cart-Token' ],
			/^[\w-]+\.[\w-]+\.[\w-]+$/
		);
		assert.match( response.headers.get( 'Nonce' ), /^[a-f0-9]{10}$/ );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 2 );
	} );

	it( 'checks the nonce of each request', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post(
			'/batch',
			{ requests: [ addItem( ids.beanie, 'bad' ) ] },
			{ headers: { Nonce: null } }
		);
		assert.equal( response.status, 207 );
		assert.equal( response.body.responses[ 0 ].status, 403 );
		assert.equal(
			response.body.responses[ 0 ].body.code,
			'woocommerce_rest_invalid_nonce'
		);
	} );

	it( 'does not lend the batch’s own Nonce to a request without one', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/batch', {
			requests: [ { ...addItem( ids.beanie ), headers: {} } ],
		} );
		assert.equal( response.status, 207 );
		assert.equal( response.body.responses[ 0 ].status, 401 );
		assert.equal(
			response.body.responses[ 0 ].body.code,
			'woocommerce_rest_missing_nonce'
		);
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 0 );
	} );

	it( 'takes 25 requests and refuses 26', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const many = ( count ) =>
			Array.from( { length: count }, () =>
				addItem( ids.beanie, shopper.nonce )
			);
		const ok = await shopper.post( '/batch', { requests: many( 25 ) } );
		assert.equal( ok.status, 207 );
		assert.equal( ok.body.responses.length, 25 );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 25 );
		const tooMany = await shopper.post( '/batch', {
			requests: many( 26 ),
		} );
		assertError( tooMany, 400, 'rest_invalid_param' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 25 );
	} );

	it( 'refuses a whole batch with a path outside the Store API', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/batch', {
			requests: [
				addItem( ids.beanie, shopper.nonce ),
				{ path: '/wp/v2/users', method: 'POST', body: {} },
			],
		} );
		assertError( response, 400, 'woocommerce_rest_invalid_path' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 0 );
	} );

	it( 'refuses a batch inside a batch, and a route that is not there', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/batch', {
			requests: [
				{
					path: '/wc/store/v1/batch',
					body: { requests: [] },
					headers: { Nonce: shopper.nonce },
				},
				{
					path: '/wc/store/v1/no-such-route',
					headers: { Nonce: shopper.nonce },
				},
			],
		} );
		assert.equal( response.status, 207 );
		assert.deepEqual(
			response.body.responses.map( ( item ) => [
				item.status,
				item.body.code,
			] ),
			[
				[ 400, 'rest_batch_not_allowed' ],
				[ 404, 'rest_no_route' ],
			]
		);
	} );

	it( 'refuses a body without requests', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/batch', {} );
		assertError( response, 400, 'rest_missing_callback_param' );
	} );
} );
