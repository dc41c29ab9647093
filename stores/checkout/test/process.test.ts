import {
	buildCheckoutBody,
	getPreCheckoutError,
	pickAddress,
	getUnreadableCheckoutErrorMessage,
	readPaymentSetupResponses,
	shouldPostOrder,
} from '../process';
import {
	makeAddress,
	makeBillingAddress,
	makeCart,
} from '../../test-utils/factories';
import { setSettings } from '../../test-utils/registry';
import type { AdditionalField } from '../../../assets/settings/types';

const addressField = (
	key: string,
	type: AdditionalField[ 'type' ] = 'text'
): AdditionalField => ( {
	key,
	label: key,
	optionalLabel: key,
	required: false,
	hidden: false,
	index: 1000,
	type,
	location: 'address',
} );

describe( 'when the order is posted (SPEC §4)', () => {
	const ready = {
		hasValidationErrors: false,
		isExpressPaymentActive: false,
		isPaymentReady: true,
		needsPayment: true,
		isProcessing: true,
		hasShippingError: false,
	};

	it( 'posts when everything is in order', () => {
		expect( shouldPostOrder( ready ) ).toBe( true );
	} );

	it( 'does not post with validation errors', () => {
		expect(
			shouldPostOrder( { ...ready, hasValidationErrors: true } )
		).toBe( false );
	} );

	it( 'posts with validation errors while an express payment is active', () => {
		expect(
			shouldPostOrder( {
				...ready,
				hasValidationErrors: true,
				isExpressPaymentActive: true,
			} )
		).toBe( true );
	} );

	it( 'does not post while payment is not ready', () => {
		expect( shouldPostOrder( { ...ready, isPaymentReady: false } ) ).toBe(
			false
		);
	} );

	it( 'posts without a ready payment when none is needed', () => {
		expect(
			shouldPostOrder( {
				...ready,
				isPaymentReady: false,
				needsPayment: false,
			} )
		).toBe( true );
	} );

	it( 'does not post unless checkout is processing', () => {
		expect( shouldPostOrder( { ...ready, isProcessing: false } ) ).toBe(
			false
		);
	} );

	it( 'does not post with a shipping error', () => {
		expect( shouldPostOrder( { ...ready, hasShippingError: true } ) ).toBe(
			false
		);
	} );
} );

describe( 'pre-checkout messages (SPEC §8)', () => {
	const fine = {
		needsShipping: true,
		hasSelectedRate: true,
		paymentStatus: 'ready' as const,
		needsPayment: true,
		shippingErrorStatus: 'none' as const,
	};

	it( 'none when all is well', () => {
		expect( getPreCheckoutError( fine ) ).toBeNull();
	} );

	it( 'requires a shipping option', () => {
		expect(
			getPreCheckoutError( { ...fine, hasSelectedRate: false } )
		).toBe( 'Sorry, this order requires a shipping option.' );
	} );

	it( 'reports a problem with the payment option', () => {
		expect(
			getPreCheckoutError( { ...fine, paymentStatus: 'error' } )
		).toBe( 'There was a problem with your payment option.' );
	} );

	it( 'reports a problem with the shipping option', () => {
		expect(
			getPreCheckoutError( {
				...fine,
				shippingErrorStatus: 'invalid_address',
			} )
		).toBe( 'There was a problem with your shipping option.' );
	} );
} );

describe( 'unreadable checkout failure (SPEC §8)', () => {
	it( 'tells guests to check their email', () => {
		expect( getUnreadableCheckoutErrorMessage( false ) ).toBe(
			'Something went wrong when placing the order. Check your email for order updates before retrying.'
		);
	} );

	it( "tells customers to check their account's order history", () => {
		expect( getUnreadableCheckoutErrorMessage( true ) ).toBe(
			"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying."
		);
	} );
} );

