import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import TextInput, { type TextInputProps } from '../text-input';

function ControlledInput( props: Partial< TextInputProps > ) {
	const [ value, setValue ] = useState( props.value ?? '' );
	return (
		<TextInput
			id="billing-city"
			label="City"
			{ ...props }
			value={ value }
			onChange={ ( next ) => {
				setValue( next );
				props.onChange?.( next );
			} }
		/>
	);
}

describe( 'text input', () => {
	it( 'is labelled by its label', () => {
		render( <ControlledInput /> );
		expect( screen.getByLabelText( 'City' ).id ).toBe( 'billing-city' );
	} );

	it( 'shows the optional label when not required', () => {
		render( <ControlledInput optionalLabel="City (optional)" /> );
		expect( screen.getByLabelText( 'City (optional)' ) ).toBeTruthy();
	} );

	it( 'validates on mount without showing the error', () => {
		const onValidate = jest.fn();
		render( <ControlledInput required onValidate={ onValidate } /> );
		expect( onValidate ).toHaveBeenLastCalledWith(
			'Please enter a valid city'
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows the error after blur as an alert describing the input', () => {
		render( <ControlledInput required /> );
		const input = screen.getByLabelText( 'City' );
		fireEvent.blur( input );
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toBe( 'Please enter a valid city' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe( alert.id );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	} );

	it( 'shows errors at once when not hidden until blur', () => {
		render( <ControlledInput required hideErrorUntilBlur={ false } /> );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid city'
		);
	} );

	it( 'validates on change', () => {
		const onValidate = jest.fn();
		render( <ControlledInput required onValidate={ onValidate } /> );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Leeds' },
		} );
		expect( onValidate ).toHaveBeenLastCalledWith( '' );
	} );

	it( 'treats a blank value as missing', () => {
		render( <ControlledInput required hideErrorUntilBlur={ false } /> );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: '   ' },
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid city'
		);
	} );

	it( "gives the field's own message for any error of its own", () => {
		const onValidate = jest.fn();
		render(
			<ControlledInput
				required
				hideErrorUntilBlur={ false }
				errorMessage="Tell us your city."
				onValidate={ onValidate }
			/>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Tell us your city.'
		);
		expect( onValidate ).toHaveBeenLastCalledWith( 'Tell us your city.' );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Leeds' },
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'trims the value on blur', () => {
		const onChange = jest.fn();
		render( <ControlledInput onChange={ onChange } /> );
		const input = screen.getByLabelText( 'City' );
		fireEvent.change( input, { target: { value: ' Leeds ' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 'Leeds' );
		expect( ( input as HTMLInputElement ).value ).toBe( 'Leeds' );
	} );

	it( 'uses native validity for the input type', () => {
		render(
			<ControlledInput
				label="Email address"
				type="email"
				value="not-an-email"
				hideErrorUntilBlur={ false }
			/>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid email address'
		);
	} );

	it( 'applies a custom rule to the trimmed value', () => {
		const rule = jest.fn( ( value: string ) =>
			value === 'Nowhere' ? 'We do not deliver there' : ''
		);
		render(
			<ControlledInput
				value=" Nowhere "
				customValidation={ rule }
				hideErrorUntilBlur={ false }
			/>
		);
		expect( rule ).toHaveBeenCalledWith( 'Nowhere' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'We do not deliver there'
		);
	} );

	it( 'shows an error passed in over its own', () => {
		render(
			<ControlledInput
				required
				error="Please enter a valid postcode"
				hideErrorUntilBlur={ false }
			/>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid postcode'
		);
	} );

	it( 'formats the value as typed', () => {
		render(
			<ControlledInput
				label="Postcode"
				formatValue={ ( value ) => value.toUpperCase() }
			/>
		);
		const input = screen.getByLabelText( 'Postcode' ) as HTMLInputElement;
		fireEvent.change( input, { target: { value: 'sw1a' } } );
		expect( input.value ).toBe( 'SW1A' );
	} );
} );
