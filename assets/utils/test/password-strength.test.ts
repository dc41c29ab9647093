import {
	getPasswordDiversity,
	getPasswordStrengthLabel,
	scorePassword,
	scorePasswordFallback,
} from '../password-strength';

/**
 * A password of `length` characters using three classes (lower, upper, digit).
 * @param length
 */
function makePassword( length: number ): string {
	return 'Aa1'.repeat( Math.ceil( length / 3 ) ).slice( 0, length );
}

describe( 'password strength', () => {
	describe( 'fallback length thresholds (three classes)', () => {
		it.each( [
			[ 0, 0 ],
			[ 3, 0 ],
			[ 4, 1 ],
			[ 7, 1 ],
			[ 8, 2 ],
			[ 11, 2 ],
			[ 12, 3 ],
			[ 19, 3 ],
			[ 20, 4 ],
			[ 64, 4 ],
		] )( 'scores %i characters as %i', ( length, score ) => {
			expect( scorePasswordFallback( makePassword( length ) ) ).toBe(
				score
			);
		} );
	} );

	describe( 'fallback diversity', () => {
		it( 'counts lowercase, uppercase, digits and symbols', () => {
			expect( getPasswordDiversity( 'abc' ) ).toBe( 1 );
			expect( getPasswordDiversity( 'aB' ) ).toBe( 2 );
			expect( getPasswordDiversity( 'aB3' ) ).toBe( 3 );
			expect( getPasswordDiversity( 'aB3 ' ) ).toBe( 4 );
		} );

		it( 'takes two points off a single class', () => {
			expect( scorePasswordFallback( 'abcdefghijkl' ) ).toBe( 1 );
		} );

		it( 'takes one point off two classes', () => {
			expect( scorePasswordFallback( 'abcdefghijK' ) ).toBe( 1 );
			expect( scorePasswordFallback( 'abcdefghijkL' ) ).toBe( 2 );
		} );

		it( 'takes nothing off three or four classes', () => {
			expect( scorePasswordFallback( 'abcdefghijK1' ) ).toBe( 3 );
			expect( scorePasswordFallback( 'abcdefghiK1!' ) ).toBe( 3 );
		} );

		it( 'never goes below zero', () => {
			expect( scorePasswordFallback( 'abc' ) ).toBe( 0 );
		} );

		it( 'scores the documented examples', () => {
			expect( scorePasswordFallback( 'password' ) ).toBe( 0 );
			expect( scorePasswordFallback( 'Password' ) ).toBe( 1 );
			expect( scorePasswordFallback( 'Password1' ) ).toBe( 2 );
			expect( scorePasswordFallback( 'Password1234' ) ).toBe( 3 );
		} );
	} );

	it( 'uses zxcvbn when given', () => {
		expect( scorePassword( 'password', () => ( { score: 3 } ) ) ).toBe( 3 );
	} );

	it( 'uses the fallback without zxcvbn', () => {
		expect( scorePassword( 'Password1' ) ).toBe( 2 );
	} );

	it( 'scores an empty password 0', () => {
		expect( scorePassword( '', () => ( { score: 4 } ) ) ).toBe( 0 );
	} );

	it.each( [
		[ 0, 'Too weak' ],
		[ 1, 'Weak' ],
		[ 2, 'Medium' ],
		[ 3, 'Strong' ],
		[ 4, 'Very strong' ],
	] as const )( 'labels score %i "%s"', ( score, label ) => {
		expect( getPasswordStrengthLabel( score ) ).toBe( label );
	} );
} );
