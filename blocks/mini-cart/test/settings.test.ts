import metadata from '../block.json';
import {
	getClickTarget,
	isBadgeVisible,
	MINI_CART_DEFAULTS,
	readButtonSettings,
} from '../settings';

const pages = { cart: '/cart/', checkout: '/checkout/' };

describe( 'mini-cart button settings', () => {
	it( 'defaults to what block.json says', () => {
		for ( const [ name, value ] of Object.entries( MINI_CART_DEFAULTS ) ) {
			expect( [ name, value ] ).toEqual( [
				name,
				(
					metadata.attributes as Record<
						string,
						{ default?: unknown }
					>
				 )[ name ].default,
			] );
		}
	} );

	it( 'takes the defaults for a block stored without its settings', () => {
		expect( readButtonSettings( {} ) ).toEqual( MINI_CART_DEFAULTS );
	} );

	it( 'keeps the settings a block has, and draws an unknown icon as the cart', () => {
		const settings = readButtonSettings( {
			miniCartIcon: 'trolley',
			hasHiddenPrice: true,
			productCountVisibility: 'never',
		} );
		expect( settings ).toMatchObject( {
			miniCartIcon: 'cart',
			hasHiddenPrice: true,
			productCountVisibility: 'never',
		} );
	} );
} );

describe( 'mini-cart badge', () => {
	it.each( [
		[ 'greater_than_zero', 0, false ],
		[ 'greater_than_zero', 2, true ],
		[ 'always', 0, true ],
		[ 'always', 2, true ],
		[ 'never', 0, false ],
		[ 'never', 2, false ],
	] as const )(
		'set to %s, with %d items: shown %s',
		( visibility, count, shown ) => {
			expect( isBadgeVisible( count, visibility ) ).toBe( shown );
		}
	);

	it( 'shows nothing while the count is unknown, even when set to always', () => {
		expect( isBadgeVisible( null, 'always' ) ).toBe( false );
	} );
} );

describe( 'mini-cart click', () => {
	it( 'opens the drawer by default', () => {
		expect( getClickTarget( 'open_drawer', pages ) ).toBeNull();
	} );

	it( 'goes to the cart or the checkout page when set to', () => {
		expect( getClickTarget( 'navigate_to_cart', pages ) ).toBe( '/cart/' );
		expect( getClickTarget( 'navigate_to_checkout', pages ) ).toBe(
			'/checkout/'
		);
	} );

	it( 'opens the drawer when the shop has no such page', () => {
		expect(
			getClickTarget( 'navigate_to_checkout', { cart: '/cart/' } )
		).toBeNull();
	} );
} );
