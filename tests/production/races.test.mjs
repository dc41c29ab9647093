/**
 * Races on the production-shaped shop's real database (MariaDB, PHP-FPM workers in parallel),
 * where WooCommerce holds stock during a checkout and orders reduce it (bin/test production).
 */
import assert from 'node:assert/strict';
import { describe, it, before } from 'node:test';

import { Shopper, makeAddress } from '../contract/lib/client.mjs';
import { ShopAdmin } from './lib.mjs';

const SHOPPERS = 12;
const STOCK = 3;

/**
 * A shopper whose cart holds one of the product, with the address the order will have, and the
 * cart's total as the shopper saw it.
 *
 * @param {number} id Product id.
 * @return {Promise<{shopper: Shopper, total: string}>} The shopper.
 */
async function shopperWithOne( id ) {
	const shopper = await new Shopper().start();
	const added = await shopper.post( '/cart/add-item', { id, quantity: 1 } );
	assert.equal( added.status, 201, added.text );
	const address = makeAddress();
	const cart = await shopper.post( '/cart/update-customer', {
		billing_address: address,
		shipping_address: address,
	} );
	assert.equal( cart.status, 200, cart.text );
	return { shopper, total: cart.body.totals.total_price };
}

const placeOrder = ( shopper ) =>
	shopper.post( '/checkout', {
		billing_address: makeAddress(),
		shipping_address: makeAddress(),
		payment_method: 'cheque',
	} );

describe( 'races on the real database', () => {
	let admin;
	before( async () => {
		admin = await new ShopAdmin().login();
	} );

	it( `the last ${ STOCK } in stock, bought by ${ SHOPPERS } shoppers at once: exactly ${ STOCK } orders, stock 0`, async () => {
		const product = await admin.product( 'Last tickets', STOCK );
		const shoppers = await Promise.all(
			Array.from( { length: SHOPPERS }, () =>
				shopperWithOne( product.id )
			)
		);
		const responses = await Promise.all(
			shoppers.map( ( { shopper } ) => placeOrder( shopper ) )
		);
		const placed = responses.filter( ( r ) => r.status === 200 );
		assert.equal(
			placed.length,
			STOCK,
			`statuses ${ responses.map( ( r ) => r.status ) }`
		);
		for ( const refused of responses.filter( ( r ) => r.status !== 200 ) ) {
			// Out of stock, told as the Store API tells it (a 4xx with its code), never a 5xx.
			assert.ok(
				refused.status >= 400 && refused.status < 500,
				refused.text
			);
			assert.match(
				refused.body.code,
				/out_of_stock|not_enough_stock/,
				refused.text
			);
		}
		assert.equal( await admin.stock( product.id ), 0 );
		const orders = await admin.ordersOf( product.id );
		assert.equal( orders.length, STOCK );
		// Each order costs what its shopper's cart showed.
		for ( const response of placed ) {
			const index = responses.indexOf( response );
			const order = orders.find(
				( o ) => o.id === response.body.order_id
			);
			assert.ok( order, `order ${ response.body.order_id } listed` );
			assert.equal(
				Math.round( Number( order.total ) * 100 ),
				Number( shoppers[ index ].total ),
				`order ${ order.id } total`
			);
		}
	} );

	it( 'three Place Order requests of one shopper at once: one order, the others find the cart spent', async () => {
		const product = await admin.product( 'Double click', 10 );
		const { shopper } = await shopperWithOne( product.id );
		const responses = await Promise.all( [
			placeOrder( shopper ),
			placeOrder( shopper ),
			placeOrder( shopper ),
		] );
		const statuses = responses.map( ( r ) => r.status ).sort();
		assert.deepEqual( statuses, [ 200, 409, 409 ] );
		for ( const refused of responses.filter( ( r ) => r.status === 409 ) ) {
			assert.equal( refused.body.code, 'woocommerce_rest_cart_empty' );
		}
		assert.equal( ( await admin.ordersOf( product.id ) ).length, 1 );
		assert.equal( await admin.stock( product.id ), 9 );
	} );
} );
