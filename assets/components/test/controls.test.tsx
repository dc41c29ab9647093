import { fireEvent, render, screen } from '@testing-library/react';

import CheckboxList from '../checkbox-list';
import PlaceOrderButton from '../place-order-button';
import SortSelect from '../sort-select';

function makeOptions( count: number ) {
	return Array.from( { length: count }, ( _, index ) => ( {
		value: `option-${ index + 1 }`,
		label: `Option ${ index + 1 }`,
	} ) );
}

describe( 'checkbox list', () => {
	it( 'shows every option when there are at most limit + 5', () => {
		render(
			<CheckboxList
				options={ makeOptions( 15 ) }
				checked={ [] }
				onChange={ jest.fn() }
			/>
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 15 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( "truncates to the limit with 'Show %d more' beyond limit + 5", () => {
		render(
			<CheckboxList
				options={ makeOptions( 16 ) }
				checked={ [] }
				onChange={ jest.fn() }
			/>
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 10 );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Show 6 more' } )
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 16 );
		fireEvent.click( screen.getByRole( 'button', { name: 'Show less' } ) );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 10 );
	} );

	it( 'takes another limit', () => {
		render(
			<CheckboxList
				options={ makeOptions( 9 ) }
				checked={ [] }
				onChange={ jest.fn() }
				limit={ 3 }
			/>
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 3 );
		expect(
			screen.getByRole( 'button', { name: 'Show 6 more' } )
		).toBeTruthy();
	} );

	it( 'reflects and toggles checked options', () => {
		const onChange = jest.fn();
		render(
			<CheckboxList
				options={ makeOptions( 3 ) }
				checked={ [ 'option-2' ] }
				onChange={ onChange }
			/>
		);
		const second = screen.getByRole( 'checkbox', {
			name: 'Option 2',
		} ) as HTMLInputElement;
		expect( second.checked ).toBe( true );
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Option 3' } ) );
		expect( onChange ).toHaveBeenCalledWith( 'option-3' );
	} );
} );

describe( 'sort select', () => {
	const options = [
		{ key: 'newest', label: 'Newest' },
		{ key: 'price-asc', label: 'Price: low to high' },
	];

	it( 'is a labelled select that reports the chosen key', () => {
		const onChange = jest.fn();
		render(
			<SortSelect
				label="Order by"
				options={ options }
				value="newest"
				onChange={ onChange }
			/>
		);
		const select = screen.getByRole( 'combobox', { name: 'Order by' } );
		fireEvent.change( select, { target: { value: 'price-asc' } } );
		expect( onChange ).toHaveBeenCalledWith( 'price-asc' );
	} );

	it( 'uses the screen-reader label when given', () => {
		render(
			<SortSelect
				label="Order by"
				screenReaderLabel="Order products by"
				options={ options }
				value="newest"
				onChange={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Order products by' } )
		).toBeTruthy();
	} );
} );

describe( 'place order button', () => {
	it( 'shows the label and places the order', () => {
		const onClick = jest.fn();
		render( <PlaceOrderButton label="Place Order" onClick={ onClick } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place Order' } )
		);
		expect( onClick ).toHaveBeenCalled();
	} );

	it( 'separates label and price with the separator it is given', () => {
		const { container } = render(
			<PlaceOrderButton label="Pay" price="£24.00" separator="|" />
		);
		expect( container.textContent ).toBe( 'Pay | £24.00' );
	} );

	it( 'separates label and price with a space alone for an empty separator', () => {
		const { container } = render(
			<PlaceOrderButton label="Pay" price="£24.00" separator=" " />
		);
		expect( container.textContent ).toBe( 'Pay £24.00' );
		expect(
			container.querySelector( '.kassa-place-order-button__separator' )
		).toBeNull();
	} );

	it( 'is named by its label and price as two words, the separator unread', () => {
		render( <PlaceOrderButton label="Pay now" price="£26.39" /> );
		expect(
			screen.getByRole( 'button', { name: 'Pay now £26.39' } )
		).toBeTruthy();
	} );

	it( 'separates label and price with a middle dot', () => {
		const { container } = render(
			<PlaceOrderButton label="Pay" price="£24.00" />
		);
		expect( container.textContent ).toBe( 'Pay · £24.00' );
		expect(
			container
				.querySelector( '.kassa-place-order-button__separator' )
				?.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );

	it( 'shows a spinner and is disabled while processing', () => {
		const { container } = render(
			<PlaceOrderButton label="Place Order" isProcessing />
		);
		const button = screen.getByRole( 'button', {
			name: 'Place Order',
		} ) as HTMLButtonElement;
		expect( button.disabled ).toBe( true );
		expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( container.querySelector( '.kassa-spinner' ) ).not.toBeNull();
	} );

	it( 'shows a check icon when complete without error', () => {
		const { container } = render(
			<PlaceOrderButton label="Place Order" isComplete />
		);
		expect(
			container.querySelector( '.kassa-place-order-button__icon' )
		).not.toBeNull();
		expect(
			( screen.getByRole( 'button' ) as HTMLButtonElement ).disabled
		).toBe( true );
	} );

	it( 'shows the label again when complete with an error', () => {
		const { container } = render(
			<PlaceOrderButton label="Place Order" isComplete hasError />
		);
		expect(
			container.querySelector( '.kassa-place-order-button__icon' )
		).toBeNull();
		expect(
			( screen.getByRole( 'button' ) as HTMLButtonElement ).disabled
		).toBe( false );
	} );
} );
