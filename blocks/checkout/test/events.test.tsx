import { act, render, renderHook } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { addAction, removeAllActions } from '@wordpress/hooks';
import { cartStore, checkoutStore } from '@kassa/data';

import CheckoutFieldsBlock from '../../checkout-fields/block';
import { announceAddressChange, setDraftEmail } from '../hooks/customer-data';
import { usePlaceOrder } from '../hooks/use-place-order';
import { makeCart } from '../../../stores/test-utils/factories';

/** The checkout events other scripts hear, in order. */
const heard: string[] = [];
const EVENTS = [
	'render-checkout-form',
	'set-email-address',
	'set-billing-address',
	'set-shipping-address',
	'submit',
];

beforeAll( () =>
	act( () => {
		dispatch( cartStore ).receiveCart( makeCart() );
	} )
);
beforeEach( () => {
	heard.length = 0;
	EVENTS.forEach( ( name ) =>
		addAction( `kassa-checkout-${ name }`, 'test', () =>
			heard.push( name )
		)
	);
} );
afterEach( () =>
	EVENTS.forEach( ( name ) =>
		removeAllActions( `kassa-checkout-${ name }`, 'test' )
	)
);

describe( 'the events the checkout’s forms fire', () => {
	it( 'tells a change of the shipping form, and of the billing address it also sets', () => {
		act( () => {
			dispatch( checkoutStore ).setUseShippingAsBilling( true );
		} );
		announceAddressChange( 'shipping' );
		act( () => {
			dispatch( checkoutStore ).setUseShippingAsBilling( false );
		} );
		announceAddressChange( 'shipping' );
		expect( heard ).toEqual( [
			'set-billing-address',
			'set-shipping-address',
			'set-shipping-address',
		] );
	} );

	it( 'tells a change of the billing form, and of the shipping address when it is the only form', () => {
		announceAddressChange( 'billing' );
		act( () => {
			dispatch( checkoutStore ).setPrefersCollection( true );
		} );
		announceAddressChange( 'billing' );
		act( () => {
			dispatch( checkoutStore ).setPrefersCollection( false );
		} );
		expect( heard ).toEqual( [
			'set-billing-address',
			'set-shipping-address',
			'set-billing-address',
		] );
	} );

	it( 'tells each change of the email address', () => {
		act( () => setDraftEmail( 'a@example.com' ) );
		expect( heard ).toEqual( [ 'set-email-address' ] );
	} );

	it( 'tells the form rendered, once the page is ready', () => {
		render( <CheckoutFieldsBlock /> );
		expect( heard ).toEqual( [ 'render-checkout-form' ] );
	} );

	it( 'tells Place Order was pressed, before anything else happens', async () => {
		const { result } = renderHook( () => usePlaceOrder() );
		await act( async () => {
			result.current();
		} );
		expect( heard[ 0 ] ).toBe( 'submit' );
	} );
} );
