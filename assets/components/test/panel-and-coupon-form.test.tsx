import { act, fireEvent, render, screen } from '@testing-library/react';

import CouponForm from '../coupon-form';
import Panel from '../panel';

describe( 'panel', () => {
	it( 'toggles its content with a button that has aria-expanded and aria-controls', () => {
		render( <Panel title="Order summary">Lines</Panel> );
		const button = screen.getByRole( 'button', { name: 'Order summary' } );
		const content = document.getElementById(
			button.getAttribute( 'aria-controls' ) as string
		) as HTMLElement;
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( content.hidden ).toBe( true );
		fireEvent.click( button );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( content.hidden ).toBe( false );
	} );

	it( 'starts open with initialOpen', () => {
		render(
			<Panel title="Shipment 1" initialOpen>
				Rates
			</Panel>
		);
		expect(
			screen
				.getByRole( 'button', { name: 'Shipment 1' } )
				.getAttribute( 'aria-expanded' )
		).toBe( 'true' );
	} );

	it( 'can be controlled', () => {
		const onToggle = jest.fn();
		render(
			<Panel title="Payment" isOpen={ false } onToggle={ onToggle }>
				Methods
			</Panel>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Payment' } ) );
		expect( onToggle ).toHaveBeenCalledWith( true );
	} );

	it( 'shows a step number and, when not collapsible, no toggle', () => {
		render(
			<Panel
				title="Contact information"
				stepNumber={ 1 }
				collapsible={ false }
				headingLevel={ 2 }
			>
				Email
			</Panel>
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe(
			'1Contact information'
		);
		expect( screen.getByText( 'Email' ) ).toBeTruthy();
	} );
} );

describe( 'coupon form', () => {
	function open() {
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a coupon' } )
		);
		return {
			input: screen.getByRole( 'textbox', {
				name: 'Enter code',
			} ) as HTMLInputElement,
			apply: screen.getByRole( 'button', {
				name: 'Apply',
			} ) as HTMLButtonElement,
		};
	}

	it( "is a panel titled 'Add a coupon'", () => {
		render( <CouponForm onApply={ jest.fn() } /> );
		expect(
			screen.getByRole( 'button', { name: 'Add a coupon' } )
		).toBeTruthy();
	} );

	it( 'disables Apply while the code is empty', () => {
		render( <CouponForm onApply={ jest.fn() } /> );
		const { input, apply } = open();
		expect( apply.disabled ).toBe( true );
		fireEvent.change( input, { target: { value: '  ' } } );
		expect( apply.disabled ).toBe( true );
		fireEvent.change( input, { target: { value: 'SAVE5' } } );
		expect( apply.disabled ).toBe( false );
	} );

	it( 'disables Apply while loading', () => {
		render( <CouponForm onApply={ jest.fn() } isLoading /> );
		const { input, apply } = open();
		fireEvent.change( input, { target: { value: 'SAVE5' } } );
		expect( apply.disabled ).toBe( true );
	} );

	it( 'clears the code when applying succeeds', async () => {
		const onApply = jest.fn().mockResolvedValue( true );
		render( <CouponForm onApply={ onApply } /> );
		const { input, apply } = open();
		fireEvent.change( input, { target: { value: ' SAVE5 ' } } );
		await act( async () => {
			fireEvent.click( apply );
		} );
		expect( onApply ).toHaveBeenCalledWith( 'SAVE5' );
		expect( input.value ).toBe( '' );
	} );

	it( 'keeps the code when applying fails', async () => {
		render( <CouponForm onApply={ () => Promise.resolve( false ) } /> );
		const { input, apply } = open();
		fireEvent.change( input, { target: { value: 'NOPE' } } );
		await act( async () => {
			fireEvent.click( apply );
		} );
		expect( input.value ).toBe( 'NOPE' );
	} );

	it( 'shows the error on the field, open', () => {
		render(
			<CouponForm
				onApply={ jest.fn() }
				error='Coupon "NOPE" does not exist!'
			/>
		);
		const input = screen.getByRole( 'textbox', { name: 'Enter code' } );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		const error = screen.getByRole( 'alert' );
		expect( error.textContent ).toBe( 'Coupon "NOPE" does not exist!' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe( error.id );
	} );
} );
