import { getMiniCartButtonText } from '../button-text';

const currency = {
	currency_prefix: '£',
	currency_suffix: '',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
};

describe( 'mini-cart button text', () => {
	it( 'says only "Cart" while the cart is unknown', () => {
		expect( getMiniCartButtonText( null ) ).toEqual( {
			label: 'Cart',
			count: '',
			amount: '',
		} );
	} );

	it( 'shows the count and the total in the store currency format', () => {
		expect(
			getMiniCartButtonText( {
				itemsCount: 3,
				total: '123456',
				currency,
			} )
		).toEqual( {
			label: '3 items in cart, total price of £1,234.56',
			count: '3',
			amount: '£1,234.56',
		} );
	} );

	it( 'uses the singular for one item', () => {
		expect(
			getMiniCartButtonText( { itemsCount: 1, total: '500', currency } )
				.label
		).toBe( '1 item in cart, total price of £5.00' );
	} );

	it( 'leaves the visible total out when the price is hidden, not the label', () => {
		const text = getMiniCartButtonText(
			{ itemsCount: 2, total: '500', currency },
			true
		);
		expect( text.amount ).toBe( '' );
		expect( text.label ).toContain( '£5.00' );
	} );
} );
