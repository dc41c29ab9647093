import { normalizeQuantity, resolveQuantityLimits } from '../quantity';

describe( 'quantity rule', () => {
	it( 'defaults to minimum 1, maximum 99, step 1', () => {
		expect( resolveQuantityLimits() ).toEqual( {
			minimum: 1,
			maximum: 99,
			step: 1,
		} );
	} );

	it( 'keeps a valid quantity as it is', () => {
		expect( normalizeQuantity( 7 ) ).toBe( 7 );
	} );

	it( 'clamps to the minimum', () => {
		expect( normalizeQuantity( 0, { minimum: 2 } ) ).toBe( 2 );
		expect( normalizeQuantity( -5 ) ).toBe( 1 );
	} );

	it( 'clamps to the maximum', () => {
		expect( normalizeQuantity( 150 ) ).toBe( 99 );
		expect( normalizeQuantity( 12, { maximum: 10 } ) ).toBe( 10 );
	} );

	it( 'rounds down to a multiple of the step', () => {
		expect( normalizeQuantity( 7, { multiple_of: 3 } ) ).toBe( 6 );
		expect( normalizeQuantity( 11, { multiple_of: 5, minimum: 5 } ) ).toBe(
			10
		);
	} );

	it( 'rounds fractional quantities down', () => {
		expect( normalizeQuantity( 2.9 ) ).toBe( 2 );
	} );

	it( 'keeps the bounds on multiples of the step', () => {
		// Minimum 1 with step 4: the smallest valid quantity is 4; maximum 10: the largest is 8.
		expect( normalizeQuantity( 1, { multiple_of: 4 } ) ).toBe( 4 );
		expect( normalizeQuantity( 10, { multiple_of: 4, maximum: 10 } ) ).toBe(
			8
		);
	} );

	it( 'turns a value that is not a number into the minimum', () => {
		expect( normalizeQuantity( Number.NaN, { minimum: 3 } ) ).toBe( 3 );
	} );

	it( 'ignores a step of zero', () => {
		expect( normalizeQuantity( 5, { multiple_of: 0 } ) ).toBe( 5 );
	} );

	it( 'falls back to the minimum when no multiple of the step fits the bounds', () => {
		expect(
			normalizeQuantity( 9, { minimum: 5, maximum: 6, multiple_of: 4 } )
		).toBe( 5 );
	} );
} );
