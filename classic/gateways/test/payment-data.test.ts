import { paymentData } from '../payment-data';

describe( 'a classic gateway’s payment data', () => {
	it( 'is one string per name, the last of a repeated name, as PHP keeps it', () => {
		expect(
			paymentData( [
				{ name: 'note', value: 'a' },
				{ name: 'pick', value: '1' },
				{ name: 'pick', value: '2' },
			] )
		).toEqual( { note: 'a', pick: '2' } );
	} );
} );
