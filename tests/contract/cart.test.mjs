/**
 * Contract: GET /cart, GET /cart/items and the cart item routes (add, update, remove), with the
 * catalogue's special cases and the bad requests that must get a 4xx Store API error.
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

describe( 'GET /cart', () => {
	it( 'answers an empty cart of the contract shape to a new shopper', async () => {
		const response = await new Shopper().get( '/cart' );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		assert.equal( response.body.items_count, 0 );
		assert.equal( response.body.totals.currency_code, 'GBP' );
		assert.equal( response.body.totals.currency_minor_unit, 2 );
	} );

	it( 'sends Nonce, Nonce-Timestamp, User-ID and Cart-Token headers', async () => {
		const response = await new Shopper().get( '/cart' );
		assert.match( response.headers.get( 'Nonce' ), /^[a-f0-9]{10}$/ );
		assert.match( response.headers.get( 'Nonce-Timestamp' ), /^\d+$/ );
		assert.equal( response.headers.get( 'User-ID' ), '0' );
		assert.match(
			response.headers.get( 'Cart-Token' ),
			/^[\w-]+\.[\w-]+\.[\w-]+$/
		);
	} );

	it( 'lists the same items at GET /cart/items', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.get( '/cart/items' );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart-items.json' );
		assert.equal( response.body.length, 1 );
	} );
} );

describe( 'POST /cart/add-item', () => {
	it( 'adds a product on sale with its prices in minor units', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 2 ] ] );
		const cart = ( await shopper.get( '/cart' ) ).body;
		assertSchema( cart, 'cart.json' );
		const [ item ] = cart.items;
		assert.equal( item.quantity, 2 );
		assert.equal( item.totals.line_subtotal, '3600' );
		assert.ok(
			Number( item.prices.sale_price ) <
				Number( item.prices.regular_price )
		);
		assert.equal( item.prices.raw_prices.precision, 6 );
		assert.equal( cart.items_count, 2 );
	} );

	it( 'adds a variation chosen by attributes, and answers 201', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/add-item', {
			id: ids.hoodie,
			quantity: 1,
			variation: [
				{ attribute: 'pa_color', value: 'blue' },
				{ attribute: 'Logo', value: 'Yes' },
			],
		} );
		assert.equal( response.status, 201 );
		assertSchema( response.body, 'cart.json' );
		const [ item ] = response.body.items;
		assert.equal( item.type, 'variation' );
		assert.deepEqual( item.variation, [
			{
				raw_attribute: 'attribute_logo',
				attribute: 'Logo',
				value: 'Yes',
			},
			{
				raw_attribute: 'attribute_pa_color',
				attribute: 'Color',
				value: 'Blue',
			},
		] );
		assert.match(
			item.permalink,
			/\/hoodie\/\?attribute_pa_color=blue&attribute_logo=Yes$/
		);
	} );

	it( 'refuses a variable product without its options, or with options no variation has', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const missing = await shopper.post( '/cart/add-item', {
			id: ids.hoodie,
			quantity: 1,
			variation: [ { attribute: 'Color', value: 'Blue' } ],
		} );
		assertError( missing, 400, 'woocommerce_rest_missing_attributes' );
		assert.equal(
			missing.body.message,
			'Missing attributes for variable product.'
		);
		// A product attribute's value (Logo) matches as typed; a taxonomy's (Color) by slug.
		const unmatched = await shopper.post( '/cart/add-item', {
			id: ids.hoodie,
			quantity: 1,
			variation: [
				{ attribute: 'Color', value: 'Blue' },
				{ attribute: 'logo', value: 'yes' },
			],
		} );
		assertError(
			unmatched,
			400,
			'woocommerce_rest_variation_id_from_variation_data'
		);
		assert.equal( unmatched.body.message, 'No matching variation found.' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 0 );
	} );

	it( 'shows low stock, backorders, item data, hidden and virtual products', async () => {
		const shopper = await shopperWith( [
			[ 'cap', 1 ],
			[ 'lamp', 1 ],
			[ 'personalised-t-shirt', 1 ],
			[ 'secret-mug', 1 ],
			[ 'e-book', 1 ],
			[ 'album', 1 ],
		] );
		const cart = ( await shopper.get( '/cart' ) ).body;
		assertSchema( cart, 'cart.json' );
		const byName = Object.fromEntries(
			cart.items.map( ( item ) => [ item.name, item ] )
		);
		assert.equal( byName.Cap.low_stock_remaining, 3 );
		assert.equal( byName.Cap.quantity_limits.maximum, 3 );
		assert.equal( byName[ 'Floor Lamp' ].backorders_allowed, true );
		assert.equal( byName[ 'Floor Lamp' ].show_backorder_badge, true );
		assert.deepEqual(
			byName[ 'Personalised T-Shirt' ].item_data.map( ( data ) => [
				data.name ?? data.key,
				data.hidden ?? null,
			] ),
			[
				[ 'Print', null ],
				[ 'Gift wrap', null ],
				[ 'Internal reference', '1' ],
			]
		);
		assert.equal( byName[ 'Secret Mug' ].catalog_visibility, 'hidden' );
		assert.match( byName.Album.description, /<ul>/ );
		assert.ok( byName.Album.description.length > 500 );
		assert.equal(
			cart.shipping_rates.some( ( pkg ) =>
				pkg.items.some( ( item ) => item.name === 'E-book' )
			),
			false,
			'virtual items are not shipped'
		);
	} );

	it( 'gives a sold-individually product fixed limits and refuses a second one', async () => {
		const ids = await productIds();
		const shopper = await shopperWith( [ [ 'sunglasses', 2 ] ] );
		const cart = ( await shopper.get( '/cart' ) ).body;
		assert.equal( cart.items[ 0 ].sold_individually, true );
		assert.equal( cart.items[ 0 ].quantity, 1, 'one, whatever was asked' );
		assert.deepEqual( cart.items[ 0 ].quantity_limits, {
			minimum: 1,
			maximum: 1,
			multiple_of: 1,
			editable: false,
		} );
		const again = await shopper.post( '/cart/add-item', {
			id: ids.sunglasses,
			quantity: 1,
		} );
		assertError( again, 400, 'readonly_quantity' );
		assert.equal(
			again.body.message,
			'The quantity of &quot;Sunglasses&quot; cannot be changed'
		);
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 1 );
	} );

	it( 'brings a new line within the quantity limits (min 2, max 10, multiple of 2)', async () => {
		const ids = await productIds();
		for ( const [ quantity, added ] of [
			[ 1, 2 ],
			[ 3, 4 ],
			[ 12, 10 ],
			[ undefined, 2 ],
		] ) {
			const shopper = await new Shopper().start();
			const response = await shopper.post( '/cart/add-item', {
				id: ids.socks,
				quantity,
			} );
			assert.equal( response.status, 201, `quantity ${ quantity }` );
			assert.equal( response.body.items[ 0 ].quantity, added );
			assert.deepEqual( response.body.items[ 0 ].quantity_limits, {
				minimum: 2,
				maximum: 10,
				multiple_of: 2,
				editable: true,
			} );
		}
	} );

	it( 'keeps a line already in the cart within the limits', async () => {
		const ids = await productIds();
		const shopper = await shopperWith( [ [ 'socks', 8 ] ] );
		const over = await shopper.post( '/cart/add-item', {
			id: ids.socks,
			quantity: 4,
		} );
		assertError( over, 400, 'invalid_quantity' );
		assert.equal(
			over.body.message,
			'The maximum quantity of &quot;Socks&quot; allowed in the cart is 10'
		);
		const [ line ] = ( await shopper.get( '/cart' ) ).body.items;
		assert.equal( line.quantity, 8 );
		const odd = await shopper.post( '/cart/update-item', {
			key: line.key,
			quantity: 5,
		} );
		assertError( odd, 400, 'invalid_quantity' );
		assert.equal(
			odd.body.message,
			'The quantity of &quot;Socks&quot; must be a multiple of 2'
		);
		const none = await shopper.post( '/cart/update-item', {
			key: line.key,
			quantity: 0,
		} );
		assertError( none, 400, 'invalid_quantity' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 8 );
	} );

	it( 'caps a product without limits at 9999', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/add-item', {
			id: ids.beanie,
			quantity: 10000,
		} );
		assert.equal( response.status, 201 );
		assert.equal( response.body.items[ 0 ].quantity, 9999 );
		assert.equal( response.body.items[ 0 ].quantity_limits.maximum, 9999 );
	} );

	it( 'refuses more than the stock of a product without backorders', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/add-item', {
			id: ids.cap,
			quantity: 4,
		} );
		assertError(
			response,
			400,
			'woocommerce_rest_product_partially_out_of_stock'
		);
		assert.equal(
			response.body.message,
			'You cannot add that amount of &quot;Cap&quot; to the cart because there is not enough stock (3 remaining).'
		);
	} );
} );

describe( 'bad requests get a 4xx Store API error and change nothing', () => {
	// As in WooCommerce, any id is read as a number: a bad one is an unknown product.
	const cases = [
		[
			'an unknown product',
			{ id: 999999, quantity: 1 },
			400,
			'woocommerce_rest_cart_invalid_product',
			'Product with ID &quot;999999&quot; was not found and cannot be added to the cart.',
		],
		[
			'quantity 0',
			'beanie:0',
			400,
			'woocommerce_rest_product_invalid_quantity',
			'You cannot add &quot;Beanie&quot; with a quantity less than or equal to 0 to the cart.',
		],
		[
			'a quantity that takes the line over 9999',
			'beanie:9999',
			400,
			'invalid_quantity',
			'The maximum quantity of &quot;Beanie&quot; allowed in the cart is 9999',
		],
		[
			'a negative quantity',
			'beanie:-1',
			400,
			'woocommerce_rest_product_invalid_quantity',
		],
		[
			'an id of the wrong type',
			{ id: 'abc', quantity: 1 },
			400,
			'woocommerce_rest_cart_invalid_product',
			'Product with ID &quot;0&quot; was not found and cannot be added to the cart.',
		],
		[
			'a quantity of the wrong type',
			'beanie:"lots"',
			400,
			'rest_invalid_param',
		],
		[
			'no id',
			{ quantity: 1 },
			400,
			'woocommerce_rest_cart_invalid_product',
			'Product with ID &quot;&quot; was not found and cannot be added to the cart.',
		],
		[
			'SQL in the id',
			{ id: '999999 OR 1=1', quantity: 1 },
			400,
			'woocommerce_rest_cart_invalid_product',
		],
	];
	for ( const [ name, body, status, code, message ] of cases ) {
		it( `add-item with ${ name }`, async () => {
			const ids = await productIds();
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			let payload = body;
			if ( typeof body === 'string' ) {
				const [ slug, quantity ] = body.split( ':' );
				payload = `{"id":${ ids[ slug ] },"quantity":${ quantity }}`;
			}
			const response = await shopper.post( '/cart/add-item', payload );
			assertError( response, status, code );
			if ( message ) {
				assert.equal( response.body.message, message );
			}
			const cart = ( await shopper.get( '/cart' ) ).body;
			assert.equal( cart.items_count, 1, 'the cart is unchanged' );
		} );
	}

	it( 'malformed JSON', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/add-item', '{"id": 9,' );
		assertError( response, 400, 'rest_invalid_json' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 1 );
	} );

	it( 'HTML and SQL in a text field are never echoed back raw', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/apply-coupon', {
			code: `<script>alert(1)</script>' OR '1'='1`,
		} );
		assertError( response, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.doesNotMatch( response.body.message, /<script>/ );
		const update = await shopper.post( '/cart/update-customer', {
			billing_address: {
				first_name: '<img src=x onerror=alert(1)>Ann',
				city: "'; DROP TABLE wp_posts; --",
			},
		} );
		assert.equal( update.status, 200 );
		assert.equal( update.body.billing_address.first_name, 'Ann' );
		assert.match( update.body.billing_address.city, /DROP TABLE wp_posts/ );
		assert.equal( ( await new Shopper().get( '/products' ) ).status, 200 );
	} );
} );

describe( 'POST /cart/update-item and /cart/remove-item', () => {
	it( 'changes a quantity and answers the whole cart', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const [ item ] = ( await shopper.get( '/cart' ) ).body.items;
		const response = await shopper.post( '/cart/update-item', {
			key: item.key,
			quantity: 5,
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		assert.equal( response.body.items[ 0 ].quantity, 5 );
	} );

	it( 'removes a line', async () => {
		const shopper = await shopperWith( [
			[ 'beanie', 1 ],
			[ 'cap', 1 ],
		] );
		const [ item ] = ( await shopper.get( '/cart' ) ).body.items;
		const response = await shopper.post( '/cart/remove-item', {
			key: item.key,
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		assert.equal( response.body.items.length, 1 );
	} );

	it( 'answers 409 with the cart for a key that is not in the cart', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		for ( const [ path, body, message ] of [
			[
				'/cart/remove-item',
				{ key: 'a'.repeat( 32 ) },
				'Cart item no longer exists or is invalid.',
			],
			[
				'/cart/update-item',
				{ key: 'a'.repeat( 32 ), quantity: 2 },
				'Cart item does not exist.',
			],
		] ) {
			const response = await shopper.post( path, body );
			assertError( response, 409, 'woocommerce_rest_cart_invalid_key' );
			assert.equal( response.body.message, message );
			assertSchema( response.body.data.cart, 'cart.json' );
			assert.equal( response.body.data.cart.items_count, 1 );
		}
	} );

	it( 'answers every one of many parallel writes of one shopper', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		const responses = await Promise.all(
			Array.from( { length: 6 }, () =>
				shopper.post( '/cart/add-item', {
					id: ids.beanie,
					quantity: 1,
				} )
			)
		);
		assert.deepEqual(
			responses.map( ( response ) => response.status ),
			Array( 6 ).fill( 201 )
		);
		const cart = ( await shopper.get( '/cart' ) ).body;
		// WooCommerce takes no lock per session: the last write wins, and parallel writes may
		// lose items.
		assert.ok( cart.items_count >= 1 && cart.items_count <= 6 );
	} );
} );

describe( 'POST /cart/extensions', () => {
	it( 'stores data for a registered namespace in cart.extensions', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/extensions', {
			namespace: 'kassa-demo',
			data: { gift_message: 'Happy birthday' },
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		assert.deepEqual( response.body.extensions[ 'kassa-demo' ], {
			gift_message: 'Happy birthday',
		} );
	} );

	it( 'refuses an unknown namespace', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.post( '/cart/extensions', {
			namespace: 'nobody',
			data: {},
		} );
		assertError( response, 400, 'woocommerce_rest_cart_extensions_error' );
		assert.equal(
			response.body.message,
			'There is no such namespace registered: nobody.'
		);
	} );
} );
