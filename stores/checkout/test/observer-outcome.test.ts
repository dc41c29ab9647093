import { afterFailObservers, afterSuccessObservers } from '../observer-outcome';
import type { EmitResult, ObserverResponse } from '../../shared/events';

const SERVER = 'https://shop.example/checkout/order-received/146/';

const ok = ( ...responses: ObserverResponse[] ): EmitResult => ( {
	ok: true,
	responses,
	thrown: [],
} );
const failed = (
	failure: EmitResult[ 'failure' ],
	...before: ObserverResponse[]
): EmitResult => ( {
	ok: false,
	responses: [ ...before, failure ],
	failure,
	thrown: [],
} );

describe( 'after the success observers (WooCommerce’s rules)', () => {
	it( 'completes to the server’s redirect when nobody answers', () => {
		expect( afterSuccessObservers( ok(), SERVER ) ).toEqual( {
			next: 'complete',
			redirectUrl: SERVER,
		} );
	} );

	it( 'lets the last success answer’s redirectUrl replace the server’s', () => {
		expect(
			afterSuccessObservers(
				ok( { type: 'success', redirectUrl: '/first' }, undefined, {
					type: 'success',
					redirectUrl: '/confirmed',
				} ),
				SERVER
			).redirectUrl
		).toBe( '/confirmed' );
	} );

	it( 'keeps the server’s redirect for a success without one', () => {
		expect(
			afterSuccessObservers( ok( { type: 'success' } ), SERVER )
				.redirectUrl
		).toBe( SERVER );
	} );

	it( 'shows an error’s message in its context and runs the fail observers', () => {
		expect(
			afterSuccessObservers(
				failed(
					{
						type: 'error',
						message: 'Your card was declined.',
						messageContext: 'wc/checkout/payments',
					},
					{ type: 'success', redirectUrl: '/ignored' }
				),
				SERVER
			)
		).toEqual( {
			next: 'fail',
			redirectUrl: '',
			notice: {
				message: 'Your card was declined.',
				context: 'wc/checkout/payments',
			},
		} );
	} );

	it( 'completes after an error that says retry: false, to its redirectUrl or the server’s', () => {
		expect(
			afterSuccessObservers(
				failed( { type: 'failure', message: 'Gone.', retry: false } ),
				SERVER
			)
		).toEqual( {
			next: 'complete',
			redirectUrl: SERVER,
			notice: { message: 'Gone.', context: undefined },
		} );
		expect(
			afterSuccessObservers(
				failed( { type: 'error', retry: false, redirectUrl: '/pay' } ),
				SERVER
			)
		).toEqual( {
			next: 'complete',
			redirectUrl: '/pay',
			notice: undefined,
		} );
	} );

	it( 'runs the fail observers after an answer of false', () => {
		expect( afterSuccessObservers( failed( false ), SERVER ).next ).toBe(
			'fail'
		);
	} );
} );

describe( 'after the fail observers (WooCommerce’s rules)', () => {
	it( 'asks for the fallback notice when no observer explains', () => {
		expect( afterFailObservers( ok(), '' ) ).toEqual( {
			next: 'retry',
			redirectUrl: '',
			needsFallbackNotice: true,
		} );
		// A failure without a message explains nothing either.
		expect(
			afterFailObservers( failed( { type: 'failure' } ), '' )
				.needsFallbackNotice
		).toBe( true );
	} );

	it( 'shows a failure’s message in its context and lets the shopper retry', () => {
		expect(
			afterFailObservers(
				failed( {
					type: 'failure',
					message: 'Insufficient funds.',
					messageContext: 'wc/checkout/payments',
				} ),
				''
			)
		).toEqual( {
			next: 'retry',
			redirectUrl: '',
			notice: {
				message: 'Insufficient funds.',
				context: 'wc/checkout/payments',
			},
		} );
	} );

	it( 'completes when the failure says retry: false', () => {
		expect(
			afterFailObservers(
				failed( {
					type: 'error',
					message: 'This order cannot be paid again.',
					retry: false,
					redirectUrl: '/my-account/orders/',
				} ),
				''
			)
		).toEqual( {
			next: 'complete',
			redirectUrl: '/my-account/orders/',
			notice: {
				message: 'This order cannot be paid again.',
				context: undefined,
			},
		} );
	} );
} );
