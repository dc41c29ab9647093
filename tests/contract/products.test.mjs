/**
 * Contract: GET /products for the shop page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Shopper, assertError, assertSchema } from './lib/client.mjs';

describe( 'GET /products', () => {
	it( 'lists every product, hidden ones too, unless catalog_visibility narrows it', async () => {
		const all = await new Shopper().get( '/products?per_page=100' );
		assert.equal( all.status, 200 );
		assertSchema( all.body, 'products.json' );
		const slugs = all.body.map( ( product ) => product.slug );
		assert.equal( slugs.length, 11 );
		assert.ok( slugs.includes( 'secret-mug' ) );
		assert.equal( all.headers.get( 'X-WP-Total' ), '11' );
		const shop = await new Shopper().get(
			'/products?per_page=100&catalog_visibility=catalog'
		);
		assert.deepEqual(
			shop.body.map( ( product ) => product.slug ),
			slugs.filter( ( slug ) => slug !== 'secret-mug' )
		);
		assert.equal( shop.headers.get( 'X-WP-Total' ), '10' );
		const hidden = await new Shopper().get(
			'/products?catalog_visibility=hidden'
		);
		assert.deepEqual(
			hidden.body.map( ( product ) => product.slug ),
			[ 'secret-mug' ]
		);
		const firstPage = await new Shopper().get( '/products' );
		assert.equal( firstPage.body.length, 10, '10 a page by default' );
		assert.equal( firstPage.headers.get( 'X-WP-TotalPages' ), '2' );
		assert.equal( all.body[ 0 ].prices.raw_prices, undefined );
	} );

	it( 'describes a variable product with its attributes and price range', async () => {
		const response = await new Shopper().get( '/products?slug=hoodie' );
		const [ hoodie ] = response.body;
		assert.equal( hoodie.type, 'variable' );
		assert.deepEqual(
			hoodie.attributes.map( ( attribute ) => [
				attribute.name,
				attribute.taxonomy,
				attribute.terms.map( ( term ) => term.slug ),
			] ),
			[
				[ 'Color', 'pa_color', [ 'blue', 'red' ] ],
				[ 'Logo', null, [ 'Yes', 'No' ] ],
			]
		);
		// A taxonomy attribute's value is a slug, a product attribute's as typed.
		assert.deepEqual(
			hoodie.variations.map( ( variation ) =>
				variation.attributes.map( ( attribute ) => attribute.value )
			),
			[
				[ 'red', 'No' ],
				[ 'red', 'Yes' ],
				[ 'blue', 'No' ],
				[ 'blue', 'Yes' ],
			]
		);
		assert.equal( hoodie.on_sale, true, 'one variation is on sale' );
		assert.deepEqual( hoodie.prices.price_range, {
			min_amount: '5040',
			max_amount: '5760',
		} );
		assert.equal( hoodie.prices.price, '5040' );
		assert.equal( hoodie.add_to_cart.text, 'Select options' );
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

	it( 'orders newest first by default, and by menu order or date either way', async () => {
		const byMenuOrder = await new Shopper().get(
			'/products?per_page=100&orderby=menu_order&order=asc'
		);
		const slugs = byMenuOrder.body.map( ( product ) => product.slug );
		assert.equal( slugs[ 0 ], 'beanie' );
		assert.equal( slugs.at( -1 ), 'armchair' );

		// The seeded products were published a day apart, in menu order.
		for ( const query of [ '', '&orderby=date', '&orderby=menu_order' ] ) {
			const newest = await new Shopper().get(
				`/products?per_page=100${ query }`
			);
			assert.equal( newest.status, 200 );
			assert.deepEqual(
				newest.body.map( ( product ) => product.slug ),
				[ ...slugs ].reverse(),
				`descending unless asked: ${ query }`
			);
		}
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

	it( 'filters by category ids or slugs (comma-separated: any of them)', async () => {
		const categories = await new Shopper().get( '/products/categories' );
		const hats = categories.body.find( ( c ) => c.slug === 'hats' );
		const music = categories.body.find( ( c ) => c.slug === 'music' );
		const byId = await new Shopper().get(
			`/products?per_page=100&orderby=menu_order&order=asc&category=${ hats.id }`
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
		const byIds = await new Shopper().get(
			`/products?per_page=100&category=${ music.id },${ hats.id }`
		);
		assert.equal( byIds.body.length, 3 );
		// The first term says whether the list holds ids or slugs.
		const mixed = await new Shopper().get(
			`/products?per_page=100&category=${ music.id },hats`
		);
		assert.deepEqual(
			mixed.body.map( ( product ) => product.slug ),
			[ 'album' ]
		);
		// catalog_visibility narrows a category too.
		const home = await new Shopper().get(
			'/products?per_page=100&category=home'
		);
		assert.ok(
			home.body.some( ( product ) => product.slug === 'secret-mug' )
		);
		const homeShop = await new Shopper().get(
			'/products?per_page=100&category=home&catalog_visibility=catalog'
		);
		assert.deepEqual(
			homeShop.body.map( ( product ) => product.slug ).sort(),
			[ 'armchair', 'lamp' ]
		);
		const none = await new Shopper().get(
			'/products?category=no-such-category'
		);
		assert.equal( none.status, 200 );
		assert.deepEqual( none.body, [] );
		assert.equal( none.headers.get( 'X-WP-Total' ), '0' );
		assert.equal( none.headers.get( 'X-WP-TotalPages' ), '0' );
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
		for ( const orderby of [
			'popularity',
			'rating',
			'id',
			'slug',
			'modified',
		] ) {
			const response = await new Shopper().get(
				`/products?orderby=${ orderby }`
			);
			assert.equal( response.status, 200, orderby );
		}
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
		// Pagination headers only when a page size is asked for.
		assert.equal( response.headers.get( 'X-WP-Total' ), null );
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

	it( 'counts the products the shop shows (hidden ones left out)', async () => {
		const categories = await new Shopper().get( '/products/categories' );
		const products = await new Shopper().get(
			'/products?per_page=100&catalog_visibility=catalog'
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
		assert.equal( first.headers.get( 'X-WP-Total' ), '17' );
		assert.equal( first.headers.get( 'X-WP-TotalPages' ), '2' );
	} );
} );
