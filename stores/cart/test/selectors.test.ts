import reducer from '../reducer';
import * as selectors from '../selectors';
import {
	receiveCart,
	setItemPendingDelete,
	setItemPendingQuantity,
	setRequestedQuantity,
} from '../actions';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';

const withCart = ( cart = makeCart() ) =>
	reducer(
		reducer( undefined, { type: '@@INIT' } as never ),
		receiveCart( cart )
	);

describe( 'cart selectors', () => {
	it( 'return stable empty values before a cart is known', () => {
		const state = reducer( undefined, { type: '@@INIT' } as never );
		expect( selectors.getCartItems( state ) ).toBe(
			selectors.getCartItems( state )
		);
		expect( selectors.getCartItems( state ) ).toEqual( [] );
		expect( selectors.getCartTotals( state ) ).toBeNull();
		expect( selectors.getItemsCount( state ) ).toBe( 0 );
	} );

	it( 'read every cart field', () => {
		const cart = makeCart();
		const state = withCart( cart );
		expect( selectors.getCartData( state ) ).toBe( cart );
		expect( selectors.getCartItems( state ) ).toBe( cart.items );
		expect( selectors.getCartCoupons( state ) ).toBe( cart.coupons );
		expect( selectors.getCartFees( state ) ).toBe( cart.fees );
		expect( selectors.getCartTotals( state ) ).toBe( cart.totals );
		expect( selectors.getShippingAddress( state ) ).toBe(
			cart.shipping_address
		);
		expect( selectors.getBillingAddress( state ) ).toBe(
			cart.billing_address
		);
		expect( selectors.getShippingRates( state ) ).toBe(
			cart.shipping_rates
		);
		expect( selectors.getPaymentMethods( state ) ).toEqual( [ 'cheque' ] );
		expect( selectors.getPaymentRequirements( state ) ).toEqual( [
			'products',
		] );
		expect( selectors.getCartErrors( state ) ).toEqual( [] );
		expect( selectors.getCartExtensions( state ) ).toEqual( {} );
		expect( selectors.getCrossSells( state ) ).toEqual( [] );
		expect( selectors.getItemsCount( state ) ).toBe( 1 );
		expect( selectors.getItemsWeight( state ) ).toBe( 0 );
		expect( selectors.getNeedsPayment( state ) ).toBe( true );
		expect( selectors.getNeedsShipping( state ) ).toBe( true );
		expect( selectors.getHasCalculatedShipping( state ) ).toBe( true );
	} );

	it( 'list the lines whose removal or quantity change is in flight', () => {
		let state = withCart();
		expect( selectors.getItemsPendingDelete( state ) ).toEqual( [] );
		state = reducer( state, setItemPendingDelete( 'a', true ) );
		state = reducer( state, setItemPendingQuantity( 'b', true ) );
		expect( selectors.getItemsPendingDelete( state ) ).toEqual( [ 'a' ] );
		expect( selectors.getItemsPendingQuantity( state ) ).toEqual( [ 'b' ] );
		// The same list while nothing changes.
		expect( selectors.getItemsPendingDelete( state ) ).toBe(
			selectors.getItemsPendingDelete( state )
		);
	} );

	it( 'show the requested quantity until the server confirms', () => {
		const item = makeCartItem( { key: 'k', quantity: 1 } );
		const state = reducer(
			withCart( makeCart( { items: [ item ] } ) ),
			setRequestedQuantity( 'k', 3 )
		);
		expect( selectors.getItemQuantity( state, 'k' ) ).toBe( 3 );
		expect( selectors.getCartItem( state, 'k' )?.quantity ).toBe( 1 );
	} );

	it( 'map selected rates by package', () => {
		const state = withCart(
			makeCart( {
				shipping_rates: [
					makeShippingPackage( {
						package_id: 2,
						shipping_rates: [
							makeShippingRate( {
								rate_id: 'pickup_location:0',
								selected: true,
							} ),
						],
					} ),
				],
			} )
		);
		expect( selectors.getSelectedShippingRates( state ) ).toEqual( {
			2: 'pickup_location:0',
		} );
		expect( selectors.isPickupSelected( state ) ).toBe( true );
	} );

	it( 'derive the shipping error status from cart errors', () => {
		const state = withCart(
			makeCart( {
				errors: [
					{
						code: 'woocommerce_rest_cart_shipping_rates_invalid_state',
						message: '',
					},
				],
			} )
		);
		expect( selectors.getShippingErrorStatus( state ) ).toBe(
			'invalid_address'
		);
		expect( selectors.hasShippingError( state ) ).toBe( true );
	} );
} );
