import { formatPrice } from '../money';

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
