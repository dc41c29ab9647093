import { formatPostcodeInput, isValidPostcode } from '../postcode';

describe( 'postcode', () => {
	it.each( [
		[ 'GB', 'SW1A 1AA' ],
		[ 'GB', 'sw1a1aa' ],
		[ 'GB', 'M1 1AE' ],
		[ 'GB', 'B33 8TH' ],
		[ 'GB', 'CR2 6XH' ],
		[ 'GB', 'DN55 1PT' ],
		[ 'GB', 'W1A 0AX' ],
		[ 'GB', 'GIR 0AA' ],
		[ 'BA', '71000' ],
		[ 'BA', '88000' ],
		[ 'IN', '110001' ],
		[ 'IN', '560 001' ],
		[ 'JP', '100-0001' ],
		[ 'JP', '1000001' ],
		[ 'KH', '120101' ],
		[ 'LI', '9490' ],
		[ 'LI', '9485' ],
		[ 'MN', '210646' ],
		[ 'NI', '11001' ],
		[ 'NL', '1012 AB' ],
		[ 'NL', '1012ab' ],
		[ 'SI', '1000' ],
		[ 'US', '90210' ],
		[ 'US', '90210-1234' ],
		[ 'CA', 'K1A 0B1' ],
		[ 'DE', '10115' ],
		[ 'IE', 'D02 X285' ],
		[ 'PL', '00-950' ],
	] )( 'accepts %s postcode %s', ( country, postcode ) => {
		expect( isValidPostcode( postcode, country ) ).toBe( true );
	} );

	it.each( [
		[ 'GB', 'SW1A' ],
		[ 'GB', '12345' ],
		[ 'BA', '61000' ],
		[ 'IN', '010001' ],
		[ 'JP', '100_0001' ],
		[ 'KH', '12010' ],
		[ 'LI', '9484' ],
		[ 'LI', '8000' ],
		[ 'MN', '010646' ],
		[ 'NI', '01100' ],
		[ 'NL', '0123 AB' ],
		[ 'NL', '1012 SA' ],
		[ 'NL', '1012 SS' ],
		[ 'SI', '0100' ],
		[ 'US', '9021' ],
		[ 'CA', 'D1A 0B1' ],
		[ 'DE', '1011' ],
	] )( 'rejects %s postcode %s', ( country, postcode ) => {
		expect( isValidPostcode( postcode, country ) ).toBe( false );
	} );

	it.each( [ 'BFPO 1', 'BFPO 1234', 'BFPO801', 'BFPO c/o 123' ] )(
		'accepts a BFPO postcode for GB: %s',
		( postcode ) => {
			expect( isValidPostcode( postcode, 'GB' ) ).toBe( true );
		}
	);

	it( 'rejects a BFPO number longer than four digits', () => {
		expect( isValidPostcode( 'BFPO 12345', 'GB' ) ).toBe( false );
	} );

	it( 'accepts any postcode for a country without a pattern', () => {
		expect( isValidPostcode( 'anything at all', 'XX' ) ).toBe( true );
		expect( isValidPostcode( '', 'AE' ) ).toBe( true );
	} );

	it( 'ignores surrounding space and letter case', () => {
		expect( isValidPostcode( '  sw1a 1aa ', 'gb' ) ).toBe( true );
	} );

	it( 'formats input trimmed at the start and uppercased', () => {
		expect( formatPostcodeInput( '  sw1a 1aa' ) ).toBe( 'SW1A 1AA' );
	} );

	it( 'keeps trailing space while typing', () => {
		expect( formatPostcodeInput( 'sw1a ' ) ).toBe( 'SW1A ' );
	} );
} );
