import { createEmitter, shouldRetry } from '../events';

describe( 'event emitter', () => {
	let error: jest.SpyInstance;
	beforeEach( () => {
		error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	} );
	afterEach( () => error.mockRestore() );

	it( 'stops at the first failure, lower priority first', async () => {
		const emitter = createEmitter< void >();
		const late = jest.fn();
		emitter.subscribe( late, 20 );
		emitter.subscribe( () => ( { type: 'failure', message: 'No.' } ), 5 );
		const result = await emitter.emitWithAbort();
		expect( result ).toMatchObject( {
			ok: false,
			failure: { type: 'failure', message: 'No.' },
		} );
		expect( late ).not.toHaveBeenCalled();
	} );

	it( 'turns a throwing observer into an error without its text, and logs it', async () => {
		const emitter = createEmitter< void >();
		const thrown = new TypeError(
			"Cannot read properties of undefined (reading 'x')"
		);
		emitter.subscribe( () => {
			throw thrown;
		} );
		const result = await emitter.emitWithAbort();
		expect( result.failure ).toEqual( { type: 'error' } );
		expect( result.thrown ).toEqual( [ thrown ] );
		expect( error ).toHaveBeenCalledWith( thrown );
	} );

	it( 'goes on past throwing observers when asked to', async () => {
		const emitter = createEmitter< void >();
		emitter.subscribe( () => {
			throw new Error( 'broken' );
		}, 1 );
		emitter.subscribe( () => ( { type: 'success', redirectUrl: '/x' } ) );
		const result = await emitter.emitWithAbort( undefined, true );
		expect( result.ok ).toBe( true );
		expect( result.responses ).toEqual( [
			{ type: 'success', redirectUrl: '/x' },
		] );
		expect( result.thrown ).toHaveLength( 1 );
	} );

	it( 'retries unless told retry: false', () => {
		expect( shouldRetry( { type: 'error' } ) ).toBe( true );
		expect( shouldRetry( { type: 'error', retry: true } ) ).toBe( true );
		expect( shouldRetry( { type: 'error', retry: false } ) ).toBe( false );
		expect( shouldRetry( false ) ).toBe( true );
	} );
} );
