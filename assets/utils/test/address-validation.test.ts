import type { AddressFieldDefinition } from '../../settings/types';
import type { AddressValues } from '../address-fields';
import type { AddressValidationOptions } from '../address-validation';
import { isEmail, validateAddress } from '../address-validation';

function makeField(
	key: string,
	overrides: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition {
	return {
		key,
		label: key.charAt( 0 ).toUpperCase() + key.slice( 1 ),
		optionalLabel: `${ key } (optional)`,
		required: false,
		hidden: false,
		index: 0,
		...overrides,
	};
}

function makeAddress( overrides: AddressValues = {} ): AddressValues {
	return {
		first_name: 'Jane',
		city: 'London',
		state: '',
		postcode: 'SW1A 1AA',
		country: 'GB',
		email: 'jane@example.com',
		...overrides,
	};
}

function makeOptions(
	overrides: Partial< AddressValidationOptions > = {}
): AddressValidationOptions {
	return {
		type: 'billing',
		allowedCountries: [ 'GB', 'US' ],
		shippingCountries: [ 'GB' ],
		countryStates: { US: { CA: 'California', NY: 'New York' } },
		...overrides,
	};
}

const fields = [
	makeField( 'first_name', { label: 'First name', required: true } ),
	makeField( 'country', { type: 'country', required: true } ),
	makeField( 'city', { required: true } ),
	makeField( 'state', { label: 'State', required: true } ),
	makeField( 'postcode', { label: 'Postcode', required: true } ),
	makeField( 'email', { type: 'email', required: true } ),
];

describe( 'address validation', () => {
	it( 'accepts a complete valid address', () => {
		const gbFields = fields.map( ( field ) =>
			field.key === 'state' ? { ...field, required: false } : field
		);
		expect(
			validateAddress( makeAddress(), gbFields, makeOptions() )
		).toEqual( {} );
	} );

	it( 'requires a required visible field to be non-blank', () => {
		expect(
			validateAddress(
				makeAddress( { first_name: '   ' } ),
				fields,
				makeOptions()
			).first_name
		).toBe( 'Please enter a valid first name' );
	} );

	it( 'uses the custom message of a required blank field', () => {
		const custom = [
			makeField( 'city', {
				required: true,
				errorMessage: 'Where to?',
			} ),
		];
		expect(
			validateAddress(
				makeAddress( { city: '' } ),
				custom,
				makeOptions()
			).city
		).toBe( 'Where to?' );
	} );

	it( 'does not validate hidden fields', () => {
		const hidden = [
			makeField( 'city', { required: true, hidden: true } ),
		];
		expect(
			validateAddress(
				makeAddress( { city: '' } ),
				hidden,
				makeOptions()
			)
		).toEqual( {} );
	} );

	it( 'skips empty optional fields', () => {
		expect(
			validateAddress(
				makeAddress( { company: '' } ),
				[ makeField( 'company' ) ],
				makeOptions()
			)
		).toEqual( {} );
	} );

	it( 'rejects a postcode invalid for the country', () => {
		expect(
			validateAddress(
				makeAddress( { postcode: '12345' } ),
				fields,
				makeOptions()
			).postcode
		).toBe( 'Please enter a valid postcode' );
	} );

	it( 'accepts any postcode for a country without a pattern', () => {
		expect(
			validateAddress(
				makeAddress( { country: 'AE', postcode: 'whatever' } ),
				fields,
				makeOptions( { allowedCountries: [] } )
			).postcode
		).toBeUndefined();
	} );

	it( 'rejects an invalid email address', () => {
		expect(
			validateAddress(
				makeAddress( { email: 'jane@example' } ),
				fields,
				makeOptions()
			).email
		).toBe( 'Please enter a valid email address' );
	} );

	it( 'recognises email addresses', () => {
		expect( isEmail( 'a.b+c@shop.example.co.uk' ) ).toBe( true );
		expect( isEmail( 'a b@shop.example' ) ).toBe( false );
	} );

	describe( 'country', () => {
		it( 'asks for a country when city, state or postcode is set without one', () => {
			expect(
				validateAddress(
					makeAddress( { country: '', state: '', postcode: '' } ),
					[ makeField( 'country' ) ],
					makeOptions()
				).country
			).toBe( 'Please select your country' );
		} );

		it( 'asks for a valid option when a required country is blank', () => {
			expect(
				validateAddress(
					{ country: '' },
					[ makeField( 'country', { required: true } ) ],
					makeOptions()
				).country
			).toBe( 'Please select a valid option' );
		} );

		it( 'rejects a billing country that is not allowed', () => {
			expect(
				validateAddress(
					makeAddress( { country: 'FR', postcode: '75001' } ),
					fields,
					makeOptions()
				).country
			).toBe( 'Sorry, we do not allow orders from the selected country' );
		} );

		it( 'rejects a shipping country that is not allowed', () => {
			expect(
				validateAddress(
					makeAddress( { country: 'US', state: 'CA' } ),
					fields,
					makeOptions( { type: 'shipping' } )
				).country
			).toBe( 'Sorry, we do not ship orders to the selected country' );
		} );

		it( 'allows every country when the allowed list is empty', () => {
			expect(
				validateAddress(
					makeAddress( { country: 'FR' } ),
					[ makeField( 'country' ) ],
					makeOptions( { allowedCountries: [] } )
				).country
			).toBeUndefined();
		} );
	} );

	describe( 'state', () => {
		it( 'asks to select a required state from the list', () => {
			expect(
				validateAddress(
					makeAddress( { country: 'US', postcode: '90210' } ),
					fields,
					makeOptions()
				).state
			).toBe( 'Please select a state' );
		} );

		it( 'rejects a state that is not in the list', () => {
			expect(
				validateAddress(
					makeAddress( {
						country: 'US',
						state: 'Texas',
						postcode: '90210',
					} ),
					fields,
					makeOptions()
				).state
			).toBe( 'Please select a valid option' );
		} );

		it( 'accepts a state typed by name', () => {
			expect(
				validateAddress(
					makeAddress( {
						country: 'US',
						state: 'california',
						postcode: '90210',
					} ),
					fields,
					makeOptions()
				).state
			).toBeUndefined();
		} );

		it( 'treats a state without a list as text', () => {
			expect(
				validateAddress(
					makeAddress( { state: '' } ),
					fields,
					makeOptions()
				).state
			).toBe( 'Please enter a valid state' );
		} );
	} );

	describe( 'select fields', () => {
		const select = makeField( 'delivery', {
			type: 'select',
			required: true,
			options: [ { value: 'door', label: 'Door' } ],
		} );

		it( 'asks for a valid option when blank', () => {
			expect(
				validateAddress( { delivery: '' }, [ select ], makeOptions() )
					.delivery
			).toBe( 'Please select a valid option' );
		} );

		it( 'rejects a value that is not an option', () => {
			expect(
				validateAddress(
					{ delivery: 'roof' },
					[ select ],
					makeOptions()
				).delivery
			).toBe( 'Please select a valid option' );
		} );
	} );

	describe( 'schema rules', () => {
		const vat = makeField( 'vat', {
			label: 'VAT number',
			validation: { type: 'string', pattern: '^GB\\d{9}$' },
		} );

		it( 'says which pattern the value must match', () => {
			expect(
				validateAddress( { vat: 'FR123' }, [ vat ], makeOptions() ).vat
			).toBe( 'VAT number must match the pattern ^GB\\d{9}$' );
		} );

		it( "uses the schema's errorMessage", () => {
			expect(
				validateAddress(
					{ vat: 'FR123' },
					[
						{
							...vat,
							validation: {
								pattern: '^GB',
								errorMessage: 'UK VAT only',
							},
						},
					],
					makeOptions()
				).vat
			).toBe( 'UK VAT only' );
		} );

		it( "uses the field's custom error message", () => {
			expect(
				validateAddress(
					{ vat: 'FR123' },
					[ { ...vat, errorMessage: 'Check the VAT number' } ],
					makeOptions()
				).vat
			).toBe( 'Check the VAT number' );
		} );

		it( 'accepts a value matching the pattern', () => {
			expect(
				validateAddress(
					{ vat: 'GB123456789' },
					[ vat ],
					makeOptions()
				)
			).toEqual( {} );
		} );

		it( 'calls a value outside the length limits invalid', () => {
			expect(
				validateAddress(
					{ phone: '123456' },
					[
						makeField( 'phone', {
							label: 'Phone',
							attributes: { maxLength: '5' },
						} ),
					],
					makeOptions()
				).phone
			).toBe( 'Phone is invalid' );
		} );

		it( 'ignores a broken pattern', () => {
			expect(
				validateAddress(
					{ vat: 'x' },
					[ { ...vat, validation: { pattern: '(' } } ],
					makeOptions()
				)
			).toEqual( {} );
		} );
	} );

	describe( "a field's own messages", () => {
		it( "asks to tick a required checkbox, in the field's own words if it has them", () => {
			const terms = makeField( 'ns/adult', {
				type: 'checkbox',
				required: true,
			} );
			expect(
				validateAddress( {}, [ terms ], makeOptions() )[ 'ns/adult' ]
			).toBe( 'Please check this box if you want to proceed.' );
			expect(
				validateAddress(
					{},
					[ { ...terms, errorMessage: 'You must be 18 or over.' } ],
					makeOptions()
				)[ 'ns/adult' ]
			).toBe( 'You must be 18 or over.' );
			expect(
				validateAddress( { 'ns/adult': '1' }, [ terms ], makeOptions() )
			).toEqual( {} );
		} );

		it( "gives the field's own message for any of its errors, not the generic one", () => {
			const govId = makeField( 'ns/gov-id', {
				label: 'Government ID',
				required: true,
				errorMessage: 'Enter your 5-character ID.',
				attributes: { pattern: '[A-Z0-9]{5}' },
			} );
			expect(
				validateAddress( {}, [ govId ], makeOptions() )[ 'ns/gov-id' ]
			).toBe( 'Enter your 5-character ID.' );
			expect(
				validateAddress(
					{ 'ns/gov-id': 'abc' },
					[ govId ],
					makeOptions()
				)[ 'ns/gov-id' ]
			).toBe( 'Enter your 5-character ID.' );
		} );

		it( "checks an input's pattern attribute against the whole value", () => {
			const govId = makeField( 'ns/gov-id', {
				label: 'Government ID',
				attributes: { pattern: '[A-Z0-9]{5}' },
			} );
			expect(
				validateAddress(
					{ 'ns/gov-id': 'AB12345' },
					[ govId ],
					makeOptions()
				)[ 'ns/gov-id' ]
			).toBe( 'Please enter a valid government id' );
			expect(
				validateAddress(
					{ 'ns/gov-id': 'AB123' },
					[ govId ],
					makeOptions()
				)
			).toEqual( {} );
		} );
	} );
} );
