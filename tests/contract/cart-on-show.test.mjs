/**
 * Contract: Kassa's check of the cart on show (includes/woocommerce/class-kassa-woocommerce-cart-check.php).
 * POST /checkout carries what the page showed the shopper being charged for (extension data
 * `kassa/cart-on-show`); the server compares it with the cart the order is made from, priced
 * for the addresses the order carries, and refuses any difference with `kassa_cart_changed`
 * (409) and the cart as it is. Addresses and field values are never compared.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
	assertError,
	assertSchema,
	makeAddress,
	shopperWith,
} from './lib/client.mjs';

const NAMESPACE = 'kassa/cart-on-show';

/**
 * What a Store API cart charges for, in the form Kassa's checkout sends it
 * (stores/checkout/cart-on-show.ts).
 *
 * @param {Object} cart The cart.
 * @return {Object} Lines, coupons, chosen rates, fees and total.
 */
const onShow = ( cart ) => ( {
	items: cart.items.map( ( item ) => `${ item.key }:${ item.quantity }` ),
	coupons: cart.coupons.map( ( coupon ) => coupon.code ),
	shipping_rates: cart.shipping_rates.map(
		( pkg ) =>
			`${ pkg.package_id }:${
				pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id ??
				''
			}`
	),
	fees: cart.fees.map( ( fee ) => `${ fee.key }:${ fee.totals.total }` ),
	total: cart.totals.total_price,
} );

const checkout = ( shopper, shown, overrides = {} ) =>
	shopper.post( '/checkout', {
		billing_address: makeAddress(),
		shipping_address: makeAddress(),
		payment_method: 'cheque',
		payment_data: [],
		extensions: shown ? { [ NAMESPACE ]: shown } : {},
		...overrides,
	} );

/**
 * A shopper with a beanie and an armchair (two packages, the armchair's handling fee), the
 * coupon save10 and pickup chosen for the beanie's package, its address set: every part of
 * what the cart on show holds.
 *
 * @return {Promise<{shopper: Object, cart: Object}>} The shopper and its cart.
 */
async function shopperWithEverything() {
	const shopper = await shopperWith( [
		[ 'beanie', 1 ],
		[ 'armchair', 1 ],
	] );
	await shopper.post( '/cart/update-customer', {
		shipping_address: makeAddress(),
		billing_address: makeAddress(),
	} );
	await shopper.post( '/cart/apply-coupon', { code: 'save10' } );
	const response = await shopper.post( '/cart/select-shipping-rate', {
		package_id: 0,
		rate_id: 'pickup_location:1',
	} );
	assert.equal( response.status, 200, JSON.stringify( response.body ) );
	const cart = response.body;
	assert.equal( cart.shipping_rates.length, 2 );
	assert.equal( cart.fees.length, 1 );
	assert.equal( cart.coupons.length, 1 );
	return { shopper, cart };
}

describe( 'the cart on show', () => {
	it( 'places the order when the cart is the one on show', async () => {
		const { shopper, cart } = await shopperWithEverything();
		const response = await checkout( shopper, onShow( cart ) );
		assert.equal( response.status, 200, JSON.stringify( response.body ) );
		assert.ok( response.body.order_id > 0 );
	} );

	const changes = [
		[
			'a quantity',
			( shown ) => ( {
				items: shown.items.map( ( line, i ) =>
					i ? line : line.replace( /:\d+$/, ':2' )
				),
			} ),
		],
		[ 'a line', ( shown ) => ( { items: shown.items.slice( 1 ) } ) ],
		[ 'the coupons', () => ( { coupons: [] } ) ],
		[
			"a package's rate",
			( shown ) => ( {
				shipping_rates: [ '0:flat_rate:1', shown.shipping_rates[ 1 ] ],
			} ),
		],
		[ 'a fee', () => ( { fees: [] } ) ],
		[
			'the total',
			( shown ) => ( {
				total: String( Number( shown.total ) + 1 ),
			} ),
		],
	];
	for ( const [ what, change ] of changes ) {
		it( `refuses an order whose cart on show differs in ${ what }, with the cart as it is`, async () => {
			const { shopper, cart } = await shopperWithEverything();
			const shown = onShow( cart );
			const refused = await checkout( shopper, {
				...shown,
				...change( shown ),
			} );
			assertError( refused, 409, 'kassa_cart_changed' );
			assert.equal(
				refused.body.message,
				'Your cart has changed since this page showed it. Check your order and its total, then place it again.'
			);
			assertSchema( refused.body.data.cart, 'cart.json' );
			assert.deepEqual( onShow( refused.body.data.cart ), shown );
			// Nothing was placed: the cart is still there, and the right one places.
			const placed = await checkout( shopper, shown );
			assert.equal( placed.status, 200, JSON.stringify( placed.body ) );
		} );
	}

	it( 'prices the cart for the addresses the order carries before comparing', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const uk = (
			await shopper.post( '/cart/update-customer', {
				shipping_address: makeAddress(),
				billing_address: makeAddress(),
			} )
		).body;
		// The page showed the cart priced for the UK; the order goes to Germany.
		const germany = makeAddress( {
			country: 'DE',
			city: 'Berlin',
			postcode: '10117',
		} );
		const refused = await checkout( shopper, onShow( uk ), {
			shipping_address: germany,
			billing_address: germany,
		} );
		assertError( refused, 409, 'kassa_cart_changed' );
		assert.notEqual(
			refused.body.data.cart.totals.total_price,
			uk.totals.total_price
		);
		const placed = await checkout(
			shopper,
			onShow( refused.body.data.cart ),
			{ shipping_address: germany, billing_address: germany }
		);
		assert.equal( placed.status, 200, JSON.stringify( placed.body ) );
	} );

	it( "never compares an address or a field's value", async () => {
		const { shopper, cart } = await shopperWithEverything();
		const elsewhere = makeAddress( {
			first_name: 'Grace',
			address_1: '2 Low Street',
			phone: '',
		} );
		const response = await checkout( shopper, onShow( cart ), {
			shipping_address: elsewhere,
			billing_address: { ...elsewhere, email: 'grace@example.com' },
			customer_note: 'Ring twice.',
		} );
		assert.equal( response.status, 200, JSON.stringify( response.body ) );
	} );

	it( 'places an order that carries no cart on show (another client) as WooCommerce does', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await checkout( shopper, null );
		assert.equal( response.status, 200, JSON.stringify( response.body ) );
	} );

	it( 'refuses a cart on show that is not one', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await checkout( shopper, { items: 'all', total: 1 } );
		assertError( response, 400, 'rest_invalid_param' );
	} );
} );
