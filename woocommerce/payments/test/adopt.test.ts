import { createElement } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { cartStore, paymentStore } from '@kassa/data';
import {
	checkPaymentMethodsCanPay,
	getExpressPaymentMethods,
	getPaymentMethods,
	resetPaymentMethods,
} from '@kassa/payment-registry';

import {
	adoptWooCommercePaymentMethods,
	watchWooCommercePaymentMethods,
} from '../adopt';
import { makeCart } from '../../../stores/test-utils/factories';

const element = createElement( 'div' );

/**
 * A method as WooCommerce's registry keeps it: its `canMakePayment` is a getter that wraps
 * the gateway's own function with the cart's payment requirements.
 *
 * @param name      Gateway id.
 * @param canPay    The gateway's own canMakePayment.
 * @param overrides More fields.
 * @return The config object.
 */
function wooCommerceMethod(
	name: string,
	canPay: ( argument: unknown ) => boolean,
	overrides: Record< string, unknown > = {}
) {
	const config = {
		name,
		label: createElement( 'span', {}, name ),
		ariaLabel: name,
		content: element,
		edit: element,
		paymentMethodId: name,
		placeOrderButtonLabel: undefined,
		savedTokenComponent: null,
		icons: null,
		supports: { features: [ 'products' ], showSavedCards: false },
		canMakePaymentFromConfig: canPay,
		...overrides,
	};
	Object.defineProperty( config, 'canMakePayment', {
		get() {
			return ( argument: { paymentRequirements: string[] } ) =>
				argument.paymentRequirements.every( ( feature ) =>
					config.supports.features.includes( feature )
				) && config.canMakePaymentFromConfig( argument );
		},
	} );
	return config;
}

beforeEach( () => {
	resetPaymentMethods();
	dispatch( cartStore ).receiveCart(
		makeCart( { payment_methods: [ 'cheque', 'kassa_test_card' ] } )
	);
} );

describe( "WooCommerce's payment methods on Kassa", () => {
	it( 'registers every regular and express method WooCommerce holds, unchanged', () => {
		const cheque = wooCommerceMethod( 'cheque', () => true );
		const express = wooCommerceMethod( 'fastpay', () => true, {
			title: 'Fast pay',
			label: undefined,
			ariaLabel: undefined,
		} );
		const adopted = adoptWooCommercePaymentMethods( {
			getPaymentMethods: () => ( { cheque } ),
			getExpressPaymentMethods: () => ( { fastpay: express } ),
		} );
		expect( adopted ).toEqual( [ 'cheque', 'fastpay' ] );
		const registered = getPaymentMethods().cheque;
		expect( registered.content ).toBe( cheque.content );
		expect( registered.label ).toBe( cheque.label );
		expect( registered.supports.features ).toEqual( [ 'products' ] );
		expect( getExpressPaymentMethods().fastpay.isExpress ).toBe( true );
	} );

	it( "asks WooCommerce's wrapped canMakePayment, so its requirements and callbacks apply", async () => {
		const gatewayCheck = jest.fn( () => true );
		const card = wooCommerceMethod( 'kassa_test_card', gatewayCheck );
		const cheque = wooCommerceMethod( 'cheque', () => false );
		adoptWooCommercePaymentMethods( {
			getPaymentMethods: () => ( { cheque, kassa_test_card: card } ),
			getExpressPaymentMethods: () => ( {} ),
		} );
		await checkPaymentMethodsCanPay();
		expect( gatewayCheck ).toHaveBeenCalledTimes( 1 );
		expect( select( paymentStore ).getAvailablePaymentMethods() ).toEqual( [
			'kassa_test_card',
		] );
	} );

	it( 'leaves out a method Kassa cannot take, reports it, and keeps the others', () => {
		const broken = wooCommerceMethod( 'broken', () => true, {
			content: 'not an element',
		} );
		const cheque = wooCommerceMethod( 'cheque', () => true );
		const adopted = adoptWooCommercePaymentMethods( {
			getPaymentMethods: () => ( { broken, cheque } ),
			getExpressPaymentMethods: () => ( {} ),
		} );
		expect( console ).toHaveErrored();
		expect( adopted ).toEqual( [ 'cheque' ] );
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [ 'cheque' ] );
	} );

	it( "does nothing where WooCommerce's registry is not on the page", () => {
		expect( adoptWooCommercePaymentMethods( undefined ) ).toEqual( [] );
		expect( getPaymentMethods() ).toEqual( {} );
	} );
} );

