import {
	checkboxRequiredMessage,
	defaultInputErrorMessage,
	getFieldLabelInSentence,
	getValidityMessage,
	isGermanLocale,
	selectInvalidMessage,
	selectPlaceholder,
	trimInputValue,
} from '../input-validation';

function makeValidity( flags: Partial< ValidityState > = {} ): ValidityState {
	return {
		badInput: false,
		customError: false,
		patternMismatch: false,
		rangeOverflow: false,
		rangeUnderflow: false,
		stepMismatch: false,
		tooLong: false,
		tooShort: false,
		typeMismatch: false,
		valid: false,
		valueMissing: false,
		...flags,
	};
}

describe( 'input validation', () => {
	it( 'asks for a valid field with the label lowercased', () => {
		expect( defaultInputErrorMessage( 'First name', 'en_US' ) ).toBe(
			'Please enter a valid first name'
		);
	} );

	it( 'keeps the label case in German locales', () => {
		expect( defaultInputErrorMessage( 'Vorname', 'de_DE' ) ).toBe(
			'Please enter a valid Vorname'
		);
		expect( defaultInputErrorMessage( 'Vorname', 'de_CH_informal' ) ).toBe(
			'Please enter a valid Vorname'
		);
	} );

	it( 'treats only de and de_* as German', () => {
		expect( isGermanLocale( 'de' ) ).toBe( true );
		expect( isGermanLocale( 'dsb' ) ).toBe( false );
		expect( isGermanLocale( 'en_DE' ) ).toBe( false );
	} );

	it( 'falls back to "field" when there is no label', () => {
		expect( defaultInputErrorMessage( '  ' ) ).toBe(
			'Please enter a valid field'
		);
		expect( getFieldLabelInSentence( '' ) ).toBe( 'field' );
	} );

	it( 'asks to check a required checkbox', () => {
		expect( checkboxRequiredMessage() ).toBe(
			'Please check this box if you want to proceed.'
		);
	} );

	it( 'asks for a valid option of a select', () => {
		expect( selectInvalidMessage() ).toBe( 'Please select a valid option' );
	} );

	it( 'uses "Select a %s" as the select placeholder', () => {
		expect( selectPlaceholder( 'Country / Region' ) ).toBe(
			'Select a country / region'
		);
	} );

	it( 'trims values', () => {
		expect( trimInputValue( '  Jane \n' ) ).toBe( 'Jane' );
	} );

	describe( 'native validity', () => {
		it( 'is empty when valid', () => {
			expect(
				getValidityMessage(
					makeValidity( { valid: true } ),
					'',
					'Email'
				)
			).toBe( '' );
		} );

		it( 'uses the default message for a missing value', () => {
			expect(
				getValidityMessage(
					makeValidity( { valueMissing: true } ),
					'Fill in this field.',
					'City'
				)
			).toBe( 'Please enter a valid city' );
		} );

		it( 'uses the default message for a type mismatch', () => {
			expect(
				getValidityMessage(
					makeValidity( { typeMismatch: true } ),
					'Enter an email address.',
					'Email address'
				)
			).toBe( 'Please enter a valid email address' );
		} );

		it( 'keeps a custom error as set', () => {
			expect(
				getValidityMessage(
					makeValidity( { customError: true } ),
					'Too far away',
					'City'
				)
			).toBe( 'Too far away' );
		} );

		it( "uses the browser's message for other failures", () => {
			expect(
				getValidityMessage(
					makeValidity( { tooLong: true } ),
					'Too long.',
					'City'
				)
			).toBe( 'Too long.' );
		} );
	} );
} );
