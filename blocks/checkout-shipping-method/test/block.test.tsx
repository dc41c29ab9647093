import { render, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import type { PriceRange } from '../../../assets/utils/rate-prices';
import ShippingMethodBlock from '../block';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import {
	makeCart,
	makeShippingPackage,
	makeShippingRate,
} from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	setSettings( { localPickupEnabled: true } );
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => {
	stop();
	setSettings( {} );
} );

const pickupRate = ( id: number, price: string ) =>
	makeShippingRate( {
		rate_id: `pickup_location:${ id }`,
		method_id: 'pickup_location',
		price,
	} );

/**
 * A cart shipping one package: flat rate 5 € or 8 € (with 20 % tax), or pickup at 2 € or free.
 */
const receiveCart = () =>
	registry.dispatch( cartStore ).receiveCart(
		makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					shipping_rates: [
						makeShippingRate( { taxes: '100', selected: true } ),
						makeShippingRate( {
							rate_id: 'flat_rate:2',
							price: '800',
							taxes: '160',
						} ),
						pickupRate( 1, '200' ),
						pickupRate( 2, '0' ),
					],
				} ),
			],
		} )
	);

const renderBlock = (
	props: Parameters< typeof ShippingMethodBlock >[ 0 ] = {},
	isEditor = false
) =>
	render( <ShippingMethodBlock { ...props } />, {
		wrapper: registryWrapper( registry, isEditor ),
	} );

describe( 'the Delivery block', () => {
	it( 'offers Ship and Pickup, without icons or prices, by default', () => {
		receiveCart();
		const { container } = renderBlock();
		expect( screen.getByRole( 'radio', { name: 'Ship' } ) ).toBeTruthy();
		expect( screen.getByRole( 'radio', { name: 'Pickup' } ) ).toBeTruthy();
		expect( container.querySelector( 'svg' ) ).toBeNull();
	} );

	it( 'shows the admin’s labels and icons', () => {
		receiveCart();
		const { container } = renderBlock( {
			shippingText: 'By van',
			localPickupText: 'Collect',
			showIcon: true,
		} );
		expect( screen.getByRole( 'radio', { name: 'By van' } ) ).toBeTruthy();
		expect( screen.getByRole( 'radio', { name: 'Collect' } ) ).toBeTruthy();
		expect(
			container.querySelectorAll( '.kassa-checkout-toggle__icon' )
		).toHaveLength( 2 );
	} );

	it( 'shows the cheapest shipping rate and pickup price, as the shop displays prices', () => {
		receiveCart();
		renderBlock( { showPrice: true } );
		expect(
			screen.getByRole( 'radio', { name: 'Ship from 5,00 €' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Pickup from 0,00 €' } )
		).toBeTruthy();
	} );

	it( 'adds the rates’ taxes where the shop shows prices with tax', () => {
		setSettings( {
			localPickupEnabled: true,
			displayCartPricesIncludingTax: true,
		} );
		receiveCart();
		renderBlock( { showPrice: true } );
		expect(
			screen.getByRole( 'radio', { name: 'Ship from 6,00 €' } )
		).toBeTruthy();
	} );

	it( 'is not there for a cart without pickup rates', () => {
		registry.dispatch( cartStore ).receiveCart( makeCart() );
		const { container } = renderBlock( { showPrice: true } );
		expect( container.textContent ).toBe( '' );
	} );

	it( 'shows the editor’s sample prices while the preview cart has no rates', () => {
		registry.dispatch( cartStore ).receiveCart( makeCart() );
		const range = ( amount: number ): PriceRange => ( {
			min: amount,
			max: amount,
			currency: { currency_prefix: '£', currency_minor_unit: 2 },
		} );
		renderBlock(
			{
				showPrice: true,
				preview: { ship: range( 500 ), pickup: range( 0 ) },
			},
			true
		);
		expect(
			screen.getByRole( 'radio', { name: 'Ship £5.00' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Pickup Free' } )
		).toBeTruthy();
	} );
} );
