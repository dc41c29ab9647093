import {
	isCheckoutResponse,
	readOrderId,
	readPaymentResult,
} from '../processing-response';

const GENERIC = 'Something went wrong. Please contact us to get assistance.';

describe( 'processingResponse (WooCommerce’s payment result)', () => {
	it( 'reads a placed order’s status, redirect URL and details as an object', () => {
		expect(
			readPaymentResult( {
				order_id: 146,
				payment_result: {
					payment_status: 'success',
					payment_details: [
						{ key: 'redirect', value: '#confirm-pi:146:secret' },
						{ key: 'payment_method', value: 'pm_1' },
					],
					redirect_url: '/checkout/order-received/146/',
				},
			} )
		).toEqual( {
			paymentStatus: 'success',
			paymentDetails: {
				redirect: '#confirm-pi:146:secret',
				payment_method: 'pm_1',
			},
			redirectUrl: '/checkout/order-received/146/',
			message: '',
		} );
	} );

	it( 'decodes entities in the details, as WooCommerce does', () => {
		const result = readPaymentResult( {
			payment_result: {
				payment_status: 'failure',
				payment_details: [
					{ key: 'errorMessage', value: 'Card &amp; PIN refused' },
				],
			},
		} );
		expect( result.paymentDetails.errorMessage ).toBe(
			'Card & PIN refused'
		);
		expect( result.paymentStatus ).toBe( 'failure' );
	} );

	it( 'reads an error’s message, status not set', () => {
		expect(
			readPaymentResult( {
				code: 'woocommerce_rest_checkout_process_payment_error',
				message: 'Order payment failed &amp; was logged.',
				data: { status: 400 },
			} )
		).toEqual( {
			paymentStatus: 'not set',
			paymentDetails: {},
			redirectUrl: '',
			message: 'Order payment failed & was logged.',
		} );
	} );

	it( 'gives an error status without a message WooCommerce’s text', () => {
		expect(
			readPaymentResult( {
				code: 'unknown_error',
				message: '',
				data: { status: 500 },
			} ).message
		).toBe( GENERIC );
	} );

	it( 'survives anything else', () => {
		expect( readPaymentResult( 'nonsense' ) ).toEqual( {
			paymentStatus: 'not set',
			paymentDetails: {},
			redirectUrl: '',
			message: '',
		} );
		expect( readOrderId( 'nonsense' ) ).toBe( 0 );
	} );

	it( 'tells a checkout answer from an error', () => {
		expect(
			isCheckoutResponse( { payment_result: { payment_status: 'x' } } )
		).toBe( true );
		expect( isCheckoutResponse( { code: 'x', message: 'y' } ) ).toBe(
			false
		);
		expect( readOrderId( { order_id: 7 } ) ).toBe( 7 );
	} );
} );