describe( 'checkout body (SPEC §7)', () => {
	const checkout = {
		additionalFields: { gift: true },
		shouldCreateAccount: false,
		orderNotes: 'Leave at door',
		customerPassword: '',
		extensionData: { ns: { a: 1 } },
		useShippingAsBilling: false,
	};
	const base = {
		cart: makeCart( {
			shipping_address: makeAddress( { city: 'Leeds' } ),
			billing_address: makeBillingAddress( { city: 'York' } ),
		} ),
		checkout,
		billingIsShipping: false,
		paymentMethod: 'cheque',
		paymentMethodData: { reference: 'r1' },
		shouldSavePaymentMethod: false,
	};

	it( 'holds the addresses, note, account flag, fields and extensions', () => {
		const body = buildCheckoutBody( base );
		expect( body ).toMatchObject( {
			additional_fields: { gift: true },
			create_account: false,
			customer_note: 'Leave at door',
			extensions: { ns: { a: 1 } },
			billing_address: { city: 'York', email: 'ada@example.com' },
			shipping_address: { city: 'Leeds' },
		} );
		expect( body.customer_password ).toBeUndefined();
	} );

	it( 'leaves out the shipping address when shipping is not needed', () => {
		const body = buildCheckoutBody( {
			...base,
			cart: { ...base.cart, needs_shipping: false },
		} );
		expect( 'shipping_address' in body ).toBe( false );
	} );

	it( 'sends the billing address as shipping address when billing is used as shipping', () => {
		const body = buildCheckoutBody( {
			...base,
			checkout: { ...checkout, useShippingAsBilling: true },
			billingIsShipping: true,
		} );
		expect( body.shipping_address ).toMatchObject( { city: 'York' } );
		expect( body.shipping_address ).not.toHaveProperty( 'email' );
	} );

	it( 'copies the shipping address into billing when shipping is used as billing', () => {
		const body = buildCheckoutBody( {
			...base,
			checkout: { ...checkout, useShippingAsBilling: true },
		} );
		expect( body.billing_address ).toMatchObject( {
			city: 'Leeds',
			email: 'ada@example.com',
		} );
	} );

	it( 'sends payment method and data with the save flag keyed by the method', () => {
		const body = buildCheckoutBody( {
			...base,
			shouldSavePaymentMethod: true,
		} );
		expect( body.payment_method ).toBe( 'cheque' );
		expect( body.payment_data ).toEqual( [
			{ key: 'reference', value: 'r1' },
			{ key: 'wc-cheque-new-payment-method', value: true },
		] );
	} );

	it( 'sends a saved token with the save flag off, as WooCommerce does', () => {
		const body = buildCheckoutBody( {
			...base,
			paymentMethod: 'kassa_card',
			shouldSavePaymentMethod: true,
			paymentMethodData: {
				token: '7',
				'wc-kassa_card-payment-token': '7',
				isSavedToken: true,
			},
		} );
		expect( body.payment_data ).toEqual( [
			{ key: 'token', value: '7' },
			{ key: 'wc-kassa_card-payment-token', value: '7' },
			{ key: 'wc-kassa_card-new-payment-method', value: false },
		] );
	} );

	it( 'leaves out payment when none is needed', () => {
		const body = buildCheckoutBody( {
			...base,
			cart: { ...base.cart, needs_payment: false },
		} );
		expect( body.payment_method ).toBeUndefined();
		expect( body.payment_data ).toBeUndefined();
	} );

	it( 'sends the password only when creating an account', () => {
		const body = buildCheckoutBody( {
			...base,
			checkout: {
				...checkout,
				shouldCreateAccount: true,
				customerPassword: 'secret',
			},
		} );
		expect( body ).toMatchObject( {
			create_account: true,
			customer_password: 'secret',
		} );
	} );
} );

describe( 'payment setup answers', () => {
	it( 'merge every answer’s payment data, in order', () => {
		expect(
			readPaymentSetupResponses( [
				{
					type: 'success',
					meta: { paymentMethodData: { a: 1, b: 1 } },
				},
				true,
				undefined,
				{ type: 'success', meta: { paymentMethodData: { b: 2 } } },
			] ).paymentMethodData
		).toEqual( { a: 1, b: 2 } );
	} );

	it( 'take the last addresses an answer gives, under WooCommerce’s older names too', () => {
		expect(
			readPaymentSetupResponses( [
				{ meta: { billingAddress: { city: 'Leeds' } } },
				{
					meta: {
						billingData: { city: 'Bath' },
						shippingData: { address: { city: 'York' } },
					},
				},
			] )
		).toEqual( {
			paymentMethodData: {},
			billingAddress: { city: 'Bath' },
			shippingAddress: { city: 'York' },
		} );
		expect(
			readPaymentSetupResponses( [ { meta: { billingAddress: 'no' } } ] )
		).toEqual( { paymentMethodData: {} } );
	} );
} );

describe( "the shop's additional address fields", () => {
	beforeEach( () =>
		setSettings( {
			additionalFields: [
				addressField( 'ns/vat' ),
				addressField( 'ns/business', 'checkbox' ),
				{ ...addressField( 'ns/source' ), location: 'order' },
			],
		} )
	);
	afterEach( () => setSettings( {} ) );

	it( 'are part of each address, a checkbox as a boolean; other fields are not', () => {
		expect(
			pickAddress( {
				city: 'Leeds',
				'ns/vat': 'GB123456789',
				'ns/business': '1',
				'ns/source': 'friend',
				email: 'ada@example.com',
			} )
		).toEqual( {
			first_name: '',
			last_name: '',
			company: '',
			address_1: '',
			address_2: '',
			city: 'Leeds',
			state: '',
			postcode: '',
			country: '',
			phone: '',
			'ns/vat': 'GB123456789',
			'ns/business': true,
		} );
	} );

	it( 'are posted inside each address, one value per address, not in additional_fields', () => {
		const body = buildCheckoutBody( {
			cart: makeCart( {
				shipping_address: makeAddress( { 'ns/vat': 'GB111111111' } ),
				billing_address: makeBillingAddress( {
					'ns/vat': 'DE222222222',
				} ),
			} ),
			checkout: {
				additionalFields: { 'ns/source': 'friend' },
				shouldCreateAccount: false,
				orderNotes: '',
				customerPassword: '',
				extensionData: {},
				useShippingAsBilling: false,
			},
			billingIsShipping: false,
			paymentMethod: 'cheque',
			paymentMethodData: {},
			shouldSavePaymentMethod: false,
		} );
		expect( body.shipping_address?.[ 'ns/vat' ] ).toBe( 'GB111111111' );
		expect( body.billing_address[ 'ns/vat' ] ).toBe( 'DE222222222' );
		expect( body.additional_fields ).toEqual( { 'ns/source': 'friend' } );
	} );
} );
