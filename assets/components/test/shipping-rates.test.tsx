import { fireEvent, render, screen, within } from '@testing-library/react';

import PackageRates from '../shipping-rates/package-rates';
import ShippingPackages from '../shipping-rates/packages';
import PickupAddress from '../shipping-rates/pickup-address';
import ShippingAddressSummary from '../shipping-rates/shipping-address-summary';
import { makePackage, makeRate } from './fixtures/factories';

describe( 'package rates', () => {
	it( "lists each rate with its price, or 'Free' for zero, a space between them", () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ makePackage().shipping_rates }
				onSelectRate={ jest.fn() }
			/>
		);
		const flat = screen.getByRole( 'radio', { name: /Flat rate/ } );
		const free = screen.getByRole( 'radio', { name: /Free shipping/ } );
		expect( ( flat as HTMLInputElement ).checked ).toBe( true );
		expect( flat.closest( 'div' )?.textContent ).toBe( 'Flat rate £5.00' );
		expect( free.closest( 'div' )?.textContent ).toBe(
			'Free shipping Free'
		);
	} );

	it( 'groups the radios under a legend', () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ [ makeRate() ] }
				onSelectRate={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'group', { name: 'Shipping options' } )
		).toBeTruthy();
	} );

	it( 'adds taxes to prices when prices include tax', () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ [ makeRate() ] }
				onSelectRate={ jest.fn() }
				displayPricesIncludingTax
			/>
		);
		expect( screen.getByText( '£6.00' ) ).toBeTruthy();
	} );

	it( 'shows the delivery time, else the description', () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ [
					makeRate( { delivery_time: '2-3 days', description: 'x' } ),
					makeRate( {
						rate_id: 'flat_rate:9',
						description: 'Tracked',
					} ),
				] }
				onSelectRate={ jest.fn() }
			/>
		);
		expect( screen.getByText( '2-3 days' ) ).toBeTruthy();
		expect( screen.getByText( 'Tracked' ) ).toBeTruthy();
	} );

	it( 'selects a rate', () => {
		const onSelectRate = jest.fn();
		render(
			<PackageRates
				packageId={ 0 }
				rates={ makePackage().shipping_rates }
				onSelectRate={ onSelectRate }
			/>
		);
		const free = screen.getByRole( 'radio', { name: /Free shipping/ } );
		fireEvent.click( free );
		expect( onSelectRate ).toHaveBeenCalledWith( 'free_shipping:2' );
		expect( ( free as HTMLInputElement ).checked ).toBe( true );
	} );

	it( "labels a pickup rate 'Collection from <address/>'", () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ [
					makeRate( {
						rate_id: 'pickup_location:0',
						method_id: 'pickup_location',
						name: 'Shop',
						price: '0',
						meta_data: [
							{
								key: 'pickup_address',
								value: '1 Market St, Leeds',
							},
						],
					} ),
				] }
				onSelectRate={ jest.fn() }
			/>
		);
		expect(
			document.querySelector( '.kassa-pickup-address' )?.textContent
		).toBe( 'Collection from 1 Market St, Leeds' );
	} );

	it( 'shows the message when there are no rates', () => {
		render(
			<PackageRates
				packageId={ 0 }
				rates={ [] }
				onSelectRate={ jest.fn() }
				noRatesMessage="Nothing here"
			/>
		);
		expect( screen.getByText( 'Nothing here' ) ).toBeTruthy();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
	} );
} );

describe( 'pickup address', () => {
	it( 'renders nothing without a pickup_address', () => {
		const { container } = render( <PickupAddress rate={ makeRate() } /> );
		expect( container.innerHTML ).toBe( '' );
	} );
} );

describe( 'shipping packages', () => {
	it( 'shows a single package without a panel', () => {
		render(
			<ShippingPackages
				packages={ [ makePackage() ] }
				onSelectRate={ jest.fn() }
			/>
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getAllByRole( 'radio' ) ).toHaveLength( 2 );
	} );

	it( 'puts each package in a collapsible panel when there are several', () => {
		const onSelectRate = jest.fn();
		render(
			<ShippingPackages
				packages={ [
					makePackage(),
					makePackage( {
						package_id: 1,
						name: 'Shipment 2',
						items: [
							{ key: 'line-2', name: 'Scarf', quantity: 1 },
						],
					} ),
				] }
				onSelectRate={ onSelectRate }
			/>
		);
		const second = screen.getByRole( 'button', { name: 'Shipment 2' } );
		expect( second.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const panel = document.getElementById(
			second.getAttribute( 'aria-controls' ) as string
		) as HTMLElement;
		expect( within( panel ).getByText( 'Scarf × 1' ) ).toBeTruthy();
		fireEvent.click(
			within( panel ).getByRole( 'radio', { name: /Free shipping/ } )
		);
		expect( onSelectRate ).toHaveBeenCalledWith( 1, 'free_shipping:2' );
		fireEvent.click( second );
		expect( panel.hidden ).toBe( true );
	} );
} );

describe( 'shipping address summary', () => {
	const address = {
		city: 'London',
		state: '',
		postcode: 'N1 1AA',
		country: 'GB',
	};

	it( "reads 'Delivers to <address/>' when rates exist", () => {
		const { container } = render(
			<ShippingAddressSummary
				address={ address }
				isAddressComplete
				hasRates
				countries={ { GB: 'United Kingdom (UK)' } }
			/>
		);
		expect( container.textContent ).toBe(
			'Delivers to London, N1 1AA, United Kingdom (UK)'
		);
	} );

	it( "reads 'No delivery options available for <address/>' without rates", () => {
		const { container } = render(
			<ShippingAddressSummary
				address={ { ...address, country: 'US', state: 'CA' } }
				isAddressComplete
				hasRates={ false }
				countryStates={ { US: { CA: 'California' } } }
			/>
		);
		expect( container.textContent ).toBe(
			'No delivery options available for London, California, N1 1AA, US'
		);
	} );

	it( "asks to 'Enter address to check delivery options' when incomplete", () => {
		const { container } = render(
			<ShippingAddressSummary
				address={ address }
				isAddressComplete={ false }
				hasRates
			/>
		);
		expect( container.textContent ).toBe(
			'Enter address to check delivery options'
		);
	} );
} );
