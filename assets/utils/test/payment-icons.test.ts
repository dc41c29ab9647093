import { acceptedPaymentMethodIcons } from '../payment-icons';

describe( 'accepted payment method icons', () => {
	it( 'lists every method’s icons once, in the order the methods give them', () => {
		expect(
			acceptedPaymentMethodIcons(
				[
					{ icons: [] },
					{ icons: [ 'visa', 'mastercard' ] },
					{ icons: null },
				],
				[ { icons: [ 'mastercard', 'amex' ] }, {} ]
			)
		).toEqual( [ 'visa', 'mastercard', 'amex' ] );
	} );

	it( 'keeps image icons, once by id', () => {
		const logo = {
			id: 'wallet',
			src: 'https://example.com/w.svg',
			alt: 'W',
		};
		expect(
			acceptedPaymentMethodIcons( [
				{ icons: [ logo ] },
				{ icons: [ { id: 'wallet', src: 'other.svg' } ] },
			] )
		).toEqual( [ logo ] );
	} );

	it( 'has none when no method names an icon', () => {
		expect( acceptedPaymentMethodIcons( [ {}, { icons: [] } ] ) ).toEqual(
			[]
		);
	} );
} );
