import { formatPrice, toMinor, withDisplayTax } from '../money';

const euro = {
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

describe( 'formatPrice', () => {
	it( 'places the minor unit and thousand separators', () => {
		expect( formatPrice( '123456789', euro ) ).toBe( '1.234.567,89 €' );
	} );

	it( 'pads amounts smaller than one unit', () => {
		expect(
			formatPrice( '5', {
				...euro,
				currency_prefix: '£',
				currency_suffix: '',
			} )
		).toBe( '£0,05' );
	} );

	it( 'formats currencies without a minor unit', () => {
		expect(
			formatPrice( '1500', {
				currency_minor_unit: 0,
				currency_prefix: '¥',
			} )
		).toBe( '¥1,500' );
	} );

	it( 'keeps the sign of negative amounts in front', () => {
		expect( formatPrice( '-250', { currency_prefix: '$' } ) ).toBe(
			'-$2.50'
		);
	} );
} );

describe( 'amounts with or without tax', () => {
	it( 'reads minor-unit strings, and nothing as 0', () => {
		expect( toMinor( '1999' ) ).toBe( 1999 );
		expect( toMinor( undefined ) ).toBe( 0 );
		expect( toMinor( 'abc' ) ).toBe( 0 );
	} );

	it( 'adds the tax only where the shop shows prices including tax', () => {
		expect( withDisplayTax( '1800', '360', true ) ).toBe( 2160 );
		expect( withDisplayTax( '1800', '360', false ) ).toBe( 1800 );
	} );
} );
