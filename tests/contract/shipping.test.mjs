/**
 * Contract: POST /cart/update-customer and /cart/select-shipping-rate; shipping packages split
 * by shipping class, flat rate / free shipping / local pickup, destinations (an invalid address
 * is refused, a country the shop does not ship to gets pickup only), and taxes by country.
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
		assert.equal( cart.fees[ 0 ].key, 'bulky-item-handling' );
		assert.equal( cart.fees[ 0 ].totals.total, '250' );
	} );

	it( 'calculates shipping to the base country before any address is given', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const cart = ( await shopper.get( '/cart' ) ).body;
		assert.equal( cart.has_calculated_shipping, true );
		assert.equal( cart.shipping_rates[ 0 ].destination.country, 'GB' );
		assert.deepEqual( rateIds( cart.shipping_rates[ 0 ] ), [
			'flat_rate:1',
			'pickup_location:0',
			'pickup_location:1',
		] );
		assert.equal( cart.totals.total_shipping, '399' );
	} );

	it( 'offers free shipping over £50, counted without tax and after discounts', async () => {
		const shopper = await shopperWith( [ [ 'sunglasses', 1 ] ] );
		const cart = ( await shipTo( shopper, { country: 'GB' } ) ).body;
		assert.ok(
			rateIds( cart.shipping_rates[ 0 ] ).includes( 'free_shipping:2' )
		);
		// £44 without tax is £52.80 with it: no free shipping.
		const under = await shopperWith( [
			[ 'beanie', 1 ],
			[ 'cap', 1 ],
			[ 'socks', 2 ],
		] );
		const underCart = ( await under.get( '/cart' ) ).body;
		assert.equal( underCart.totals.total_items, '4400' );
		assert.ok(
			! rateIds( underCart.shipping_rates[ 0 ] ).includes(
				'free_shipping:2'
			)
		);
		// £54 less 10 % is £48.60: none either.
		const discounted = await shopperWith( [ [ 'beanie', 3 ] ] );
		assert.ok(
			rateIds(
				( await discounted.get( '/cart' ) ).body.shipping_rates[ 0 ]
			).includes( 'free_shipping:2' )
		);
		const after = await discounted.post( '/cart/apply-coupon', {
			code: 'save10',
		} );
		assert.ok(
			! rateIds( after.body.shipping_rates[ 0 ] ).includes(
				'free_shipping:2'
			)
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

	it( 'needs a rate id; records a rate the package does not offer without selecting it', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const missing = await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
		} );
		assertError( missing, 400, 'rest_missing_callback_param' );
		assert.deepEqual( missing.body.data.params, [ 'rate_id' ] );
		await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'pickup_location:0',
		} );
		const unknown = await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'flat_rate:999',
		} );
		assert.equal( unknown.status, 200 );
		const selected = unknown.body.shipping_rates[ 0 ].shipping_rates.filter(
			( rate ) => rate.selected
		);
		assert.deepEqual(
			selected.map( ( rate ) => rate.rate_id ),
			[ 'flat_rate:1' ],
			'the default rate'
		);
	} );

	it( 'ships nothing for a virtual cart', async () => {
		const virtual = await shopperWith( [ [ 'e-book', 1 ] ] );
		const cart = ( await virtual.get( '/cart' ) ).body;
		assert.equal( cart.needs_shipping, false );
		assert.equal( cart.has_calculated_shipping, false );
		assert.deepEqual( cart.shipping_rates, [] );
		assert.equal( cart.totals.total_shipping, null );
		assert.deepEqual(
			cart.payment_methods,
			[ 'bacs', 'cheque', 'kassa_test_card' ],
			'no COD without shipping'
		);
		const response = await virtual.post( '/cart/select-shipping-rate', {
			rate_id: 'flat_rate:1',
		} );
		assert.equal( response.status, 200 );
		assert.deepEqual( response.body.shipping_rates, [] );
	} );

	const invalidAddresses = [
		[ 'an unknown country', { country: 'XX' }, 'invalid_country' ],
		[ 'an invalid state', { country: 'US', state: 'ZZ' }, 'invalid_state' ],
		[
			'an invalid postcode',
			{ country: 'GB', postcode: 'NONSENSE' },
			'invalid_postcode',
		],
	];
	for ( const [ name, address, detail ] of invalidAddresses ) {
		it( `refuses ${ name } and keeps the address`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const response = await shipTo( shopper, address );
			assertError( response, 400, 'rest_invalid_param' );
			assert.equal(
				response.body.data.details.shipping_address.code,
				detail
			);
			const cart = ( await shopper.get( '/cart' ) ).body;
			assert.equal( cart.shipping_address.country, 'GB' );
			assert.equal( cart.shipping_address.state, '' );
		} );
	}

	const pickupOnly = [
		[
			'a missing country',
			{ country: '', city: 'Paris', postcode: '75001' },
			'',
		],
		[
			'a country we do not ship to',
			{ country: 'JP', state: 'JP13' },
			'JP',
		],
	];
	for ( const [ name, address, country ] of pickupOnly ) {
		it( `offers only pickup, chosen by nobody, for ${ name }`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const response = await shipTo( shopper, address );
			assert.equal( response.status, 200 );
			assertSchema( response.body, 'cart.json' );
			assert.deepEqual( response.body.errors, [] );
			assert.equal( response.body.shipping_address.country, country );
			const [ pkg ] = response.body.shipping_rates;
			assert.deepEqual( rateIds( pkg ), [
				'pickup_location:0',
				'pickup_location:1',
			] );
			assert.ok(
				pkg.shipping_rates.every( ( rate ) => ! rate.selected ),
				'no rate is selected for the shopper'
			);
			assert.equal( response.body.totals.total_tax, '0', 'no tax' );
		} );
	}

	it( 'formats a postcode for its country', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shipTo( shopper, {
			country: 'GB',
			postcode: ' sw1a1aa ',
		} );
		assert.equal( response.status, 200 );
		assert.equal( response.body.shipping_address.postcode, 'SW1A 1AA' );
		// The postcode stays: another country must take it too (or the update is refused).
		const france = await shipTo( shopper, { country: 'FR' } );
		assertError( france, 400, 'rest_invalid_param' );
		const lower = await shipTo( shopper, {
			country: 'de',
			postcode: '10115',
		} );
		assert.equal( lower.status, 200 );
		assert.equal( lower.body.shipping_address.country, 'DE' );
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

	it( 'drops an invalid billing email rather than refuse it', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		await shopper.post( '/cart/update-customer', {
			billing_address: { email: 'ann@example.com' },
		} );
		const response = await shopper.post( '/cart/update-customer', {
			billing_address: { email: 'not-an-email' },
		} );
		assert.equal( response.status, 200 );
		assert.equal( response.body.billing_address.email, '' );
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
