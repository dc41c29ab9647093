import { fireEvent, render, screen } from '@testing-library/react';

import Select, { type SelectProps } from '../select';

const countries = [
	{ value: 'GB', label: 'United Kingdom (UK)' },
	{ value: 'NL', label: 'Netherlands' },
];

function renderSelect( props: Partial< SelectProps > = {} ) {
	const onChange = jest.fn();
	render(
		<Select
			id="shipping-country"
			label="Country / Region"
			value=""
			options={ countries }
			onChange={ onChange }
			{ ...props }
		/>
	);
	return { onChange, select: screen.getByRole( 'combobox' ) };
}

describe( 'select', () => {
	it( 'is labelled by its label', () => {
		const { select } = renderSelect();
		expect( screen.getByLabelText( 'Country / Region' ) ).toBe( select );
	} );

	it( "has a 'Select a %s' placeholder option", () => {
		renderSelect();
		expect(
			screen.getByRole( 'option', { name: 'Select a country / region' } )
		).toBeTruthy();
	} );

	it( 'reports the chosen value', () => {
		const { onChange, select } = renderSelect();
		fireEvent.change( select, { target: { value: 'NL' } } );
		expect( onChange ).toHaveBeenCalledWith( 'NL' );
	} );

	it( 'asks for a valid option when required and blank, after blur', () => {
		const { select } = renderSelect( { required: true } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.blur( select );
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toBe( 'Please select a valid option' );
		expect( select.getAttribute( 'aria-describedby' ) ).toBe( alert.id );
	} );

	it( 'uses a custom required message', () => {
		renderSelect( {
			required: true,
			requiredMessage: 'Please select a county',
			hideErrorUntilBlur: false,
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please select a county'
		);
	} );

	it( 'rejects a value that is not an option', () => {
		const onValidate = jest.fn();
		renderSelect( {
			value: 'XX',
			onValidate,
			hideErrorUntilBlur: false,
		} );
		expect( onValidate ).toHaveBeenCalledWith(
			'Please select a valid option'
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please select a valid option'
		);
	} );

	it( 'accepts an optional blank value', () => {
		const onValidate = jest.fn();
		renderSelect( { onValidate, hideErrorUntilBlur: false } );
		expect( onValidate ).toHaveBeenCalledWith( '' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
