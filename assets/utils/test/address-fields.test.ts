import type { AddressFieldDefinition } from '../../settings/types';
import {
	applyFieldChanges,
	blankHiddenFields,
	changeCountry,
	getAddressFields,
	getVisibleFields,
	shouldCollapseAddress2,
	stateMatch,
	toFormValue,
	toStoreValue,
} from '../address-fields';

function makeField(
	key: string,
	overrides: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition {
	return {
		key,
		label: key,
		optionalLabel: `${ key } (optional)`,
		required: false,
		hidden: false,
		index: 0,
		...overrides,
	};
}

const defaultFields = {
	first_name: makeField( 'first_name', { index: 10, required: true } ),
	country: makeField( 'country', { index: 40, type: 'country' } ),
	state: makeField( 'state', { index: 80, required: true } ),
	postcode: makeField( 'postcode', { index: 90, required: true } ),
	city: makeField( 'city', { index: 70, required: true } ),
};

const usStates = { CA: 'California', NY: 'New York' };

describe( 'address fields', () => {
	it( 'orders the fields by index', () => {
		const keys = getAddressFields( defaultFields, {}, 'US' ).map(
			( field ) => field.key
		);
		expect( keys ).toEqual( [
			'first_name',
			'country',
			'city',
			'state',
			'postcode',
		] );
	} );

	it( "merges the country's locale overrides", () => {
		const fields = getAddressFields(
			defaultFields,
			{ GB: { state: { required: false, label: 'County' } } },
			'GB'
		);
		const state = fields.find( ( field ) => field.key === 'state' );
		expect( state ).toMatchObject( {
			key: 'state',
			label: 'County',
			required: false,
			index: 80,
		} );
	} );

	it( "applies a country's hidden and required to every field, phone and address line 2 too", () => {
		const fields = getAddressFields(
			{
				...defaultFields,
				phone: makeField( 'phone', { index: 100, required: true } ),
				address_2: makeField( 'address_2', { index: 50 } ),
			},
			{ DE: { phone: { hidden: true }, address_2: { required: true } } },
			'DE'
		);
		const byKey = Object.fromEntries(
			fields.map( ( field ) => [ field.key, field ] )
		);
		// A field the country hides is not required.
		expect( byKey.phone ).toMatchObject( {
			hidden: true,
			required: false,
		} );
		expect( byKey.address_2 ).toMatchObject( { required: true } );
	} );

	it( 'never lets a country hide its own field or make it optional', () => {
		const [ country ] = getAddressFields(
			{ country: makeField( 'country', { required: true } ) },
			{
				XX: {
					country: { hidden: true, required: false, label: 'Land' },
				},
			},
			'XX'
		);
		expect( country ).toMatchObject( {
			hidden: false,
			required: true,
			label: 'Land',
		} );
	} );

	it( "reorders fields by a locale's index", () => {
		const keys = getAddressFields(
			defaultFields,
			{ JP: { postcode: { index: 35 } } },
			'JP'
		).map( ( field ) => field.key );
		expect( keys.indexOf( 'postcode' ) ).toBeLessThan(
			keys.indexOf( 'country' )
		);
	} );

	it( 'keeps the default order for equal indexes', () => {
		const keys = getAddressFields(
			{ b: makeField( 'b' ), a: makeField( 'a' ) },
			{},
			''
		).map( ( field ) => field.key );
		expect( keys ).toEqual( [ 'b', 'a' ] );
	} );

	it( 'uses the defaults for a country without locale', () => {
		const fields = getAddressFields(
			defaultFields,
			{ GB: { state: { hidden: true } } },
			'FR'
		);
		expect( fields.every( ( field ) => ! field.hidden ) ).toBe( true );
	} );

	it( 'excludes hidden fields from the visible ones', () => {
		const fields = getAddressFields(
			defaultFields,
			{ DE: { state: { hidden: true } } },
			'DE'
		);
		expect(
			getVisibleFields( fields ).map( ( field ) => field.key )
		).not.toContain( 'state' );
	} );

	it( 'blanks hidden fields', () => {
		const fields = [
			makeField( 'state', { hidden: true } ),
			makeField( 'city' ),
		];
		expect(
			blankHiddenFields( { state: 'BY', city: 'Berlin' }, fields )
		).toEqual( { state: '', city: 'Berlin' } );
	} );

	it( 'returns the same address when no hidden field has a value', () => {
		const address = { state: '', city: 'Berlin' };
		expect(
			blankHiddenFields( address, [
				makeField( 'state', { hidden: true } ),
			] )
		).toBe( address );
	} );

	describe( 'state match', () => {
		it( 'matches a state by code case-insensitively', () => {
			expect( stateMatch( 'ca', usStates ) ).toBe( 'CA' );
		} );

		it( 'matches a state by name case-insensitively', () => {
			expect( stateMatch( ' new york ', usStates ) ).toBe( 'NY' );
		} );

		it( 'matches nothing for an unknown or empty state', () => {
			expect( stateMatch( 'Texas', usStates ) ).toBeUndefined();
			expect( stateMatch( '', usStates ) ).toBeUndefined();
		} );
	} );

	describe( 'change country', () => {
		it( 'clears state and postcode', () => {
			expect(
				changeCountry(
					{
						country: 'US',
						state: 'CA',
						postcode: '90210',
						city: 'LA',
					},
					'GB'
				)
			).toEqual( { country: 'GB', state: '', postcode: '', city: 'LA' } );
		} );

		it( 'keeps the address when the country is unchanged', () => {
			const address = { country: 'US', state: 'CA', postcode: '90210' };
			expect( changeCountry( address, 'US' ) ).toBe( address );
		} );
	} );

	describe( 'address line 2 toggle', () => {
		const address2 = makeField( 'address_2' );

		it( 'collapses an optional empty second line', () => {
			expect( shouldCollapseAddress2( address2, '' ) ).toBe( true );
			expect( shouldCollapseAddress2( address2, undefined ) ).toBe(
				true
			);
		} );

		it( 'shows a second line that has a value', () => {
			expect( shouldCollapseAddress2( address2, 'Flat 2' ) ).toBe(
				false
			);
		} );

		it( 'shows a required second line', () => {
			expect(
				shouldCollapseAddress2( { ...address2, required: true }, '' )
			).toBe( false );
		} );

		it( 'never collapses other fields', () => {
			expect( shouldCollapseAddress2( makeField( 'company' ), '' ) ).toBe(
				false
			);
		} );
	} );

	describe( 'values', () => {
		it( "sends a checkbox's value as a boolean, others as text", () => {
			const checkbox = { type: 'checkbox' as const };
			expect( toStoreValue( checkbox, '1' ) ).toBe( true );
			expect( toStoreValue( checkbox, '' ) ).toBe( false );
			expect( toStoreValue( checkbox, undefined ) ).toBe( false );
			expect( toStoreValue( { type: 'text' }, 'GB1' ) ).toBe( 'GB1' );
			expect( toStoreValue( { type: 'text' }, undefined ) ).toBe( '' );
		} );

		it( "holds a checkbox's value as '1' or '' in a form", () => {
			expect( toFormValue( true ) ).toBe( '1' );
			expect( toFormValue( false ) ).toBe( '' );
			expect( toFormValue( 'x' ) ).toBe( 'x' );
			expect( toFormValue( null ) ).toBe( '' );
		} );
	} );
} );

describe( "the server's changes to a form's fields", () => {
	const fields = {
		first_name: makeField( 'first_name', { index: 10, required: true } ),
		company: makeField( 'company', { index: 30, hidden: true } ),
	};

	it( 'leaves the fields as they are without changes', () => {
		expect( applyFieldChanges( fields, undefined ) ).toBe( fields );
	} );

	it( 'merges an edit over the field of its key', () => {
		const changed = applyFieldChanges( fields, {
			first_name: { label: 'Given name', index: 5, width: 'full' },
		} );
		expect( changed.first_name ).toEqual( {
			...fields.first_name,
			label: 'Given name',
			index: 5,
			width: 'full',
		} );
		expect( changed.company ).toBe( fields.company );
	} );

	it( 'shows a field the server requires, whatever hid it', () => {
		expect(
			applyFieldChanges( fields, { company: { required: true } } ).company
		).toMatchObject( { required: true, hidden: false } );
	} );

	it( 'hides a field the server removed', () => {
		expect(
			applyFieldChanges( fields, {
				first_name: { hidden: true, required: false },
			} ).first_name
		).toMatchObject( { hidden: true, required: false } );
	} );

	it( 'adds a field the server renders, and no edit of a field the form lacks', () => {
		const island = makeField( 'billing_vat', {
			index: 102,
			island: 'field:billing_vat',
		} );
		const changed = applyFieldChanges( fields, {
			billing_vat: island,
			phone: { label: 'Telephone' },
		} );
		expect( changed.billing_vat ).toEqual( island );
		expect( changed ).not.toHaveProperty( 'phone' );
	} );
} );
