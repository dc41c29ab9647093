/**
 * Contract: POST /cart/update-customer and /cart/select-shipping-rate; shipping packages split
 * by shipping class, flat rate / free shipping / local pickup, destination errors, and taxes by
 * country.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { assertError, assertSchema, shopperWith } from './lib/client.mjs';

const shipTo = ( shopper, address ) =>
	shopper.post( '/cart/update-customer', { shipping_address: address } );

const rateIds = ( pkg ) => pkg.shipping_rates.map( ( rate ) => rate.rate_id );

describe( 'shipping', () => {
	it( 'splits two shipping classes into two packages', async () => {
		const shopper = await shopperWith( [
			[ 'beanie', 1 ],
			[ 'armchair', 1 ],
		] );
		const response = await shipTo( shopper, {
			country: 'GB',
			city: 'London',
			postcode: 'SW1A 1AA',
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		const cart = response.body;
		assert.equal( cart.shipping_rates.length, 2 );
		assert.equal( cart.has_calculated_shipping, true );
		assert.deepEqual(
			cart.shipping_rates.map( ( pkg ) => pkg.items.length ),
			[ 1, 1 ]
		);
		for ( const pkg of cart.shipping_rates ) {
			assert.equal(
				pkg.shipping_rates.filter( ( rate ) => rate.selected ).length,
				1,
				'the first rate is selected'
			);
		}
		assert.equal( cart.fees[ 0 ].id, 'bulky-item-handling' );
	} );

	it( 'offers free shipping over the threshold', async () => {
		const shopper = await shopperWith( [ [ 'sunglasses', 1 ] ] );
		const cart = ( await shipTo( shopper, { country: 'GB' } ) ).body;
		assert.ok(
			rateIds( cart.shipping_rates[ 0 ] ).includes( 'free_shipping:2' )
		);
	} );

	it( 'selects a rate per package', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		await shipTo( shopper, { country: 'GB' } );
		const response = await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'pickup_location:1',
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		const selected = response.body.shipping_rates[ 0 ].shipping_rates.find(
			( rate ) => rate.selected
		);
		assert.equal( selected.rate_id, 'pickup_location:1' );
		assert.equal( response.body.totals.total_shipping, '0' );
	} );

	it( 'selects a pickup rate for every package without a package id', async () => {
		const shopper = await shopperWith( [
			[ 'beanie', 1 ],
			[ 'armchair', 1 ],
		] );
		const response = await shopper.post( '/cart/select-shipping-rate', {
			rate_id: 'pickup_location:0',
		} );
		assert.equal( response.status, 200 );
		for ( const pkg of response.body.shipping_rates ) {
			const selected = pkg.shipping_rates.find(
				( rate ) => rate.selected
			);
			assert.equal( selected.rate_id, 'pickup_location:0' );
			assert.ok(
				selected.meta_data.some(
					( meta ) =>
						meta.key === 'pickup_address' && meta.value.length > 0
				)
			);
		}
	} );

	it( 'refuses a missing or unknown rate, and shipping for virtual carts', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		assertError(
			await shopper.post( '/cart/select-shipping-rate', {
				package_id: 0,
			} ),
			400,
			'woocommerce_rest_cart_missing_rate_id'
		);
		assertError(
			await shopper.post( '/cart/select-shipping-rate', {
				package_id: 0,
				rate_id: 'flat_rate:999',
			} ),
			400,
			'woocommerce_rest_cart_missing_rate_id'
		);
		const virtual = await shopperWith( [ [ 'e-book', 1 ] ] );
		const cart = ( await virtual.get( '/cart' ) ).body;
		assert.equal( cart.needs_shipping, false );
		assert.deepEqual( cart.shipping_rates, [] );
		assert.ok(
			! cart.payment_methods.includes( 'cod' ),
			'no COD without shipping'
		);
		assertError(
			await virtual.post( '/cart/select-shipping-rate', {
				rate_id: 'flat_rate:1',
			} ),
			404,
			'woocommerce_rest_shipping_disabled'
		);
	} );

	const destinationErrors = [
		[
			'an unknown country',
			{ country: 'XX' },
			'woocommerce_rest_cart_shipping_rates_invalid_country',
		],
		[
			'a missing country',
			{ country: '', city: 'Paris', postcode: '75001' },
			'woocommerce_rest_cart_shipping_rates_missing_country',
		],
		[
			'an invalid state',
			{ country: 'US', state: 'ZZ' },
			'woocommerce_rest_cart_shipping_rates_invalid_state',
		],
		[
			'a country we do not ship to',
			{ country: 'JP', state: 'JP13' },
			'woocommerce_rest_cart_shipping_rates_invalid_country',
		],
	];
	for ( const [ name, address, code ] of destinationErrors ) {
		it( `gives a cart error for ${ name }`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const response = await shipTo( shopper, address );
			assert.equal( response.status, 200 );
			assertSchema( response.body, 'cart.json' );
			assert.equal( response.body.errors[ 0 ].code, code );
			assert.equal( response.body.has_calculated_shipping, false );
			assert.ok(
				rateIds( response.body.shipping_rates[ 0 ] ).every( ( id ) =>
					id.startsWith( 'pickup_location:' )
				),
				'only pickup is offered'
			);
		} );
	}

	it( "says so for a country we do not ship to, with the spec's message", async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shipTo( shopper, { country: 'JP' } );
		assert.equal(
			response.body.errors[ 0 ].message,
			'Sorry, we do not ship orders to the selected country'
		);
	} );

	it( 'matches a state typed by name', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shipTo( shopper, {
			country: 'US',
			state: 'california',
		} );
		assert.equal( response.body.shipping_address.state, 'CA' );
		assert.deepEqual( response.body.errors, [] );
	} );

	it( 'refuses an invalid billing email', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/update-customer', {
			billing_address: { email: 'not-an-email' },
		} );
		assertError( response, 400, 'rest_invalid_param' );
	} );
} );

describe( 'taxes by destination', () => {
	const cases = [
		[ 'GB', '', 'VAT', '20%', '360' ],
		[ 'DE', '', 'MwSt.', '19%', '342' ],
		[ 'US', 'CA', 'CA Tax', '7.25%', '131' ],
		[ 'US', 'NY', null, null, '0' ],
	];
	for ( const [ country, state, name, rate, itemTax ] of cases ) {
		it( `charges ${ rate || 'no tax' } in ${ country }${ state ? '-' + state : '' }`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const cart = ( await shipTo( shopper, { country, state } ) ).body;
			assertSchema( cart, 'cart.json' );
			assert.equal( cart.totals.total_items_tax, itemTax );
			if ( name ) {
				assert.deepEqual(
					cart.totals.tax_lines.map( ( line ) => [
						line.name,
						line.rate,
					] ),
					[ [ name, rate ] ]
				);
			} else {
				assert.deepEqual( cart.totals.tax_lines, [] );
			}
			const sum =
				Number( cart.totals.total_items ) -
				Number( cart.totals.total_discount ) +
				Number( cart.totals.total_fees ) +
				Number( cart.totals.total_shipping ) +
				Number( cart.totals.total_tax );
			assert.equal( String( sum ), cart.totals.total_price );
		} );
	}

	it( 'shows item prices including tax when the shop displays them so', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const [ item ] = ( await shipTo( shopper, { country: 'GB' } ) ).body
			.items;
		const display = Number( item.prices.price );
		const net = Number( item.totals.line_subtotal );
		const tax = Number( item.totals.line_subtotal_tax );
		assert.ok(
			display === net || display === net + tax,
			'price is either the net price or the gross price'
		);
	} );
} );
