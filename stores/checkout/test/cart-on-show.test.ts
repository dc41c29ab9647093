/**
 * What the page shows the shopper being charged for, sent with Place Order for the server to
 * compare: never an address or a field's value.
 */
import {
	cartOnShow,
	CART_ON_SHOW_NAMESPACE,
	withCartOnShow,
} from '../cart-on-show';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';
import type { CheckoutRequestBody } from '../types';

describe( 'the cart on show', () => {
	it( 'names each package with its chosen rate, nothing after the colon without one', () => {
		const cart = makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					package_id: 0,
					shipping_rates: [
						makeShippingRate( {
							rate_id: 'pickup_location:1',
							selected: true,
						} ),
					],
				} ),
				makeShippingPackage( {
					package_id: 'bulky',
					shipping_rates: [ makeShippingRate( { selected: false } ) ],
				} ),
			],
		} );
		expect( cartOnShow( cart ).shipping_rates ).toEqual( [
			'0:pickup_location:1',
			'bulky:',
		] );
	} );

	it( 'holds no address and no field value', () => {
		const cart = makeCart( {
			items: [ makeCartItem( { key: 'abc', quantity: 2 } ) ],
		} );
		expect( Object.keys( cartOnShow( cart ) ) ).toEqual( [
			'items',
			'coupons',
			'shipping_rates',
			'fees',
			'total',
		] );
		expect( cartOnShow( cart ).items ).toEqual( [ 'abc:2' ] );
	} );

	it( "goes in the checkout's extension data beside the extensions' own", () => {
		const body = {
			extensions: { 'some/plugin': { a: 1 } },
		} as unknown as CheckoutRequestBody;
		const cart = makeCart();
		const sent = withCartOnShow( body, cart );
		expect( sent.extensions[ 'some/plugin' ] ).toEqual( { a: 1 } );
		expect( sent.extensions[ CART_ON_SHOW_NAMESPACE ] ).toEqual(
			cartOnShow( cart )
		);
		expect( body.extensions[ CART_ON_SHOW_NAMESPACE ] ).toBeUndefined();
	} );
} );
