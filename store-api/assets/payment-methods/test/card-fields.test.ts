import { isCardExpiry, isCardNumber } from '../card-fields';

describe( 'test card fields', () => {
	it( 'accepts Luhn-valid numbers of a plausible length', () => {
		expect( isCardNumber( '4242 4242 4242 4242' ) ).toBe( true );
		expect( isCardNumber( '4242 4242 4242 4241' ) ).toBe( false );
		expect( isCardNumber( '4242' ) ).toBe( false );
	} );

	it( 'accepts an expiry in MM / YY that has not passed', () => {
		const now = new Date( 2026, 10, 1 );
		expect( isCardExpiry( '11 / 26', now ) ).toBe( true );
		expect( isCardExpiry( '10/26', now ) ).toBe( false );
		expect( isCardExpiry( '13/30', now ) ).toBe( false );
	} );
} );
