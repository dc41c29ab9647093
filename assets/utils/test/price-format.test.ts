import { formatPriceWithFormat, isValidPriceFormat } from '../price-format';

const pound = {
	currency_minor_unit: 2,
	currency_prefix: '£',
	currency_suffix: '',
};

describe( 'price format', () => {
	let consoleError: jest.SpyInstance;

	beforeEach( () => {
		consoleError = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
	} );

	afterEach( () => {
		consoleError.mockRestore();
	} );

	it( 'places the price at the price tag', () => {
		expect( formatPriceWithFormat( '1999', pound, 'From <price/>' ) ).toBe(
			'From £19.99'
		);
		expect( consoleError ).not.toHaveBeenCalled();
	} );

	it( 'uses the price alone by default', () => {
		expect( formatPriceWithFormat( '1999', pound ) ).toBe( '£19.99' );
	} );

	it( 'uses the default format and logs an error without the price tag', () => {
		expect( formatPriceWithFormat( '1999', pound, 'Total' ) ).toBe(
			'£19.99'
		);
		expect( consoleError ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps dollar signs of the price literal', () => {
		expect(
			formatPriceWithFormat(
				'500',
				{ currency_prefix: '$&' },
				'<price/> each'
			)
		).toBe( '$&5.00 each' );
	} );

	it( 'checks that a format contains the price tag', () => {
		expect( isValidPriceFormat( 'Save <price/>' ) ).toBe( true );
		expect( isValidPriceFormat( 'Save <price>' ) ).toBe( false );
		expect( isValidPriceFormat( 42 ) ).toBe( false );
	} );
} );
