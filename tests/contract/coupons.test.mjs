/**
 * Contract: POST /cart/apply-coupon and /cart/remove-coupon, with the Store API's codes and
 * messages for coupons that do not exist, have expired or need a minimum spend.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { assertError, assertSchema, shopperWith } from './lib/client.mjs';

describe( 'coupons', () => {
	it( 'applies a percentage coupon', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'SAVE10',
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		const [ coupon ] = response.body.coupons;
		assert.equal( coupon.code, 'save10' );
		assert.equal( coupon.discount_type, 'percent' );
		assert.equal( coupon.totals.total_discount, '180' );
		assert.equal( response.body.totals.total_discount, '180' );
		assert.equal( response.body.items[ 0 ].totals.line_total, '1620' );
	} );

	it( 'applies a fixed cart coupon', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'fiver',
		} );
		assert.equal( response.status, 200 );
		assert.equal( response.body.coupons[ 0 ].discount_type, 'fixed_cart' );
		assert.equal( response.body.totals.total_discount, '500' );
	} );

	it( 'a free shipping coupon offers free shipping', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const before = ( await shopper.get( '/cart' ) ).body;
		const ids = ( cart ) =>
			cart.shipping_rates[ 0 ].shipping_rates.map(
				( rate ) => rate.rate_id
			);
		assert.ok( ! ids( before ).includes( 'free_shipping:2' ) );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'freeship',
		} );
		assert.ok( ids( response.body ).includes( 'free_shipping:2' ) );
		const selected = response.body.shipping_rates[ 0 ].shipping_rates.find(
			( rate ) => rate.selected
		);
		assert.equal( selected.rate_id, 'free_shipping:2', 'and selects it' );
		assert.equal( response.body.totals.total_shipping, '0' );
	} );

	it( 'shares a discount out over the lines, dearest first', async () => {
		const shopper = await shopperWith( [
			[ 'armchair', 1 ],
			[ 'e-book', 1 ],
		] );
		await shopper.post( '/cart/apply-coupon', { code: 'save10' } );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'fiver',
		} );
		assert.equal( response.status, 200 );
		// 10 % of £258.99 is £25.90: £24.90 + £0.99 rounded down, the missing penny on the
		// armchair; then £5 off, £2.50 a line.
		assert.deepEqual(
			response.body.items.map( ( item ) => [
				item.name,
				item.totals.line_total,
			] ),
			[
				[ 'Armchair', '22159' ],
				[ 'E-book', '650' ],
			]
		);
		assert.deepEqual(
			response.body.coupons.map( ( coupon ) => [
				coupon.code,
				coupon.totals.total_discount,
			] ),
			[
				[ 'save10', '2590' ],
				[ 'fiver', '500' ],
			]
		);
	} );

	it( 'refuses an expired coupon', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'expired',
		} );
		assertError( response, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.equal(
			response.body.message,
			'Coupon &quot;expired&quot; has expired.'
		);
	} );

	it( 'refuses a coupon whose minimum spend is not met', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.post( '/cart/apply-coupon', {
			code: 'bigspender',
		} );
		assertError( response, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.equal(
			response.body.message,
			'The minimum spend for coupon &quot;bigspender&quot; is &pound;100.00.'
		);
	} );

	it( 'refuses an unknown coupon and one applied twice', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const unknown = await shopper.post( '/cart/apply-coupon', {
			code: 'nope',
		} );
		assertError( unknown, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.equal(
			unknown.body.message,
			'Coupon &quot;nope&quot; cannot be applied because it does not exist.'
		);
		await shopper.post( '/cart/apply-coupon', { code: 'save10' } );
		const twice = await shopper.post( '/cart/apply-coupon', {
			code: ' Save10 ',
		} );
		assertError( twice, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.equal(
			twice.body.message,
			'Coupon code &quot;save10&quot; has already been applied.'
		);
		assert.equal( ( await shopper.get( '/cart' ) ).body.coupons.length, 1 );
	} );

	it( 'removes a coupon, and refuses one that is not applied', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		await shopper.post( '/cart/apply-coupon', { code: 'save10' } );
		const response = await shopper.post( '/cart/remove-coupon', {
			code: 'save10',
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'cart.json' );
		assert.deepEqual( response.body.coupons, [] );
		const notApplied = await shopper.post( '/cart/remove-coupon', {
			code: 'save10',
		} );
		assertError(
			notApplied,
			409,
			'woocommerce_rest_cart_coupon_invalid_code'
		);
		assertSchema( notApplied.body.data.cart, 'cart.json' );
		const unknown = await shopper.post( '/cart/remove-coupon', {
			code: 'nope',
		} );
		assertError( unknown, 400, 'woocommerce_rest_cart_coupon_error' );
		assert.equal( unknown.body.message, 'Invalid coupon code.' );
	} );
} );
