import type { ShippingPackage, ShippingRate } from '../../api/types';
import { getRatePriceRange, getShippingPriceRange } from '../rate-prices';

const makeRate = ( price: string, taxes = '0' ) =>
	( { rate_id: `flat_rate:${ price }`, price, taxes } ) as ShippingRate;

const makePackage = ( rates: ShippingRate[] ) =>
	( { package_id: 0, shipping_rates: rates } ) as ShippingPackage;

describe( 'rate price range', () => {
	it( 'is the cheapest and the dearest rate', () => {
		expect(
			getRatePriceRange(
				[ makeRate( '800' ), makeRate( '0' ), makeRate( '500' ) ],
				false
			)
		).toMatchObject( { min: 0, max: 800 } );
	} );

	it( 'adds the taxes when the shop shows prices with tax', () => {
		const rates = [ makeRate( '500', '100' ) ];
		expect( getRatePriceRange( rates, true ) ).toMatchObject( {
			min: 600,
			max: 600,
		} );
		expect( getRatePriceRange( rates, false ) ).toMatchObject( {
			min: 500,
		} );
	} );

	it( 'is nothing without rates', () => {
		expect( getRatePriceRange( [], false ) ).toBeNull();
	} );
} );

describe( 'shipping price range', () => {
	it( 'sums each package’s cheapest and dearest rate', () => {
		expect(
			getShippingPriceRange(
				[
					makePackage( [ makeRate( '500' ), makeRate( '0' ) ] ),
					makePackage( [ makeRate( '1200' ) ] ),
				],
				false
			)
		).toMatchObject( { min: 1200, max: 1700 } );
	} );

	it( 'is nothing while a package has no rates', () => {
		expect(
			getShippingPriceRange(
				[ makePackage( [ makeRate( '500' ) ] ), makePackage( [] ) ],
				false
			)
		).toBeNull();
		expect( getShippingPriceRange( [], false ) ).toBeNull();
	} );
} );
