import { createElement } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { cartStore, paymentStore, PAYMENT_ICON_IDS } from '@kassa/data';

import {
	checkPaymentMethodsCanPay,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	resetPaymentMethods,
} from '..';
import { makeCart } from '../../test-utils/factories';

const element = createElement( 'div' );
const options = ( overrides = {} ) => ( {
	name: 'cheque',
	label: 'Cheque',
	ariaLabel: 'Cheque payment',
	content: element,
	edit: element,
	canMakePayment: () => true,
	...overrides,
} );

beforeEach( () => {
	resetPaymentMethods();
	dispatch( cartStore ).receiveCart( makeCart() );
} );

describe( 'payment registry', () => {
	it( 'registers a WooCommerce-style payment method', () => {
		registerPaymentMethod(
			options( {
				paymentMethodId: 'cheque',
				placeOrderButtonLabel: 'Pay by cheque',
				icons: [ 'visa', { id: 'x', src: '/x.svg', alt: 'X' } ],
				supports: {
					features: [ 'products' ],
					showSavedCards: true,
					showSaveOption: false,
				},
			} )
		);
		expect( getPaymentMethods().cheque ).toMatchObject( {
			name: 'cheque',
			paymentMethodId: 'cheque',
			placeOrderButtonLabel: 'Pay by cheque',
		} );
	} );

	it.each( [
		[ { name: '' }, "'name' must be a non-empty string" ],
		[ { content: 'text' }, "'content' must be a React element" ],
		[ { edit: null }, "'edit' must be a React element" ],
		[ { canMakePayment: true }, "'canMakePayment' must be a function" ],
		[ { ariaLabel: undefined }, "'ariaLabel' must be a non-empty string" ],
		[ { icons: [ 'bitcoin' ] }, "icon 'bitcoin' is not one of" ],
		[
			{ supports: { features: 'products' } },
			"'supports.features' must be a list of strings",
		],
		[
			{ supports: { showSavedCards: 'yes' } },
			"'supports.showSavedCards' must be true or false",
		],
		[
			{ placeOrderButton: element },
			"'placeOrderButton' must be a React component",
		],
	] )( 'refuses invalid options %j with a clear error', ( bad, message ) => {
		expect( () =>
			registerPaymentMethod( options( bad ) as never )
		).toThrow( message );
	} );

	it( 'keeps a method’s own place-order button component', () => {
		const Button = () => null;
		registerPaymentMethod( options( { placeOrderButton: Button } ) );
		expect( getPaymentMethods().cheque.placeOrderButton ).toBe( Button );
	} );

	it( 'refuses something that is not an options object', () => {
		expect( () => registerPaymentMethod( null as never ) ).toThrow(
			'the options must be an object'
		);
	} );

	it( 'warns about unknown options and registers anyway', () => {
		registerPaymentMethod( options( { colour: 'red' } ) as never );
		expect( console ).toHaveWarnedWith(
			'Kassa payment method "cheque": unknown options ignored: colour.'
		);
		expect( getPaymentMethods().cheque ).toBeDefined();
	} );

	it( 'registers an express method without label or ariaLabel', () => {
		expect( () =>
			registerExpressPaymentMethod( {
				name: 'applepay',
				content: element,
				edit: element,
				canMakePayment: () => true,
			} )
		).not.toThrow();
	} );

	it( 'accepts the 19 icon ids of SPEC §9', () => {
		expect( PAYMENT_ICON_IDS ).toHaveLength( 19 );
		expect( () =>
			registerPaymentMethod(
				options( { icons: [ ...PAYMENT_ICON_IDS ] } )
			)
		).not.toThrow();
	} );

	it( 'records the methods that can pay, asking each once per cart', async () => {
		const canPay = jest.fn( async () => true );
		registerPaymentMethod( options( { canMakePayment: canPay } ) );
		registerPaymentMethod(
			options( {
				name: 'bacs',
				paymentMethodId: 'bacs',
				canMakePayment: () => false,
			} )
		);
		await checkPaymentMethodsCanPay();
		await checkPaymentMethodsCanPay();
		expect( canPay ).toHaveBeenCalledTimes( 1 );
		expect( select( paymentStore ).getAvailablePaymentMethods() ).toEqual( [
			'cheque',
		] );
		dispatch( cartStore ).receiveCart(
			makeCart( { totals: { ...makeCart().totals, total_price: '999' } } )
		);
		await checkPaymentMethodsCanPay();
		expect( canPay ).toHaveBeenCalledTimes( 2 );
	} );

	it( "asks canMakePayment with the cart by WooCommerce's names too", async () => {
		const canPay = jest.fn( () => true );
		registerPaymentMethod( options( { canMakePayment: canPay } ) );
		const cart = makeCart();
		dispatch( cartStore ).receiveCart( cart );
		await checkPaymentMethodsCanPay();
		const [ [ argument ] ] = canPay.mock.calls as unknown as [
			[ Record< string, any > ],
		];
		expect( argument.billingData ).toEqual( cart.billing_address );
		expect( argument.cartTotals ).toEqual( cart.totals );
		expect( argument.cart ).toMatchObject( {
			items: cart.items,
			cartItems: cart.items,
			cartTotals: cart.totals,
			cartNeedsShipping: cart.needs_shipping,
			billingData: cart.billing_address,
			shippingAddress: cart.shipping_address,
			paymentRequirements: cart.payment_requirements,
		} );
	} );

	it( 'treats a throwing canMakePayment as unavailable, and logs it', async () => {
		registerPaymentMethod(
			options( {
				canMakePayment: () => {
					throw new Error( 'broken gateway' );
				},
			} )
		);
		await expect( checkPaymentMethodsCanPay() ).resolves.toEqual( [] );
		expect( console ).toHaveErrored();
	} );

	it( 'shows the no-payment-methods notice, not dismissible, when none can pay', async () => {
		registerPaymentMethod( options( { canMakePayment: () => false } ) );
		await checkPaymentMethodsCanPay();
		const notices = select( 'core/notices' ).getNotices(
			'wc/checkout/payments'
		);
		expect( notices[ 0 ] ).toMatchObject( {
			content:
				'There are no payment methods available. This may be an error on our side. Please contact us if you need any help placing your order.',
			isDismissible: false,
		} );
	} );

	it( 'skips methods that do not support the cart requirements', async () => {
		dispatch( cartStore ).receiveCart(
			makeCart( {
				payment_requirements: [ 'products', 'subscriptions' ],
			} )
		);
		registerPaymentMethod( options() );
		await expect( checkPaymentMethodsCanPay() ).resolves.toEqual( [] );
	} );

	it( 'lists the methods in the shop’s gateway order, the others after in the order they registered, and activates the first', async () => {
		window.kassaSettings = {
			paymentMethodOrder: [ 'bacs', 'cheque', 'cod', 'not_enabled_here' ],
		};
		for ( const name of [
			'kassa_test_card',
			'cheque',
			'extra',
			'bacs',
			'cod',
		] ) {
			registerPaymentMethod( options( { name, paymentMethodId: name } ) );
		}
		dispatch( cartStore ).receiveCart(
			makeCart( {
				payment_methods: [
					'kassa_test_card',
					'cheque',
					'extra',
					'bacs',
					'cod',
				],
			} )
		);
		dispatch( paymentStore ).setActivePaymentMethod( '' );
		await expect( checkPaymentMethodsCanPay() ).resolves.toEqual( [
			'bacs',
			'cheque',
			'cod',
			'kassa_test_card',
			'extra',
		] );
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'bacs'
		);
		window.kassaSettings = {};
	} );

	it( 'keeps an express method the shopper is paying with active when the cart changes', async () => {
		registerPaymentMethod( options() );
		registerExpressPaymentMethod(
			options( { name: 'paypal', paymentMethodId: 'paypal' } )
		);
		dispatch( cartStore ).receiveCart(
			makeCart( { payment_methods: [ 'cheque', 'paypal' ] } )
		);
		await checkPaymentMethodsCanPay( true );
		dispatch( paymentStore ).startExpressPayment( 'paypal' );
		// The approval sends the shopper's address: a new cart, checked again.
		dispatch( cartStore ).receiveCart(
			makeCart( { payment_methods: [ 'cheque', 'paypal' ] } )
		);
		await expect( checkPaymentMethodsCanPay() ).resolves.toEqual( [
			'cheque',
		] );
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'paypal'
		);
		dispatch( paymentStore ).closeExpressPayment();
	} );

	it( 'lists a method that registers after the checkout listed the others', async () => {
		dispatch( cartStore ).receiveCart(
			makeCart( { payment_methods: [ 'cheque', 'late' ] } )
		);
		registerPaymentMethod( options() );
		await checkPaymentMethodsCanPay();
		expect( select( paymentStore ).getAvailablePaymentMethods() ).toEqual( [
			'cheque',
		] );
		// Nothing else changes: the registration alone brings it in.
		registerPaymentMethod(
			options( { name: 'late', paymentMethodId: 'late' } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( select( paymentStore ).getAvailablePaymentMethods() ).toEqual( [
			'cheque',
			'late',
		] );
	} );
} );
