import { fireEvent, render, screen } from '@testing-library/react';

import CheckboxControl, {
	type CheckboxControlProps,
} from '../checkbox-control';

function renderCheckbox( props: Partial< CheckboxControlProps > = {} ) {
	const onChange = jest.fn();
	render(
		<CheckboxControl
			id="terms"
			label="I agree to the terms"
			checked={ false }
			onChange={ onChange }
			{ ...props }
		/>
	);
	return { onChange, checkbox: screen.getByRole( 'checkbox' ) };
}

describe( 'checkbox control', () => {
	it( 'is labelled by its label', () => {
		const { checkbox } = renderCheckbox();
		expect( screen.getByLabelText( 'I agree to the terms' ) ).toBe(
			checkbox
		);
	} );

	it( 'reports the checked state', () => {
		const { onChange, checkbox } = renderCheckbox();
		fireEvent.click( checkbox );
		expect( onChange ).toHaveBeenCalledWith( true );
	} );

	it( 'asks to check a required box after blur', () => {
		const { checkbox } = renderCheckbox( { required: true } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.blur( checkbox );
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toBe(
			'Please check this box if you want to proceed.'
		);
		expect( checkbox.getAttribute( 'aria-describedby' ) ).toBe( alert.id );
	} );

	it( "gives the field's own message for a required box left unchecked, once touched", () => {
		const onValidate = jest.fn();
		const { checkbox } = renderCheckbox( {
			required: true,
			errorMessage: 'You must be 18 or over to order.',
			onValidate,
		} );
		expect( onValidate ).toHaveBeenLastCalledWith(
			'You must be 18 or over to order.'
		);
		// Ticked and unticked (the parent keeps it unchecked here): touched, the error shows.
		fireEvent.click( checkbox );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'You must be 18 or over to order.'
		);
	} );

	it( 'is valid when a required box is checked', () => {
		const onValidate = jest.fn();
		renderCheckbox( {
			required: true,
			checked: true,
			onValidate,
			hideErrorUntilBlur: false,
		} );
		expect( onValidate ).toHaveBeenCalledWith( '' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'reports the required error on mount', () => {
		const onValidate = jest.fn();
		renderCheckbox( { required: true, onValidate } );
		expect( onValidate ).toHaveBeenCalledWith(
			'Please check this box if you want to proceed.'
		);
	} );
} );
