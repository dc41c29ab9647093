import reducer from '../reducer';
import * as actions from '../actions';
import * as selectors from '../selectors';

const init = () => reducer( undefined, { type: '@@INIT' } as never );

describe( 'checkout phases (SPEC §4)', () => {
	it( 'starts idle without error', () => {
		expect( selectors.getCheckoutStatus( init() ) ).toBe( 'idle' );
		expect( selectors.hasError( init() ) ).toBe( false );
	} );

	it( 'goes idle → before-processing on submit, clearing the error flag', () => {
		const state = reducer(
			reducer( init(), actions.setHasError( true ) ),
			actions.setBeforeProcessing()
		);
		expect( selectors.isBeforeProcessing( state ) ).toBe( true );
		expect( selectors.hasError( state ) ).toBe( false );
	} );

	it( 'goes before-processing → processing', () => {
		expect(
			selectors.isProcessing( reducer( init(), actions.setProcessing() ) )
		).toBe( true );
	} );

	it( 'goes processing → after-processing with the order id and redirect', () => {
		const state = reducer(
			init(),
			actions.setAfterProcessing( {
				orderId: 146,
				redirectUrl: '/thanks',
			} )
		);
		expect( selectors.isAfterProcessing( state ) ).toBe( true );
		expect( selectors.getOrderId( state ) ).toBe( 146 );
		expect( selectors.getRedirectUrl( state ) ).toBe( '/thanks' );
	} );

	it( 'goes after-processing → complete', () => {
		const state = reducer( init(), actions.setComplete( '/thanks' ) );
		expect( selectors.isComplete( state ) ).toBe( true );
		expect( selectors.isPlacingOrder( state ) ).toBe( true );
		expect( selectors.getRedirectUrl( state ) ).toBe( '/thanks' );
	} );

	it( 'goes back to idle', () => {
		expect(
			selectors.isIdle(
				reducer(
					reducer( init(), actions.setProcessing() ),
					actions.setIdle()
				)
			)
		).toBe( true );
	} );

	it( 'is calculating while calculations run, idle when the last ends', () => {
		let state = reducer( init(), actions.startCalculating() );
		state = reducer( state, actions.startCalculating() );
		expect( selectors.isCalculating( state ) ).toBe( true );
		state = reducer( state, actions.stopCalculating() );
		expect( selectors.isCalculating( state ) ).toBe( true );
		state = reducer( state, actions.stopCalculating() );
		expect( selectors.isIdle( state ) ).toBe( true );
	} );

	it( 'does not leave processing for calculating', () => {
		const state = reducer(
			reducer( init(), actions.setProcessing() ),
			actions.startCalculating()
		);
		expect( selectors.isProcessing( state ) ).toBe( true );
	} );
} );

describe( 'checkout fields', () => {
	it.each( [
		[
			actions.setOrderNotes( 'Ring twice' ),
			selectors.getOrderNotes,
			'Ring twice',
		],
		[ actions.setCustomerId( 3 ), selectors.getCustomerId, 3 ],
		[
			actions.setCustomerPassword( 'pw' ),
			selectors.getCustomerPassword,
			'pw',
		],
		[
			actions.setShouldCreateAccount( true ),
			selectors.getShouldCreateAccount,
			true,
		],
		[
			actions.setUseShippingAsBilling( false ),
			selectors.getUseShippingAsBilling,
			false,
		],
		[
			actions.setPrefersCollection( true ),
			selectors.prefersCollection,
			true,
		],
		[
			actions.setEditingBillingAddress( true ),
			selectors.isEditingBillingAddress,
			true,
		],
		[
			actions.setEditingShippingAddress( true ),
			selectors.isEditingShippingAddress,
			true,
		],
		[ actions.setRedirectUrl( '/x' ), selectors.getRedirectUrl, '/x' ],
		[ actions.setOrderId( 9 ), selectors.getOrderId, 9 ],
	] as Array< [ any, ( s: any ) => unknown, unknown ] > )(
		'%j sets its field',
		( action, select, value ) => {
			expect( select( reducer( init(), action ) ) ).toBe( value );
		}
	);

	it( 'merges additional fields', () => {
		const state = reducer(
			reducer( init(), actions.setAdditionalFields( { a: 'x' } ) ),
			actions.setAdditionalFields( { b: true } )
		);
		expect( selectors.getAdditionalFields( state ) ).toEqual( {
			a: 'x',
			b: true,
		} );
	} );

	it( 'merges or replaces extension data by namespace', () => {
		let state = reducer(
			init(),
			actions.setExtensionData( 'ns', { a: 1 } )
		);
		state = reducer( state, actions.setExtensionData( 'ns', { b: 2 } ) );
		expect( selectors.getExtensionData( state ) ).toEqual( {
			ns: { a: 1, b: 2 },
		} );
		state = reducer(
			state,
			actions.setExtensionData( 'ns', { c: 3 }, true )
		);
		expect( selectors.getExtensionData( state ) ).toEqual( {
			ns: { c: 3 },
		} );
	} );

	it( 'treats customer id 0 as a guest', () => {
		expect( selectors.isCustomerLoggedIn( init() ) ).toBe( false );
		expect(
			selectors.isCustomerLoggedIn(
				reducer( init(), actions.setCustomerId( 4 ) )
			)
		).toBe( true );
	} );
} );
