import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import type { AddressFieldDefinition } from '../../settings/types';
import type { AddressValues } from '../../utils/address-fields';
import { validateAddress } from '../../utils/address-validation';
import AddressForm, { type AddressFormProps } from '../address-form';

function makeField(
	key: string,
	label: string,
	index: number,
	overrides: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition {
	return {
		key,
		label,
		optionalLabel: `${ label } (optional)`,
		required: true,
		hidden: false,
		index,
		...overrides,
	};
}

const fields = {
	first_name: makeField( 'first_name', 'First name', 10, {
		autocomplete: 'given-name',
	} ),
	company: makeField( 'company', 'Company', 30, { required: false } ),
	country: makeField( 'country', 'Country / Region', 40, {
		type: 'country',
		autocomplete: 'country',
	} ),
	address_2: makeField( 'address_2', 'Apartment, suite, etc.', 60, {
		required: false,
	} ),
	city: makeField( 'city', 'City', 70 ),
	state: makeField( 'state', 'State', 80 ),
	postcode: makeField( 'postcode', 'Postcode', 90 ),
};

const countries = { GB: 'United Kingdom (UK)', US: 'United States (US)' };
const countryStates = { US: { CA: 'California', NY: 'New York' } };

function makeAddress( overrides: AddressValues = {} ): AddressValues {
	return {
		first_name: '',
		company: '',
		country: 'US',
		address_2: '',
		city: '',
		state: '',
		postcode: '',
		...overrides,
	};
}

function ControlledForm( { onChange, ...props }: Partial< AddressFormProps > ) {
	const [ address, setAddress ] = useState( props.address ?? makeAddress() );
	return (
		<AddressForm
			id="shipping"
			fields={ fields }
			countries={ countries }
			countryStates={ countryStates }
			{ ...props }
			address={ address }
			onChange={ ( next ) => {
				setAddress( next );
				onChange?.( next );
			} }
		/>
	);
}

describe( 'address form', () => {
	it( 'renders the fields in order with ids prefixed by the form id', () => {
		const { container } = render( <ControlledForm /> );
		const ids = Array.from(
			container.querySelectorAll( 'input, select' )
		).map( ( element ) => element.id );
		expect( ids ).toEqual( [
			'shipping-first_name',
			'shipping-company',
			'shipping-country',
			'shipping-city',
			'shipping-state',
			'shipping-postcode',
		] );
	} );

	it( 'labels optional fields with their optional label', () => {
		render( <ControlledForm /> );
		expect( screen.getByLabelText( 'Company (optional)' ) ).toBeTruthy();
	} );

	it( "applies the country's locale", () => {
		render(
			<ControlledForm
				address={ makeAddress( { country: 'GB' } ) }
				countryLocale={ {
					GB: {
						state: {
							label: 'County',
							optionalLabel: 'County (optional)',
							required: false,
						},
					},
				} }
			/>
		);
		expect( screen.getByLabelText( 'County (optional)' ) ).toBeTruthy();
	} );

	it( 'leaves hidden fields out', () => {
		render(
			<ControlledForm
				countryLocale={ { US: { company: { hidden: true } } } }
			/>
		);
		expect( screen.queryByLabelText( 'Company (optional)' ) ).toBeNull();
	} );

	it( 'renders only the given field keys', () => {
		const { container } = render(
			<ControlledForm
				fieldKeys={ [ 'country', 'state', 'city', 'postcode' ] }
			/>
		);
		expect( container.querySelectorAll( 'input, select' ) ).toHaveLength(
			4
		);
	} );

	it( 'offers the states of a country with a state list', () => {
		render( <ControlledForm /> );
		const state = screen.getByLabelText( 'State' );
		expect( state.tagName ).toBe( 'SELECT' );
		expect(
			screen.getByRole( 'option', { name: 'Select a state' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'option', { name: 'California' } )
		).toBeTruthy();
	} );

	it( 'asks for a text state where there is no list', () => {
		render(
			<ControlledForm address={ makeAddress( { country: 'GB' } ) } />
		);
		expect( screen.getByLabelText( 'State' ).tagName ).toBe( 'INPUT' );
	} );

	it( 'calls onChange with the whole changed address', () => {
		const onChange = jest.fn();
		render( <ControlledForm onChange={ onChange } /> );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Albany' },
		} );
		expect( onChange ).toHaveBeenLastCalledWith(
			makeAddress( { city: 'Albany' } )
		);
	} );

	it( 'clears state and postcode when the country changes', () => {
		const onChange = jest.fn();
		render(
			<ControlledForm
				address={ makeAddress( {
					city: 'Albany',
					state: 'NY',
					postcode: '12207',
				} ) }
				onChange={ onChange }
			/>
		);
		fireEvent.change( screen.getByLabelText( 'Country / Region' ), {
			target: { value: 'GB' },
		} );
		expect( onChange ).toHaveBeenLastCalledWith(
			makeAddress( { country: 'GB', city: 'Albany' } )
		);
	} );

	it( 'matches a state given by name to its code', () => {
		const onChange = jest.fn();
		render(
			<ControlledForm
				address={ makeAddress( { state: 'new york' } ) }
				onChange={ onChange }
			/>
		);
		expect( onChange ).toHaveBeenCalledWith(
			makeAddress( { state: 'NY' } )
		);
		expect(
			( screen.getByLabelText( 'State' ) as HTMLSelectElement ).value
		).toBe( 'NY' );
	} );

	it( 'uppercases the postcode as typed', () => {
		render(
			<ControlledForm address={ makeAddress( { country: 'GB' } ) } />
		);
		const postcode = screen.getByLabelText(
			'Postcode'
		) as HTMLInputElement;
		fireEvent.change( postcode, { target: { value: ' sw1a 1aa' } } );
		expect( postcode.value ).toBe( 'SW1A 1AA' );
	} );

	it( 'prefixes autocomplete with the section', () => {
		render( <ControlledForm autocompleteSection="shipping" /> );
		expect(
			screen.getByLabelText( 'First name' ).getAttribute( 'autocomplete' )
		).toBe( 'shipping given-name' );
	} );

	it( "leaves 'off' alone: it takes no section", () => {
		render(
			<ControlledForm
				autocompleteSection="shipping"
				fields={ {
					...fields,
					company: { ...fields.company, autocomplete: 'off' },
				} }
			/>
		);
		expect(
			screen
				.getByLabelText( 'Company (optional)' )
				.getAttribute( 'autocomplete' )
		).toBe( 'off' );
	} );

	it( 'names the text fields and selects under a prefix, as a classic form does', () => {
		render( <ControlledForm namePrefix="billing" /> );
		expect(
			screen.getByLabelText( 'First name' ).getAttribute( 'name' )
		).toBe( 'billing_first_name' );
		expect(
			screen.getByLabelText( 'Country / Region' ).getAttribute( 'name' )
		).toBe( 'billing_country' );
	} );

	it( 'names no field without a prefix', () => {
		render( <ControlledForm /> );
		expect(
			screen.getByLabelText( 'First name' ).hasAttribute( 'name' )
		).toBe( false );
	} );

	it( "gives a field the width the shop set, beside the key's own class", () => {
		const { container } = render(
			<ControlledForm
				fields={ {
					...fields,
					first_name: { ...fields.first_name, width: 'full' },
				} }
			/>
		);
		expect(
			container.querySelector( '.kassa-address-form__field--first-name' )
				?.className
		).toContain( 'kassa-address-form__field--full' );
	} );

	describe( 'islands', () => {
		const withIsland = {
			...fields,
			billing_vat: makeField( 'billing_vat', 'VAT number', 35, {
				island: 'field:billing_vat',
			} ),
		};

		it( "renders an island's field through renderIsland, in its place", () => {
			const { container } = render(
				<ControlledForm
					fields={ withIsland }
					renderIsland={ ( island ) => (
						<p data-island={ island }>server HTML</p>
					) }
				/>
			);
			const rendered = Array.from(
				container.querySelectorAll( 'input, select, p[data-island]' )
			).map(
				( element ) =>
					element.id || element.getAttribute( 'data-island' )
			);
			expect( rendered.slice( 0, 3 ) ).toEqual( [
				'shipping-first_name',
				'shipping-company',
				'field:billing_vat',
			] );
			expect( screen.queryByLabelText( /VAT number/ ) ).toBeNull();
		} );

		it( 'renders nothing in its place without renderIsland', () => {
			render( <ControlledForm fields={ withIsland } /> );
			expect( screen.queryByLabelText( /VAT number/ ) ).toBeNull();
		} );

		it( 'leaves its validation to the server', () => {
			expect(
				validateAddress(
					makeAddress(),
					[ { ...withIsland.billing_vat, required: true } ],
					{
						type: 'billing',
						allowedCountries: [],
						shippingCountries: [],
						countryStates: {},
					}
				)
			).toEqual( {} );
		} );
	} );

	describe( 'second address line', () => {
		it( "hides an optional empty line behind '+ Add …'", () => {
			render( <ControlledForm /> );
			expect(
				screen.queryByLabelText( 'Apartment, suite, etc. (optional)' )
			).toBeNull();
			expect(
				screen.getByRole( 'button', {
					name: '+ Add apartment, suite, etc.',
				} )
			).toBeTruthy();
		} );

		it( 'opens and focuses the line on click', () => {
			render( <ControlledForm /> );
			fireEvent.click(
				screen.getByRole( 'button', {
					name: '+ Add apartment, suite, etc.',
				} )
			);
			const input = screen.getByLabelText(
				'Apartment, suite, etc. (optional)'
			);
			expect( input.ownerDocument.activeElement ).toBe( input );
			expect( screen.queryByRole( 'button' ) ).toBeNull();
		} );

		it( 'shows a line that has a value', () => {
			render(
				<ControlledForm
					address={ makeAddress( { address_2: 'Flat 2' } ) }
				/>
			);
			expect(
				screen.getByLabelText( 'Apartment, suite, etc. (optional)' )
			).toBeTruthy();
		} );

		it( 'shows a required line', () => {
			render(
				<ControlledForm
					countryLocale={ { US: { address_2: { required: true } } } }
				/>
			);
			expect(
				screen.getByLabelText( 'Apartment, suite, etc.' )
			).toBeTruthy();
		} );
	} );

	describe( 'errors', () => {
		it( 'shows errors passed in as alerts describing their fields', () => {
			render(
				<ControlledForm
					errors={ { city: 'Please enter a valid city' } }
					hideErrorsUntilBlur={ false }
				/>
			);
			const city = screen.getByLabelText( 'City' );
			const alert = screen
				.getAllByRole( 'alert' )
				.find( ( element ) => element.id === 'shipping-city-error' );
			expect( alert?.textContent ).toBe( 'Please enter a valid city' );
			expect( city.getAttribute( 'aria-describedby' ) ).toBe(
				'shipping-city-error'
			);
		} );

		it( 'shows errors computed by a validate function', () => {
			render(
				<ControlledForm
					address={ makeAddress( {
						country: 'GB',
						postcode: '12345',
					} ) }
					validate={ ( address, visible ) =>
						validateAddress( address, visible, {
							type: 'shipping',
							allowedCountries: [],
							shippingCountries: [ 'GB' ],
							countryStates,
						} )
					}
					hideErrorsUntilBlur={ false }
				/>
			);
			expect(
				screen.getByText( 'Please enter a valid postcode' )
			).toBeTruthy();
			expect(
				screen.getByText( 'Please enter a valid first name' )
			).toBeTruthy();
		} );

		it( "gives each field's own error_message for the errors of its control, a checkbox's too", () => {
			render(
				<ControlledForm
					fields={ {
						...fields,
						city: makeField( 'city', 'City', 70, {
							errorMessage: 'Tell us your city.',
						} ),
						adult: makeField( 'adult', 'I am 18 or over', 100, {
							type: 'checkbox',
							errorMessage: 'You must be 18 or over to order.',
						} ),
					} }
					hideErrorsUntilBlur={ false }
				/>
			);
			expect( screen.getByText( 'Tell us your city.' ) ).toBeTruthy();
			expect(
				screen.getByText( 'You must be 18 or over to order.' )
			).toBeTruthy();
			expect(
				screen.queryByText(
					'Please check this box if you want to proceed.'
				)
			).toBeNull();
		} );

		it( "reports each field's own validity", () => {
			const onFieldValidate = jest.fn();
			render( <ControlledForm onFieldValidate={ onFieldValidate } /> );
			expect( onFieldValidate ).toHaveBeenCalledWith(
				'state',
				'Please select a state'
			);
			expect( onFieldValidate ).toHaveBeenCalledWith( 'company', '' );
		} );
	} );
} );
