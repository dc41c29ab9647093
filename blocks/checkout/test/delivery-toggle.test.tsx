import { fireEvent, render, screen } from '@testing-library/react';

import DeliveryToggle, {
	type DeliveryToggleOption,
} from '../components/delivery-toggle';
import type { PriceRange } from '../../../assets/utils/rate-prices';

const pounds = {
	currency_minor_unit: 2,
	currency_prefix: '£',
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
};

const range = ( min: number, max = min ): PriceRange => ( {
	min,
	max,
	currency: pounds,
} );

const renderToggle = (
	options: Array< Partial< DeliveryToggleOption > > = [],
	onChange = jest.fn()
) =>
	render(
		<DeliveryToggle
			label="Delivery"
			value="ship"
			onChange={ onChange }
			options={ [
				{ value: 'ship', label: 'Ship', ...options[ 0 ] },
				{ value: 'pickup', label: 'Pickup', ...options[ 1 ] },
			] }
		/>
	);

describe( 'delivery toggle', () => {
	it( 'is a radio group of the two choices, the chosen one checked', () => {
		renderToggle();
		expect(
			screen.getByRole( 'radiogroup', { name: 'Delivery' } )
		).toBeTruthy();
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Ship',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Pickup',
				} ) as HTMLInputElement
			 ).checked
		).toBe( false );
	} );

	it( 'shows the labels it is given', () => {
		renderToggle( [ { label: 'By van' }, { label: 'Collect in store' } ] );
		expect( screen.getByRole( 'radio', { name: 'By van' } ) ).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Collect in store' } )
		).toBeTruthy();
	} );

	it( 'tells the choice', () => {
		const onChange = jest.fn();
		renderToggle( [], onChange );
		fireEvent.click( screen.getByRole( 'radio', { name: 'Pickup' } ) );
		expect( onChange ).toHaveBeenCalledWith( 'pickup' );
	} );

	it( 'shows an icon only when given one', () => {
		const { container } = renderToggle( [
			{ icon: <svg data-testid="van" /> },
		] );
		expect( screen.getAllByTestId( 'van' ) ).toHaveLength( 1 );
		expect( container.querySelectorAll( 'svg' ) ).toHaveLength( 1 );
	} );

	it( 'shows no price without one', () => {
		const { container } = renderToggle();
		expect(
			container.querySelector( '.kassa-checkout-toggle__price' )
		).toBeNull();
	} );

	it( 'shows one price as it is, free rates as Free', () => {
		renderToggle( [ { price: range( 500 ) }, { price: range( 0 ) } ] );
		expect(
			screen.getByRole( 'radio', { name: 'Ship £5.00' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Pickup Free' } )
		).toBeTruthy();
	} );

	it( 'shows the cheapest of differing prices after “from”', () => {
		renderToggle( [
			{ price: range( 0, 1000 ) },
			{ price: range( 250, 500 ) },
		] );
		expect(
			screen.getByRole( 'radio', { name: 'Ship from £0.00' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Pickup from £2.50' } )
		).toBeTruthy();
	} );
} );
