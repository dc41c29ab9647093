import { leavesPage } from '../navigation';

describe( 'leavesPage', () => {
	const here = 'https://shop.example/checkout/';

	it( 'is true for another page', () => {
		expect(
			leavesPage(
				'https://shop.example/checkout/order-received/7/',
				here
			)
		).toBe( true );
		expect( leavesPage( 'https://pay.example/session/1', here ) ).toBe(
			true
		);
	} );

	it( 'is false for a hash on this page, or nothing', () => {
		expect( leavesPage( '#wc-gateway-confirm-pi:7:secret', here ) ).toBe(
			false
		);
		expect(
			leavesPage( 'https://shop.example/checkout/#confirm', here )
		).toBe( false );
		expect( leavesPage( '', here ) ).toBe( false );
	} );
} );