/**
 * WooCommerce's registry as its script builds it: the methods in objects of its own, the
 * functions on a module object whose properties cannot be reassigned.
 *
 * @return The global and the registry's own register function.
 */
function fakeWooCommerceRegistry() {
	const methods: Record< string, object > = {};
	const express: Record< string, object > = {};
	const registerPaymentMethod = ( options: { name: string } ) => {
		methods[ options.name ] = options;
	};
	const module = {};
	for ( const [ name, value ] of Object.entries( {
		getPaymentMethods: () => methods,
		getExpressPaymentMethods: () => express,
		registerPaymentMethod,
		registerExpressPaymentMethod: ( options: { name: string } ) => {
			express[ options.name ] = options;
		},
		registerPaymentMethodExtensionCallbacks: () => undefined,
	} ) ) {
		Object.defineProperty( module, name, {
			enumerable: true,
			get: () => value,
		} );
	}
	return { wc: { wcBlocksRegistry: module } as never, registerPaymentMethod };
}

describe( 'methods WooCommerce registers after the page has loaded', () => {
	it( 'reach Kassa at once when registered through the global', () => {
		const { wc } = fakeWooCommerceRegistry();
		( wc as any ).wcBlocksRegistry.registerPaymentMethod(
			wooCommerceMethod( 'cheque', () => true )
		);
		watchWooCommercePaymentMethods( wc );
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [ 'cheque' ] );
		const global = ( wc as any ).wcBlocksRegistry;
		global.registerPaymentMethod( wooCommerceMethod( 'late', () => true ) );
		global.registerExpressPaymentMethod(
			wooCommerceMethod( 'wallet', () => true, { title: 'Wallet' } )
		);
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [
			'cheque',
			'late',
		] );
		expect( Object.keys( getExpressPaymentMethods() ) ).toEqual( [
			'wallet',
		] );
		// The rest of WooCommerce's registry is still there.
		expect( typeof global.registerPaymentMethodExtensionCallbacks ).toBe(
			'function'
		);
		expect( Object.keys( global.getPaymentMethods() ) ).toEqual( [
			'cheque',
			'late',
		] );
	} );

	it( 'reach Kassa with the next change of the stores when registered through a kept reference', () => {
		const { wc, registerPaymentMethod } = fakeWooCommerceRegistry();
		watchWooCommercePaymentMethods( wc );
		registerPaymentMethod( wooCommerceMethod( 'chunk', () => true ) );
		expect( getPaymentMethods().chunk ).toBeUndefined();
		dispatch( cartStore ).receiveCart( makeCart() );
		expect( getPaymentMethods().chunk ).toBeDefined();
	} );

	it( 'registers a method again only when WooCommerce holds new options for it', () => {
		const { wc } = fakeWooCommerceRegistry();
		watchWooCommercePaymentMethods( wc );
		const global = ( wc as any ).wcBlocksRegistry;
		const first = wooCommerceMethod( 'cheque', () => true );
		global.registerPaymentMethod( first );
		const kassa = getPaymentMethods().cheque;
		dispatch( cartStore ).receiveCart( makeCart() );
		expect( getPaymentMethods().cheque ).toBe( kassa );
		global.registerPaymentMethod(
			wooCommerceMethod( 'cheque', () => true, { ariaLabel: 'Cheque 2' } )
		);
		expect( getPaymentMethods().cheque.ariaLabel ).toBe( 'Cheque 2' );
	} );
} );
