import { checkoutStore } from '@kassa/data';

import { makeViewRegistry } from '../test-utils/registry';

describe( 'wc/store/checkout', () => {
	let made: ReturnType< typeof makeViewRegistry >;
	beforeEach( () => {
		window.kassaSettings = {};
		made = makeViewRegistry();
	} );
	afterEach( () => made.stop() );
	const view = () => made.registry.select( 'wc/store/checkout' );
	const write = () => made.registry.dispatch( 'wc/store/checkout' );
	const kassa = () => made.registry.select( checkoutStore );
	const kassaWrite = () => made.registry.dispatch( checkoutStore );

	it( 'writes extension data into the data Kassa posts', async () => {
		await write().setExtensionData( 'woocommerce/order-attribution', {
			source_type: 'utm',
		} );
		await write().setExtensionData( 'woocommerce/order-attribution', {
			utm_source: 'newsletter',
		} );
		expect( kassa().getExtensionData() ).toEqual( {
			'woocommerce/order-attribution': {
				source_type: 'utm',
				utm_source: 'newsletter',
			},
		} );
		expect( view().getExtensionData() ).toBe( kassa().getExtensionData() );
		// replace: the namespace's data is replaced, not merged.
		await write().setExtensionData(
			'woocommerce/order-attribution',
			{ a: 1 },
			true
		);
		expect( view().getExtensionData() ).toEqual( {
			'woocommerce/order-attribution': { a: 1 },
		} );
		// The name WooCommerce keeps for older extensions.
		await write().__internalSetExtensionData( 'mailpoet', { optin: true } );
		expect( kassa().getExtensionData().mailpoet ).toEqual( {
			optin: true,
		} );
	} );

	it( 'reads Kassa’s checkout fields', () => {
		kassaWrite().setOrderId( 42 );
		kassaWrite().setCustomerId( 7 );
		kassaWrite().setCustomerPassword( 'secret' );
		kassaWrite().setOrderNotes( 'Leave at the door' );
		kassaWrite().setRedirectUrl( '/thanks/' );
		kassaWrite().setUseShippingAsBilling( false );
		kassaWrite().setShouldCreateAccount( true );
		kassaWrite().setAdditionalFields( { 'my/field': 'x' } );
		kassaWrite().setEditingBillingAddress( true );
		kassaWrite().setEditingShippingAddress( false );
		kassaWrite().setPrefersCollection( true );
		expect( view().getOrderId() ).toBe( 42 );
		expect( view().hasOrder() ).toBe( true );
		expect( view().getCustomerId() ).toBe( 7 );
		expect( view().getCustomerPassword() ).toBe( 'secret' );
		expect( view().getOrderNotes() ).toBe( 'Leave at the door' );
		expect( view().getRedirectUrl() ).toBe( '/thanks/' );
		expect( view().getUseShippingAsBilling() ).toBe( false );
		expect( view().getShouldCreateAccount() ).toBe( true );
		expect( view().getAdditionalFields() ).toEqual( { 'my/field': 'x' } );
		expect( view().getEditingBillingAddress() ).toBe( true );
		expect( view().getEditingShippingAddress() ).toBe( false );
		expect( view().prefersCollection() ).toBe( true );
	} );

	it( 'names Kassa’s phases as WooCommerce’s statuses', () => {
		const status = () => [
			view().getCheckoutStatus(),
			view().isIdle(),
			view().isCalculating(),
			view().isBeforeProcessing(),
			view().isProcessing(),
			view().isAfterProcessing(),
			view().isComplete(),
		];
		expect( status() ).toEqual( [
			'idle',
			true,
			false,
			false,
			false,
			false,
			false,
		] );
		// WooCommerce stays idle while it recalculates.
		kassaWrite().startCalculating();
		expect( status() ).toEqual( [
			'idle',
			true,
			true,
			false,
			false,
			false,
			false,
		] );
		kassaWrite().stopCalculating();
		kassaWrite().setBeforeProcessing();
		expect( status().slice( 0, 1 ) ).toEqual( [ 'before_processing' ] );
		expect( view().isBeforeProcessing() ).toBe( true );
		kassaWrite().setProcessing();
		expect( view().getCheckoutStatus() ).toBe( 'processing' );
		expect( view().isProcessing() ).toBe( true );
		kassaWrite().setAfterProcessing( { hasError: true } );
		expect( view().getCheckoutStatus() ).toBe( 'after_processing' );
		expect( view().isAfterProcessing() ).toBe( true );
		expect( view().hasError() ).toBe( true );
		kassaWrite().setComplete( '/done/' );
		expect( view().getCheckoutStatus() ).toBe( 'complete' );
		expect( view().isComplete() ).toBe( true );
	} );

	it( 'sets Kassa’s checkout fields', async () => {
		await write().setAdditionalFields( { 'my/a': 'b' } );
		await write().setPrefersCollection( true );
		await write().setEditingBillingAddress( true );
		await write().setEditingShippingAddress( true );
		await write().__internalSetRedirectUrl( '/confirm/#pi' );
		await write().__internalSetCustomerId( 3 );
		await write().__internalSetCustomerPassword( 'pw' );
		await write().__internalSetUseShippingAsBilling( false );
		await write().__internalSetShouldCreateAccount( true );
		await write().__internalSetOrderNotes( 'Ring twice' );
		expect( kassa().getAdditionalFields() ).toEqual( { 'my/a': 'b' } );
		expect( kassa().prefersCollection() ).toBe( true );
		expect( kassa().isEditingBillingAddress() ).toBe( true );
		expect( kassa().isEditingShippingAddress() ).toBe( true );
		expect( kassa().getRedirectUrl() ).toBe( '/confirm/#pi' );
		expect( kassa().getCustomerId() ).toBe( 3 );
		expect( kassa().getCustomerPassword() ).toBe( 'pw' );
		expect( kassa().getUseShippingAsBilling() ).toBe( false );
		expect( kassa().getShouldCreateAccount() ).toBe( true );
		expect( kassa().getOrderNotes() ).toBe( 'Ring twice' );
	} );

	it( 'sets the error flag and goes back to idle, as Stripe does after a failed confirmation', async () => {
		kassaWrite().setBeforeProcessing();
		await write().__internalSetHasError();
		expect( kassa().hasError() ).toBe( true );
		await write().__internalSetHasError( false );
		expect( kassa().hasError() ).toBe( false );
		await write().__internalSetIdle();
		expect( kassa().isIdle() ).toBe( true );
	} );

	it( 'keeps the checkout calculating while disableCheckoutFor’s function runs, and after a failure too', async () => {
		let finish: ( value: string ) => void = () => {};
		const done = write().disableCheckoutFor(
			() => new Promise< string >( ( resolve ) => ( finish = resolve ) )
		);
		await Promise.resolve();
		expect( kassa().isCalculating() ).toBe( true );
		finish( 'ok' );
		await expect( done ).resolves.toBe( 'ok' );
		expect( kassa().isCalculating() ).toBe( false );
		await expect(
			write().disableCheckoutFor( () =>
				Promise.reject( new Error( 'x' ) )
			)
		).rejects.toThrow( 'x' );
		expect( kassa().isCalculating() ).toBe( false );
		// The counting actions, under their current and their older names.
		await write().__internalStartCalculation();
		await write().__internalIncrementCalculating();
		await write().__internalFinishCalculation();
		expect( kassa().isCalculating() ).toBe( true );
		await write().__internalDecrementCalculating();
		expect( kassa().isCalculating() ).toBe( false );
	} );

	it( 'tells its subscribers when Kassa’s checkout changes', () => {
		const listener = jest.fn();
		made.registry.subscribe( listener, 'wc/store/checkout' );
		kassaWrite().setOrderNotes( 'Leave at the door' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( view().getOrderNotes() ).toBe( 'Leave at the door' );
	} );
} );
