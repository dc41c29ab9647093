import { getQuantityLimits, normalizeQuantity } from '../quantity';
import {
	getRatesToAutoSelect,
	getShippingErrorStatusFromErrors,
	hasSelectedShippingRates,
	isPickupRate,
} from '../shipping';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';

describe( 'quantity (SPEC §5)', () => {
	const limits = { minimum: 2, maximum: 10, multiple_of: 2 };

	it( 'clamps to the line minimum', () => {
		expect( normalizeQuantity( 0, limits ) ).toBe( 2 );
	} );

	it( 'clamps to the line maximum', () => {
		expect( normalizeQuantity( 50, limits ) ).toBe( 10 );
	} );

	it( 'rounds down to a multiple of the step', () => {
		expect( normalizeQuantity( 7, limits ) ).toBe( 6 );
	} );

	it( 'uses the default limits 1, 99 and 1 when the line has none', () => {
		const item = makeCartItem();
		( item as { quantity_limits: unknown } ).quantity_limits = undefined;
		expect( getQuantityLimits( item ) ).toEqual( {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
		} );
	} );

	it( 'reads the line limits', () => {
		expect(
			getQuantityLimits(
				makeCartItem( { quantity_limits: { minimum: 2 } } )
			).minimum
		).toBe( 2 );
	} );
} );

describe( 'shipping error status (SPEC §4)', () => {
	it.each( [
		'woocommerce_rest_cart_shipping_rates_invalid_country',
		'woocommerce_rest_cart_shipping_rates_missing_country',
		'woocommerce_rest_cart_shipping_rates_invalid_state',
	] )( 'is invalid_address for %s', ( code ) => {
		expect(
			getShippingErrorStatusFromErrors( [ { code, message: '' } ] )
		).toBe( 'invalid_address' );
	} );

	it( 'is none without shipping errors', () => {
		expect(
			getShippingErrorStatusFromErrors( [
				{ code: 'woocommerce_rest_product_out_of_stock', message: '' },
			] )
		).toBe( 'none' );
	} );

	it( "is invalid_address when the Store API refused the address (WooCommerce 11's rest_invalid_param)", () => {
		expect(
			getShippingErrorStatusFromErrors( [], 'rest_invalid_param' )
		).toBe( 'invalid_address' );
	} );

	it( 'is unknown_error when the last shipping request failed', () => {
		expect( getShippingErrorStatusFromErrors( [], 'fetch_error' ) ).toBe(
			'unknown_error'
		);
	} );
} );

describe( 'shipping rate selection (SPEC §4)', () => {
	it( 'auto-selects the first rate of a package with none selected', () => {
		expect(
			getRatesToAutoSelect( [
				makeShippingPackage( {
					package_id: 3,
					shipping_rates: [
						makeShippingRate( { rate_id: 'flat_rate:1' } ),
						makeShippingRate( { rate_id: 'free_shipping:2' } ),
					],
				} ),
				makeShippingPackage(),
			] )
		).toEqual( [ { packageId: 3, rateId: 'flat_rate:1' } ] );
	} );

	it( 'never auto-selects local pickup: a pickup-only package waits for the shopper', () => {
		expect(
			getRatesToAutoSelect( [
				makeShippingPackage( {
					package_id: 0,
					shipping_rates: [
						makeShippingRate( { rate_id: 'pickup_location:0' } ),
						makeShippingRate( { rate_id: 'flat_rate:1' } ),
					],
				} ),
				makeShippingPackage( {
					package_id: 1,
					shipping_rates: [
						makeShippingRate( { rate_id: 'pickup_location:0' } ),
						makeShippingRate( { rate_id: 'pickup_location:1' } ),
					],
				} ),
			] )
		).toEqual( [ { packageId: 0, rateId: 'flat_rate:1' } ] );
	} );

	it( 'recognises local pickup rates', () => {
		expect( isPickupRate( 'pickup_location:2' ) ).toBe( true );
		expect( isPickupRate( 'flat_rate:0' ) ).toBe( false );
	} );

	it( 'knows whether every package has a selected rate', () => {
		expect( hasSelectedShippingRates( makeCart() ) ).toBe( true );
		expect(
			hasSelectedShippingRates(
				makeCart( {
					shipping_rates: [
						makeShippingPackage( {
							shipping_rates: [ makeShippingRate() ],
						} ),
					],
				} )
			)
		).toBe( false );
		expect(
			hasSelectedShippingRates(
				makeCart( { needs_shipping: false, shipping_rates: [] } )
			)
		).toBe( true );
	} );
} );
