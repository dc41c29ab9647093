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

	/**
	 * The lowest and highest price of a listed product (a variable one's price range).
	 *
	 * @param {Object} product A product of GET /products.
	 * @return {number[]} [ lowest, highest ]
	 */
	const priceRange = ( product ) =>
		product.prices.price_range
			? [
					Number( product.prices.price_range.min_amount ),
					Number( product.prices.price_range.max_amount ),
				]
			: [
					Number( product.prices.price ),
					Number( product.prices.price ),
				];

	it( 'orders by price: ascending by the lowest, descending by the highest', async () => {
		const ascending = await new Shopper().get(
			'/products?per_page=100&orderby=price&order=asc'
		);
		assert.equal( ascending.status, 200 );
		assertSchema( ascending.body, 'products.json' );
		const lows = ascending.body.map(
			( product ) => priceRange( product )[ 0 ]
		);
		assert.deepEqual(
			lows,
			[ ...lows ].sort( ( a, b ) => a - b )
		);
		assert.equal( ascending.body[ 0 ].slug, 'socks' );
		assert.equal( ascending.body.at( -1 ).slug, 'armchair' );

		const descending = await new Shopper().get(
			'/products?per_page=100&orderby=price&order=desc'
		);
		const highs = descending.body.map(
			( product ) => priceRange( product )[ 1 ]
		);
		assert.deepEqual(
			highs,
			[ ...highs ].sort( ( a, b ) => b - a )
		);
		assert.equal( descending.body[ 0 ].slug, 'armchair' );
		assert.equal( descending.body.length, ascending.body.length );
	} );

	it( 'orders by date (newest first by default) and keeps menu order by default', async () => {
		const byMenuOrder = await new Shopper().get( '/products?per_page=100' );
		const slugs = byMenuOrder.body.map( ( product ) => product.slug );
		assert.equal( slugs[ 0 ], 'beanie' );

		const newest = await new Shopper().get(
			'/products?per_page=100&orderby=date'
		);
		assert.equal( newest.status, 200 );
		// The seeded products were published a day apart, in menu order.
		assert.deepEqual(
			newest.body.map( ( product ) => product.slug ),
			[ ...slugs ].reverse()
		);
		const oldest = await new Shopper().get(
			'/products?per_page=100&orderby=date&order=asc'
		);
		assert.deepEqual(
			oldest.body.map( ( product ) => product.slug ),
			slugs
		);
		const firstPage = await new Shopper().get(
			'/products?per_page=2&orderby=date&order=desc'
		);
		assert.deepEqual(
			firstPage.body.map( ( product ) => product.slug ),
			[ ...slugs ].reverse().slice( 0, 2 )
		);
	} );

	it( 'filters by category id or slug (comma-separated: any of them)', async () => {
		const categories = await new Shopper().get( '/products/categories' );
		const hats = categories.body.find( ( c ) => c.slug === 'hats' );
		const music = categories.body.find( ( c ) => c.slug === 'music' );
		const byId = await new Shopper().get(
			`/products?per_page=100&category=${ hats.id }`
		);
		assert.equal( byId.status, 200 );
		assert.deepEqual(
			byId.body.map( ( product ) => product.slug ),
			[ 'beanie', 'cap' ]
		);
		assert.equal( byId.headers.get( 'X-WP-Total' ), '2' );
		byId.body.forEach( ( product ) =>
			assert.ok(
				product.categories.some( ( c ) => c.id === hats.id ),
				`${ product.slug } lists Hats`
			)
		);
		const bySlugs = await new Shopper().get(
			'/products?per_page=100&category=hats,music&orderby=price&order=desc'
		);
		assert.deepEqual(
			bySlugs.body.map( ( product ) => product.slug ),
			[ 'album', 'beanie', 'cap' ]
		);
		const mixed = await new Shopper().get(
			`/products?per_page=100&category=${ music.id },hats`
		);
		assert.equal( mixed.body.length, 3 );
		// Hidden products stay hidden inside a category.
		const home = await new Shopper().get(
			'/products?per_page=100&category=home'
		);
		assert.ok(
			! home.body.some( ( product ) => product.slug === 'secret-mug' )
		);
		const none = await new Shopper().get(
			'/products?category=no-such-category'
		);
		assert.equal( none.status, 200 );
		assert.deepEqual( none.body, [] );
	} );

	it( 'lists each product’s categories', async () => {
		const response = await new Shopper().get( '/products?slug=album' );
		assert.deepEqual(
			response.body[ 0 ].categories.map( ( c ) => c.slug ).sort(),
			[ 'gifts', 'music', 'vinyl' ]
		);
	} );

	it( 'refuses an unknown orderby or order', async () => {
		assertError(
			await new Shopper().get( '/products?orderby=colour' ),
			400,
			'rest_invalid_param'
		);
		assertError(
			await new Shopper().get( '/products?orderby=price&order=up' ),
			400,
			'rest_invalid_param'
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

describe( 'GET /products/categories', () => {
	it( 'lists the product categories in WooCommerce’s shape, by name', async () => {
		const response = await new Shopper().get( '/products/categories' );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'products.json#/definitions/categories' );
		assert.equal( response.body.length, 17 );
		assert.equal( response.headers.get( 'X-WP-Total' ), '17' );
		const names = response.body.map( ( category ) => category.name );
		assert.deepEqual(
			names,
			[ ...names ].sort( ( a, b ) => a.localeCompare( b ) )
		);
		const clothing = response.body.find( ( c ) => c.slug === 'clothing' );
		assert.equal( clothing.name, 'Clothing' );
		assert.equal( clothing.parent, 0 );
		assert.equal( clothing.count, 4 );
		assert.equal( clothing.image, null );
		assert.match( clothing.permalink, /product-category\/clothing/ );
		response.body.forEach( ( category ) =>
			assert.ok( category.count > 0, `${ category.slug } is not empty` )
		);
	} );

	it( 'agrees with the products’ own category lists', async () => {
		const categories = await new Shopper().get( '/products/categories' );
		const products = await new Shopper().get(
			'/products?per_page=100&catalog_visibility=any'
		);
		for ( const category of categories.body ) {
			const holding = products.body.filter( ( product ) =>
				product.categories.some( ( c ) => c.id === category.id )
			);
			assert.equal( holding.length, category.count, category.slug );
		}
	} );

	it( 'pages with per_page and page', async () => {
		const first = await new Shopper().get(
			'/products/categories?per_page=10'
		);
		const second = await new Shopper().get(
			'/products/categories?per_page=10&page=2'
		);
		assert.equal( first.body.length, 10 );
		assert.equal( second.body.length, 7 );
		assert.equal( first.headers.get( 'X-WP-TotalPages' ), '2' );
	} );
} );
