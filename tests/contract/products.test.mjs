/**
 * Contract: GET /products for the shop page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Shopper, assertError, assertSchema } from './lib/client.mjs';

describe( 'GET /products', () => {
	it( 'lists the catalogue without hidden products', async () => {
		const response = await new Shopper().get( '/products?per_page=100' );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'products.json' );
		const slugs = response.body.map( ( product ) => product.slug );
		assert.ok( slugs.includes( 'beanie' ) );
		assert.ok( ! slugs.includes( 'secret-mug' ) );
		assert.equal(
			response.headers.get( 'X-WP-Total' ),
			String( response.body.length )
		);
	} );

	it( 'describes a variable product with its attributes and price range', async () => {
		const response = await new Shopper().get( '/products?slug=hoodie' );
		const [ hoodie ] = response.body;
		assert.equal( hoodie.type, 'variable' );
		assert.deepEqual(
			hoodie.attributes.map( ( attribute ) => attribute.name ),
			[ 'Color', 'Logo' ]
		);
		assert.equal( hoodie.variations.length, 4 );
		assert.ok( hoodie.prices.price_range );
	} );

	it( 'answers one product, and 404 for an unknown one', async () => {
		const list = await new Shopper().get( '/products?slug=beanie' );
		const one = await new Shopper().get(
			`/products/${ list.body[ 0 ].id }`
		);
		assert.equal( one.status, 200 );
		assertSchema( one.body, 'products.json#/definitions/product' );
		assertError(
			await new Shopper().get( '/products/999999' ),
			404,
			'woocommerce_rest_product_invalid_id'
		);
	} );

	it( 'refuses a page size of the wrong type', async () => {
		assertError(
			await new Shopper().get( '/products?per_page=lots' ),
			400,
			'rest_invalid_param'
		);
	} );
} );
