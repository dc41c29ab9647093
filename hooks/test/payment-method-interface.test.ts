import {
	buildPaymentMethodInterface,
	getCartTotalItems,
	toGatewayCurrency,
} from '../use-payment-method-interface';
import { makeCart } from '../../stores/test-utils/factories';

const actions = {
	onSubmit: jest.fn(),
	validate: jest.fn( async () => ( { hasError: false } ) ),
	setExpressPaymentError: jest.fn(),
	setShippingAddress: jest.fn(),
	setSelectedRates: jest.fn(),
};

const state = ( overrides = {} ) => ( {
	cart: makeCart(),
	active: 'cheque',
	customerId: 7,
	status: 'idle',
	payment: {
		status: 'ready',
		isExpressStarted: false,
		shouldSave: true,
	},
	shipping: {
		selectedRates: { '0': 'flat_rate:1' },
		isSelectingRate: false,
		isLoading: false,
		errorStatus: 'invalid_address',
	},
	...overrides,
} );

describe( "WooCommerce's payment method interface", () => {
	it( 'gives the currency in the shape gateways read', () => {
		expect(
			toGatewayCurrency( {
				currency_code: 'GBP',
				currency_symbol: '£',
				currency_minor_unit: 2,
				currency_decimal_separator: '.',
				currency_thousand_separator: ',',
				currency_prefix: '£',
				currency_suffix: '',
			} )
		).toEqual( {
			code: 'GBP',
			symbol: '£',
			minorUnit: 2,
			decimalSeparator: '.',
			thousandSeparator: ',',
			prefix: '£',
			suffix: '',
		} );
	} );

	it( 'lists the total lines, with shipping only when the cart ships', () => {
		const totals = {
			...makeCart().totals,
			total_items: '2000',
			total_items_tax: '400',
			total_shipping: '399',
			total_shipping_tax: '80',
			total_tax: '480',
		};
		const lines = getCartTotalItems( totals, true );
		expect( lines.map( ( line ) => line.key ) ).toEqual( [
			'total_items',
			'total_fees',
			'total_discount',
			'total_tax',
			'total_shipping',
		] );
		expect( lines[ 0 ] ).toEqual( {
			key: 'total_items',
			label: 'Subtotal:',
			value: 2000,
			valueWithTax: 2400,
		} );
		expect( lines[ 4 ].valueWithTax ).toBe( 479 );
		expect(
			getCartTotalItems( totals, false ).map( ( line ) => line.key )
		).not.toContain( 'total_shipping' );
	} );

	it( 'hands gateways the cart, the customer, the statuses and the shared components', () => {
		const cart = makeCart();
		const props = buildPaymentMethodInterface( state( { cart } ), actions );
		expect( props.activePaymentMethod ).toBe( 'cheque' );
		expect( props.billing.billingAddress ).toEqual( cart.billing_address );
		expect( props.billing.billingData ).toEqual( cart.billing_address );
		expect( props.billing.customerId ).toBe( 7 );
		expect( props.billing.cartTotal ).toEqual( {
			label: 'Total',
			value: Number( cart.totals.total_price ),
		} );
		expect( props.cartData.cartItems ).toEqual( cart.items );
		expect( props.checkoutStatus.isIdle ).toBe( true );
		expect( props.paymentStatus.isReady ).toBe( true );
		expect( props.shouldSavePayment ).toBe( true );
		expect( Object.keys( props.components ).sort() ).toEqual( [
			'LoadingMask',
			'PaymentMethodIcons',
			'PaymentMethodLabel',
			'Skeleton',
			'ValidationInputError',
		] );
		expect( props.emitResponse.responseTypes ).toEqual( {
			SUCCESS: 'success',
			FAIL: 'failure',
			ERROR: 'error',
		} );
		expect( props.emitResponse.noticeContexts.PAYMENTS ).toBe(
			'wc/checkout/payments'
		);
		expect( props.shippingStatus.shippingErrorStatus ).toEqual( {
			isPristine: false,
			isValid: false,
			hasInvalidAddress: true,
			hasError: false,
		} );
		expect( props.shippingData.selectedRates ).toEqual( {
			'0': 'flat_rate:1',
		} );
	} );

	it( 'gives a payment method the checkout’s validate', () => {
		const props = buildPaymentMethodInterface( state(), actions );
		expect( props.validate ).toBe( actions.validate );
	} );

	it( "answers WooCommerce's deprecated payment status names, with a deprecation notice", () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const ready = buildPaymentMethodInterface( state(), actions );
		expect( ready.paymentStatus.isSuccessful ).toBe( true );
		expect( ready.paymentStatus.isFinished ).toBe( true );
		expect( ready.paymentStatus.hasFailed ).toBe( false );
		expect( ready.paymentStatus.isPristine ).toBe( false );
		const idle = buildPaymentMethodInterface(
			state( {
				payment: {
					status: 'idle',
					isExpressStarted: false,
					shouldSave: false,
				},
			} ),
			actions
		);
		expect( idle.paymentStatus.isPristine ).toBe( true );
		expect( idle.paymentStatus.isFinished ).toBe( false );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'paymentStatus.isPristine is deprecated' )
		);
		warn.mockRestore();
	} );

	it( "keeps WooCommerce's older event names working", () => {
		const { eventRegistration } = buildPaymentMethodInterface(
			state(),
			actions
		);
		expect( eventRegistration.onPaymentProcessing ).toBe(
			eventRegistration.onPaymentSetup
		);
		expect( eventRegistration.onCheckoutAfterProcessingWithError ).toBe(
			eventRegistration.onCheckoutFail
		);
		expect( eventRegistration.onCheckoutAfterProcessingWithSuccess ).toBe(
			eventRegistration.onCheckoutSuccess
		);
		expect( eventRegistration.onCheckoutValidationBeforeProcessing ).toBe(
			eventRegistration.onCheckoutValidation
		);
	} );
} );
