import { addAction, removeAction } from '@wordpress/hooks';

import { paymentStore } from '..';
import { checkoutStore } from '../../checkout';
import { storeNoticesStore } from '../../store-notices';
import { makeRegistry, noticesOf } from '../../test-utils/registry';

let stop: () => void;
const setup = ( settings = {} ) => {
	window.kassaSettings = settings;
	const made = makeRegistry();
	stop = made.stop;
	return made.registry;
};
afterEach( () => stop?.() );

describe( 'payment thunks', () => {
	it( 'choosing a method activates it, clears the payment error notice, fires the event', () => {
		const registry = setup();
		registry.dispatch( storeNoticesStore ).createErrorNotice( 'Declined.', {
			id: 'kassa-payment-error',
			context: 'wc/checkout/payments',
		} );
		const seen = jest.fn();
		addAction( 'kassa-checkout-set-active-payment-method', 'test', seen );
		const domSeen = jest.fn();
		document.body.addEventListener(
			'kassa-checkout-set-active-payment-method',
			domSeen
		);
		registry.dispatch( paymentStore ).setActivePaymentMethod( 'cheque' );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe(
			'cheque'
		);
		expect( noticesOf( registry, 'wc/checkout/payments' ) ).toEqual( [] );
		expect( seen ).toHaveBeenCalledWith( { value: 'cheque' } );
		expect( domSeen ).toHaveBeenCalled();
		removeAction( 'kassa-checkout-set-active-payment-method', 'test' );
	} );

	it( 'choosing a saved token activates its gateway with token data', () => {
		const registry = setup( {
			customerPaymentMethods: {
				cc: [
					{
						tokenId: 7,
						method: {
							gateway: 'kassa_card',
							brand: 'Visa',
							last4: '4242',
						},
						expires: '12/30',
						is_default: false,
					},
				],
			},
		} );
		registry.dispatch( paymentStore ).setActiveSavedToken( 7 );
		const payment = registry.select( paymentStore );
		expect( payment.getActivePaymentMethod() ).toBe( 'kassa_card' );
		expect( payment.getActiveSavedToken() ).toBe( '7' );
		expect( payment.getPaymentMethodData() ).toEqual( {
			token: '7',
			payment_method: 'kassa_card',
			'wc-kassa_card-payment-token': '7',
			isSavedToken: true,
		} );
	} );

	it( 'an unknown token changes nothing', () => {
		const registry = setup();
		registry.dispatch( paymentStore ).setActiveSavedToken( 99 );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe(
			''
		);
	} );

	it( 'an express error is shown in the express payments context', () => {
		const registry = setup();
		registry.dispatch( paymentStore ).setActivePaymentMethod( 'cheque' );
		registry.dispatch( paymentStore ).startExpressPayment( 'applepay' );
		registry.dispatch( paymentStore ).failExpressPayment( 'Cancelled.' );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe(
			'cheque'
		);
		expect(
			noticesOf( registry, 'wc/checkout/express-payments' )[ 0 ].content
		).toBe( 'Cancelled.' );
	} );

	it( 'follows checkout: processing when checkout processes, idle when it returns', () => {
		const registry = setup();
		registry.dispatch( checkoutStore ).setProcessing();
		expect( registry.select( paymentStore ).getPaymentStatus() ).toBe(
			'processing'
		);
		registry.dispatch( checkoutStore ).setIdle();
		expect( registry.select( paymentStore ).getPaymentStatus() ).toBe(
			'idle'
		);
	} );

	it( 'forces the save flag off for guests when guest checkout is allowed (SPEC §5)', () => {
		const registry = setup( { customerId: 0, guestCheckoutAllowed: true } );
		registry.dispatch( paymentStore ).setShouldSavePaymentMethod( true );
		expect(
			registry.select( checkoutStore ).getShouldSavePaymentMethod()
		).toBe( false );
		registry.dispatch( checkoutStore ).setShouldCreateAccount( true );
		expect(
			registry.select( checkoutStore ).getShouldSavePaymentMethod()
		).toBe( true );
	} );

	it( 'shows the express area loading while checkout is busy or express is active', () => {
		const registry = setup();
		const loading = () =>
			registry.select( checkoutStore ).isExpressPaymentAreaLoading();
		expect( loading() ).toBe( false );
		registry.dispatch( checkoutStore ).startCalculating();
		expect( loading() ).toBe( true );
		registry.dispatch( checkoutStore ).stopCalculating();
		registry.dispatch( checkoutStore ).setComplete();
		expect( loading() ).toBe( true );
		registry.dispatch( checkoutStore ).setHasError( true );
		expect( loading() ).toBe( false );
		registry.dispatch( checkoutStore ).setIdle();
		registry.dispatch( paymentStore ).startExpressPayment( 'applepay' );
		expect( loading() ).toBe( true );
	} );
} );
