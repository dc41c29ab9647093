import { getCartIconPath, isCartIconName } from '../cart-icons';

describe( 'cart icons', () => {
	it( 'has a different drawing for each choice', () => {
		const paths = [ 'cart', 'bag', 'bag-alt' ].map( getCartIconPath );
		expect( new Set( paths ).size ).toBe( 3 );
	} );

	it( 'draws an unknown choice as the cart', () => {
		expect( isCartIconName( 'trolley' ) ).toBe( false );
		expect( getCartIconPath( 'trolley' ) ).toBe(
			getCartIconPath( 'cart' )
		);
	} );
} );
