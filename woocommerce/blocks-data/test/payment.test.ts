import { checkoutStore, PAYMENT_STATUS, paymentStore } from '@kassa/data';

import { makeViewRegistry } from '../test-utils/registry';

const visa = ( gateway: string, tokenId: number ) => ( {
	method: { gateway, last4: '4242', brand: 'Visa' },
	expires: '12/30',
	is_default: false,
	actions: {},
	tokenId,
} );

describe( 'wc/store/payment', () => {
	let made: ReturnType< typeof makeViewRegistry >;
	beforeEach( () => {
		window.kassaSettings = { guestCheckoutAllowed: true };
		made = makeViewRegistry();
	} );
	afterEach( () => made.stop() );
	const view = () => made.registry.select( 'wc/store/payment' );
	const write = () => made.registry.dispatch( 'wc/store/payment' );
	const kassa = () => made.registry.select( paymentStore );
	const kassaWrite = () => made.registry.dispatch( paymentStore );

	it( 'sets the active method (with its data) that Kassa shows and posts', async () => {
		await write().__internalSetActivePaymentMethod( 'square_cash_app_pay', {
			nonce: 'n1',
		} );
		expect( kassa().getActivePaymentMethod() ).toBe(
			'square_cash_app_pay'
		);
		expect( kassa().getPaymentMethodData() ).toEqual( { nonce: 'n1' } );
		expect( view().getActivePaymentMethod() ).toBe( 'square_cash_app_pay' );
		await write().__internalSetActivePaymentMethod( 'cod' );
		expect( kassa().getPaymentMethodData() ).toEqual( {} );
	} );

	it( 'replaces the payment data, as WooCommerce does', async () => {
		await write().__internalSetPaymentMethodData( { iban: 'DE89' } );
		await write().__internalSetPaymentMethodData( { bic: 'X' } );
		expect( view().getPaymentMethodData() ).toEqual( { bic: 'X' } );
		expect( kassa().getPaymentMethodData() ).toEqual( { bic: 'X' } );
		await write().__internalSetPaymentMethodData();
		expect( kassa().getPaymentMethodData() ).toEqual( {} );
	} );

	it( 'names Kassa’s payment statuses with WooCommerce’s selectors', async () => {
		expect( view().isPaymentIdle() ).toBe( true );
		expect( view().isPaymentPristine() ).toBe( true );
		await write().__internalSetPaymentProcessing();
		expect( kassa().getPaymentStatus() ).toBe( PAYMENT_STATUS.PROCESSING );
		expect( view().isPaymentProcessing() ).toBe( true );
		await write().__internalSetPaymentReady();
		expect( view().isPaymentReady() ).toBe( true );
		expect( view().isPaymentSuccess() ).toBe( true );
		await write().__internalSetPaymentError();
		expect( view().hasPaymentError() ).toBe( true );
		expect( view().isPaymentFailed() ).toBe( true );
		expect( view().getCurrentStatus() ).toMatchObject( {
			hasError: true,
			isFinished: true,
			isIdle: false,
		} );
		await write().__internalSetPaymentIdle();
		expect( kassa().getPaymentStatus() ).toBe( PAYMENT_STATUS.IDLE );
		kassaWrite().startExpressPayment( 'paypal' );
		expect( view().isExpressPaymentStarted() ).toBe( true );
		expect( view().isPaymentStarted() ).toBe( true );
	} );

	it( 'gives the methods that can pay as WooCommerce keeps them: { name: { name } }', () => {
		kassaWrite().setAvailablePaymentMethods( [ 'bacs', 'stripe' ] );
		kassaWrite().setAvailableExpressPaymentMethods( [ 'paypal' ] );
		const methods = view().getAvailablePaymentMethods();
		expect( methods ).toEqual( {
			bacs: { name: 'bacs' },
			stripe: { name: 'stripe' },
		} );
		expect( view().getAvailablePaymentMethods() ).toBe( methods );
		expect( view().getAvailableExpressPaymentMethods() ).toEqual( {
			paypal: { name: 'paypal' },
		} );
		expect( view().isExpressPaymentMethodActive() ).toBe( false );
		kassaWrite().startExpressPayment( 'paypal' );
		expect( view().isExpressPaymentMethodActive() ).toBe( true );
		expect( view().getCurrentStatus().isDoingExpressPayment ).toBe( true );
	} );

	it( 'reads the saved methods, and those of gateways that can pay', () => {
		const saved = {
			cc: [ visa( 'stripe', 1 ), visa( 'woocommerce_payments', 2 ) ],
		};
		kassaWrite().setSavedPaymentMethods( saved as never );
		kassaWrite().setAvailablePaymentMethods( [ 'woocommerce_payments' ] );
		expect( view().getSavedPaymentMethods() ).toBe( saved );
		const active = view().getActiveSavedPaymentMethods();
		expect( active ).toEqual( { cc: [ saved.cc[ 1 ] ] } );
		expect( view().getActiveSavedPaymentMethods() ).toBe( active );
		kassaWrite().setActiveSavedToken( 2 );
		expect( view().getActiveSavedToken() ).toBe( '2' );
		expect( view().getPaymentMethodData() ).toMatchObject( {
			token: '2',
			isSavedToken: true,
		} );
	} );

	it( 'says whether the new method will be saved: the shopper’s choice, where saving is allowed', async () => {
		await write().__internalSetShouldSavePaymentMethod( true );
		expect( kassa().getShouldSavePaymentMethodChoice() ).toBe( true );
		// A guest who creates no account cannot save a method.
		expect( view().getShouldSavePaymentMethod() ).toBe( false );
		made.registry.dispatch( checkoutStore ).setCustomerId( 5 );
		expect( view().getShouldSavePaymentMethod() ).toBe( true );
	} );

	it( 'reads the initialization flags', () => {
		expect( view().paymentMethodsInitialized() ).toBe( false );
		kassaWrite().setAvailablePaymentMethods( [ 'cod' ] );
		kassaWrite().setAvailableExpressPaymentMethods( [] );
		expect( view().paymentMethodsInitialized() ).toBe(
			kassa().paymentMethodsInitialized()
		);
		expect( view().expressPaymentMethodsInitialized() ).toBe(
			kassa().expressPaymentMethodsInitialized()
		);
	} );

	it( 'tells its subscribers when Kassa’s payment or checkout changes', () => {
		const listener = jest.fn();
		made.registry.subscribe( listener, 'wc/store/payment' );
		kassaWrite().setActivePaymentMethod( 'bacs' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		made.registry.dispatch( checkoutStore ).setCustomerId( 9 );
		expect( listener ).toHaveBeenCalledTimes( 2 );
	} );
} );
