import { act, fireEvent, render, screen } from '@testing-library/react';

import QuantitySelector from '../quantity-selector';
import { QUANTITY_SELECTOR_DEBOUNCE_MS } from '../../constants';

function renderSelector(
	props: Partial< Parameters< typeof QuantitySelector >[ 0 ] > = {}
) {
	const onChange = jest.fn();
	const view = render(
		<QuantitySelector
			quantity={ 2 }
			itemName="Beanie"
			onChange={ onChange }
			{ ...props }
		/>
	);
	const input = screen.getByRole( 'spinbutton', {
		name: 'Quantity of Beanie in your cart.',
	} ) as HTMLInputElement;
	const minus = screen.getByRole( 'button', {
		name: 'Reduce quantity of Beanie',
	} ) as HTMLButtonElement;
	const plus = screen.getByRole( 'button', {
		name: 'Increase quantity of Beanie',
	} ) as HTMLButtonElement;
	return { ...view, onChange, input, minus, plus };
}

function flushDebounce() {
	act( () => {
		jest.advanceTimersByTime( QUANTITY_SELECTOR_DEBOUNCE_MS );
	} );
}

describe( 'quantity selector', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'labels the input and buttons with the product name', () => {
		const { input } = renderSelector();
		expect( input.value ).toBe( '2' );
	} );

	it( 'calls onChange only after its own 300 ms debounce', () => {
		const { plus, onChange } = renderSelector();
		fireEvent.click( plus );
		fireEvent.click( plus );
		act( () => {
			jest.advanceTimersByTime( QUANTITY_SELECTOR_DEBOUNCE_MS - 1 );
		} );
		expect( onChange ).not.toHaveBeenCalled();
		flushDebounce();
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 4 );
	} );

	it( 'does not call onChange when the value returns to the stored quantity', () => {
		const { plus, minus, onChange } = renderSelector();
		fireEvent.click( plus );
		fireEvent.click( minus );
		flushDebounce();
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'disables minus at the minimum and plus at the maximum', () => {
		const atMin = renderSelector( {
			quantity: 2,
			limits: { minimum: 2, maximum: 3 },
		} );
		expect( atMin.minus.disabled ).toBe( true );
		expect( atMin.plus.disabled ).toBe( false );
		fireEvent.click( atMin.plus );
		expect( atMin.plus.disabled ).toBe( true );
		expect( atMin.minus.disabled ).toBe( false );
	} );

	it( 'steps by multiple_of', () => {
		const { plus, input } = renderSelector( {
			quantity: 4,
			limits: { multiple_of: 4, maximum: 20 },
		} );
		fireEvent.click( plus );
		expect( input.value ).toBe( '8' );
	} );

	it( 'changes by one step with ArrowUp and ArrowDown', () => {
		const { input, onChange } = renderSelector( {
			quantity: 6,
			limits: { multiple_of: 3 },
		} );
		fireEvent.keyDown( input, { key: 'ArrowUp' } );
		expect( input.value ).toBe( '9' );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		expect( input.value ).toBe( '3' );
		flushDebounce();
		expect( onChange ).toHaveBeenCalledWith( 3 );
	} );

	it( 'clamps a stored quantity above the maximum', () => {
		const { input } = renderSelector( {
			quantity: 12,
			limits: { maximum: 10 },
		} );
		expect( input.value ).toBe( '10' );
	} );

	it( 'rounds down to a multiple of the step', () => {
		const { input, onChange } = renderSelector( {
			quantity: 5,
			limits: { multiple_of: 5, maximum: 50 },
		} );
		fireEvent.change( input, { target: { value: '13' } } );
		fireEvent.blur( input );
		expect( input.value ).toBe( '10' );
		flushDebounce();
		expect( onChange ).toHaveBeenCalledWith( 10 );
	} );

	it( 'sends a valid typed value without waiting for blur', () => {
		const { input, onChange } = renderSelector();
		fireEvent.change( input, { target: { value: '7' } } );
		flushDebounce();
		expect( onChange ).toHaveBeenCalledWith( 7 );
	} );

	it( 'snaps an empty or out-of-range typed value back on blur', () => {
		const { input, onChange } = renderSelector( {
			limits: { maximum: 10 },
		} );
		fireEvent.change( input, { target: { value: '' } } );
		fireEvent.blur( input );
		expect( input.value ).toBe( '2' );
		fireEvent.change( input, { target: { value: '500' } } );
		fireEvent.blur( input );
		expect( input.value ).toBe( '10' );
		flushDebounce();
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 10 );
	} );

	it( 'disables every control while the line is pending', () => {
		const { input, minus, plus } = renderSelector( { disabled: true } );
		expect( input.disabled ).toBe( true );
		expect( minus.disabled ).toBe( true );
		expect( plus.disabled ).toBe( true );
	} );

	it( 'follows a new quantity from the store', () => {
		const { input, rerender, onChange } = renderSelector();
		rerender(
			<QuantitySelector
				quantity={ 5 }
				itemName="Beanie"
				onChange={ onChange }
			/>
		);
		expect( input.value ).toBe( '5' );
	} );
} );
