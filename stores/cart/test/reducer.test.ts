import reducer from '../reducer';
import { receiveCart, receiveError } from '../actions';
import type { Cart } from '../../../assets/api/types';

const makeCart = ( overrides: Partial< Cart > = {} ) =>
	( { items: [], items_count: 0, ...overrides } ) as unknown as Cart;

describe( 'cart reducer', () => {
	it( 'starts without a cart when the page preloaded none', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toEqual( {
			cartData: null,
			errorMessage: null,
		} );
	} );

	it( 'replaces the cart with the one received', () => {
		const cart = makeCart( { items_count: 2 } );
		expect( reducer( undefined, receiveCart( cart ) ).cartData ).toBe(
			cart
		);
	} );

	it( 'clears a read error once a cart arrives', () => {
		const failed = reducer(
			undefined,
			receiveError( 'Unable to get cart data from the API.' )
		);
		expect( failed.errorMessage ).toBe(
			'Unable to get cart data from the API.'
		);
		expect(
			reducer( failed, receiveCart( makeCart() ) ).errorMessage
		).toBeNull();
	} );
} );
