import { storeNoticesStore, validationStore } from '@kassa/data';

import { makeViewRegistry } from '../test-utils/registry';

describe( 'wc/store/validation', () => {
	let made: ReturnType< typeof makeViewRegistry >;
	beforeEach( () => {
		window.kassaSettings = {};
		made = makeViewRegistry();
	} );
	afterEach( () => made.stop() );
	const view = () => made.registry.select( 'wc/store/validation' );
	const write = () => made.registry.dispatch( 'wc/store/validation' );
	const kassa = () => made.registry.select( validationStore );

	it( 'records errors that stop Kassa’s checkout, hidden until shown', async () => {
		await write().setValidationErrors( {
			'gzd-legal': { message: 'Please accept the terms.', hidden: true },
		} );
		expect( kassa().hasValidationErrors() ).toBe( true );
		expect( view().hasValidationErrors() ).toBe( true );
		expect( view().getValidationError( 'gzd-legal' ) ).toEqual( {
			message: 'Please accept the terms.',
			hidden: true,
		} );
		// No id for an error the shopper does not see.
		expect( view().getValidationErrorId( 'gzd-legal' ) ).toBeUndefined();
		await write().showValidationError( 'gzd-legal' );
		expect( view().getValidationErrorId( 'gzd-legal' ) ).toBe(
			'validate-error-gzd-legal'
		);
		await write().hideValidationError( 'gzd-legal' );
		expect( kassa().getValidationError( 'gzd-legal' )?.hidden ).toBe(
			true
		);
		await write().showAllValidationErrors();
		expect( kassa().getValidationError( 'gzd-legal' )?.hidden ).toBe(
			false
		);
		expect( view().getValidationErrors() ).toBe(
			kassa().getValidationErrors()
		);
	} );

	it( 'clears one, some or all errors', async () => {
		const error = { message: 'x', hidden: false };
		await write().setValidationErrors( { a: error, b: error, c: error } );
		await write().clearValidationError( 'a' );
		expect( Object.keys( kassa().getValidationErrors() ) ).toEqual( [
			'b',
			'c',
		] );
		await write().clearValidationErrors( [ 'b' ] );
		expect( Object.keys( kassa().getValidationErrors() ) ).toEqual( [
			'c',
		] );
		await write().setValidationErrors( { d: error } );
		await write().clearAllValidationErrors();
		expect( kassa().hasValidationErrors() ).toBe( false );
		await write().setValidationErrors( { e: error } );
		await write().clearValidationErrors();
		expect( view().hasValidationErrors() ).toBe( false );
	} );

	it( 'tells its subscribers when Kassa’s validation changes', () => {
		const listener = jest.fn();
		made.registry.subscribe( listener, 'wc/store/validation' );
		made.registry
			.dispatch( validationStore )
			.setValidationErrors( { a: { message: 'x' } } );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'wc/store/store-notices', () => {
	let made: ReturnType< typeof makeViewRegistry >;
	beforeEach( () => {
		window.kassaSettings = {};
		made = makeViewRegistry();
	} );
	afterEach( () => made.stop() );

	it( 'registers notice containers with Kassa’s store notices', async () => {
		const view = made.registry.dispatch( 'wc/store/store-notices' );
		await view.registerContainer( 'my-plugin/notices' );
		expect(
			made.registry
				.select( storeNoticesStore )
				.hasContainer( 'my-plugin/notices' )
		).toBe( true );
		expect(
			made.registry
				.select( 'wc/store/store-notices' )
				.getRegisteredContainers()
		).toContain( 'my-plugin/notices' );
		await view.unregisterContainer( 'my-plugin/notices' );
		expect(
			made.registry
				.select( storeNoticesStore )
				.hasContainer( 'my-plugin/notices' )
		).toBe( false );
	} );
} );
