import { act } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { addAction, removeAllActions } from '@wordpress/hooks';
import {
	cartStore,
	dispatchCheckoutEvent,
	dispatchStoreEvent,
} from '@kassa/data';

import { makeCart } from '../../../stores/test-utils/factories';
import '..';

const recorded: Array< [ string, Record< string, unknown > ] > = [];
const listen = ( name: string ) =>
	addAction( `experimental__woocommerce_blocks-${ name }`, 'test', ( args ) =>
		recorded.push( [ name, args ] )
	);

const cart = makeCart();

beforeAll( () =>
	act( () => {
		dispatch( cartStore ).receiveCart( cart );
	} )
);
beforeEach( () => {
	recorded.length = 0;
} );
afterEach( () =>
	[
		'cart-add-item',
		'cart-remove-item',
		'cart-set-item-quantity',
		'product-list-render',
		'checkout-set-active-payment-method',
		'checkout-set-selected-shipping-rate',
		'checkout-submit',
		'checkout-render-checkout-form',
	].forEach( ( name ) =>
		removeAllActions( `experimental__woocommerce_blocks-${ name }`, 'test' )
	)
);

describe( 'WooCommerce’s blocks’ JS actions on Kassa’s events', () => {
	it( 'fires the cart’s with WooCommerce’s arguments', () => {
		[
			'cart-remove-item',
			'cart-set-item-quantity',
			'cart-add-item',
		].forEach( listen );
		const item = cart.items[ 0 ];
		dispatchStoreEvent( 'cart-set-item-quantity', { item, quantity: 3 } );
		dispatchStoreEvent( 'cart-remove-item', { item, quantity: 3 } );
		dispatchStoreEvent( 'cart-add-item', { product: { id: 7 } } );
		expect( recorded ).toEqual( [
			[ 'cart-set-item-quantity', { product: item, quantity: 3 } ],
			[ 'cart-remove-item', { product: item, quantity: 3 } ],
			[ 'cart-add-item', { product: { id: 7 } } ],
		] );
	} );

	it( 'fires the checkout’s with the cart store’s data as storeCart', () => {
		[
			'checkout-set-active-payment-method',
			'checkout-set-selected-shipping-rate',
			'checkout-submit',
		].forEach( listen );
		dispatchCheckoutEvent( 'set-active-payment-method', {
			value: 'cheque',
		} );
		dispatchCheckoutEvent( 'set-selected-shipping-rate', {
			rateId: 'flat_rate:1',
		} );
		dispatchCheckoutEvent( 'submit' );
		expect( recorded.map( ( [ name ] ) => name ) ).toEqual( [
			'checkout-set-active-payment-method',
			'checkout-set-selected-shipping-rate',
			'checkout-submit',
		] );
		expect( recorded[ 0 ][ 1 ] ).toEqual( {
			paymentMethodSlug: 'cheque',
			storeCart: expect.objectContaining( {
				itemsCount: cart.items_count,
				totals: cart.totals,
			} ),
		} );
		expect( recorded[ 1 ][ 1 ].shippingRateId ).toBe( 'flat_rate:1' );
		expect( Object.keys( recorded[ 2 ][ 1 ] ) ).toEqual( [ 'storeCart' ] );
	} );

	it( 'names Kassa’s product grid as WooCommerce’s All Products', () => {
		listen( 'product-list-render' );
		dispatchStoreEvent( 'product-list-render', {
			products: [ { id: 1 } ],
			listName: 'kassa/products',
		} );
		expect( recorded ).toEqual( [
			[
				'product-list-render',
				{
					products: [ { id: 1 } ],
					listName: 'woocommerce/all-products',
				},
			],
		] );
	} );

	it( 'logs a listener that throws, and the shopper’s action goes on', () => {
		addAction(
			'experimental__woocommerce_blocks-checkout-render-checkout-form',
			'test',
			() => {
				throw new Error( 'tracker offline' );
			}
		);
		expect( () =>
			dispatchCheckoutEvent( 'render-checkout-form' )
		).not.toThrow();
		expect( console ).toHaveErrored();
	} );
} );
