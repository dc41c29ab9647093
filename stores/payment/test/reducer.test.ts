import reducer from '../reducer';
import * as actions from '../actions';
import * as selectors from '../selectors';
import { getNextPaymentStatus } from '../../checkout/payment-status-sync';
import {
	getSavedPaymentMethodLabel,
	isSavingPaymentMethodAllowed,
} from '../status';
import { PAYMENT_STATUS } from '../types';

const init = () => reducer( undefined, { type: '@@INIT' } as never );

describe( 'payment reducer', () => {
	it( 'starts idle with nothing active', () => {
		expect( selectors.getPaymentStatus( init() ) ).toBe( 'idle' );
		expect( selectors.getActivePaymentMethod( init() ) ).toBe( '' );
	} );

	it( 'goes ready with the setup data', () => {
		const state = reducer( init(), actions.setPaymentReady( { a: 1 } ) );
		expect( selectors.isPaymentReady( state ) ).toBe( true );
		expect( selectors.getPaymentMethodData( state ) ).toEqual( { a: 1 } );
	} );

	it( 'goes error with the message', () => {
		const state = reducer( init(), actions.setPaymentError( 'Declined.' ) );
		expect( selectors.hasPaymentError( state ) ).toBe( true );
		expect( selectors.getPaymentErrorMessage( state ) ).toBe( 'Declined.' );
	} );

	it( 'activates a method with its data', () => {
		const state = reducer(
			init(),
			actions.receiveActivePaymentMethod( 'cheque', { x: 1 } )
		);
		expect( selectors.getActivePaymentMethod( state ) ).toBe( 'cheque' );
		expect( selectors.getPaymentMethodData( state ) ).toEqual( { x: 1 } );
	} );

	it( 'keeps the posted order’s payment result', () => {
		const result = {
			paymentStatus: 'success',
			paymentDetails: { a: 'b' },
			redirectUrl: '/done',
			message: '',
		};
		expect( selectors.getPaymentResult( init() ) ).toBeNull();
		expect(
			selectors.getPaymentResult(
				reducer( init(), actions.setPaymentResult( result ) )
			)
		).toEqual( result );
	} );

	describe( 'express flow (SPEC §4)', () => {
		const withCheque = () =>
			reducer(
				init(),
				actions.receiveActivePaymentMethod( 'cheque', { ref: 'r' } )
			);

		it( 'click sets express-payment-started and activates that method', () => {
			const state = reducer(
				withCheque(),
				actions.expressPaymentStarted( 'applepay' )
			);
			expect( selectors.isExpressPaymentStarted( state ) ).toBe( true );
			expect( selectors.getActivePaymentMethod( state ) ).toBe(
				'applepay'
			);
		} );

		it( 'close restores the previous method and data', () => {
			const state = reducer(
				reducer(
					withCheque(),
					actions.expressPaymentStarted( 'applepay' )
				),
				actions.expressPaymentClosed()
			);
			expect( selectors.getPaymentStatus( state ) ).toBe( 'idle' );
			expect( selectors.getActivePaymentMethod( state ) ).toBe(
				'cheque'
			);
			expect( selectors.getPaymentMethodData( state ) ).toEqual( {
				ref: 'r',
			} );
		} );

		it( 'error clears payment state, records the message, restores the method', () => {
			const state = reducer(
				reducer(
					withCheque(),
					actions.expressPaymentStarted( 'applepay' )
				),
				actions.expressPaymentFailed( 'Cancelled.' )
			);
			expect( selectors.getPaymentStatus( state ) ).toBe( 'idle' );
			expect( selectors.getPaymentErrorMessage( state ) ).toBe(
				'Cancelled.'
			);
			expect( selectors.getActivePaymentMethod( state ) ).toBe(
				'cheque'
			);
		} );

		it( 'a second click keeps the method from before the first', () => {
			let state = reducer(
				withCheque(),
				actions.expressPaymentStarted( 'a' )
			);
			state = reducer( state, actions.expressPaymentStarted( 'b' ) );
			state = reducer( state, actions.expressPaymentClosed() );
			expect( selectors.getActivePaymentMethod( state ) ).toBe(
				'cheque'
			);
		} );
	} );

	it( 'records availability', () => {
		const state = reducer(
			init(),
			actions.setAvailablePaymentMethods( [ 'cheque' ] )
		);
		expect( selectors.getAvailablePaymentMethods( state ) ).toEqual( [
			'cheque',
		] );
		expect( selectors.paymentMethodsInitialized( state ) ).toBe( true );
	} );
} );

describe( 'payment transitions driven by checkout (SPEC §4)', () => {
	it.each( [
		[ 'idle', 'processing', false, 'processing' ],
		[ 'idle', 'calculating', false, 'processing' ],
		[ 'error', 'processing', false, 'processing' ],
		[ 'idle', 'processing', true, 'idle' ],
		[ 'processing', 'idle', false, 'idle' ],
		[ 'error', 'idle', true, 'idle' ],
		[ 'ready', 'idle', false, 'ready' ],
		[ 'ready', 'processing', true, 'idle' ],
		[ 'ready', 'processing', false, 'ready' ],
		[ 'express-payment-started', 'idle', false, 'express-payment-started' ],
	] as const )(
		'payment %s, checkout %s (error %s) → %s',
		( current, status, hasError, next ) => {
			expect(
				getNextPaymentStatus( current, { status, hasError } )
			).toBe( next );
		}
	);

	it( 'has the five states', () => {
		expect( Object.values( PAYMENT_STATUS ) ).toEqual( [
			'idle',
			'processing',
			'ready',
			'error',
			'express-payment-started',
		] );
	} );
} );

describe( 'saving a payment method (SPEC §5)', () => {
	it.each( [
		[ 1, false, true, true ],
		[ 0, true, true, true ],
		[ 0, false, false, true ],
		[ 0, false, true, false ],
	] )(
		'customer %i, creating account %s, guest checkout %s → %s',
		( customerId, shouldCreateAccount, guestCheckoutAllowed, allowed ) => {
			expect(
				isSavingPaymentMethodAllowed( {
					customerId,
					shouldCreateAccount,
					guestCheckoutAllowed,
				} )
			).toBe( allowed );
		}
	);
} );

describe( 'saved payment methods (SPEC §3)', () => {
	const saved = {
		tokenId: 7,
		method: { gateway: 'kassa_card', brand: 'Visa', last4: '4242' },
		expires: '12/30',
		is_default: true,
	};

	it( "labels a token 'brand ending in last4 (expires date)'", () => {
		expect( getSavedPaymentMethodLabel( saved ) ).toBe(
			'Visa ending in 4242 (expires 12/30)'
		);
	} );

	it( 'lists saved methods grouped by type as labelled options', () => {
		const state = reducer(
			init(),
			actions.setSavedPaymentMethods( { cc: [ saved ] } )
		);
		expect( selectors.getSavedPaymentMethodOptions( state ) ).toEqual( [
			{
				tokenId: '7',
				gateway: 'kassa_card',
				type: 'cc',
				label: 'Visa ending in 4242 (expires 12/30)',
				isDefault: true,
			},
		] );
	} );
} );
