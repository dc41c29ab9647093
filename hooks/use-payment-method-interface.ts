/**
 * The props every payment method's `content` (and `savedTokenComponent`, and express button)
 * receives: WooCommerce's payment method interface, by its names and shapes, so a gateway's
 * unchanged blocks script finds what it reads (billing data, cart data, status flags, events,
 * the shared components).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	NOTICE_CONTEXTS,
	paymentStore,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { Address, Cart, CartTotals } from '../assets/api/types';
import { PAYMENT_METHOD_COMPONENTS } from './payment-method-components';
import { toMinor } from '../assets/utils/money';
import { useIsEditor } from '../assets/components/editor-context';

/** A cart total line as gateways get it (`billing.cartTotalItems`), in minor units. */
export interface CartTotalItem {
	key: string;
	label: string;
	value: number;
	valueWithTax: number;
}

/** The currency as gateways get it (`billing.currency`). */
export interface GatewayCurrency {
	code: string;
	symbol: string;
	thousandSeparator: string;
	decimalSeparator: string;
	minorUnit: number;
	prefix: string;
	suffix: string;
}

const RESPONSE_TYPES = {
	SUCCESS: 'success',
	FAIL: 'failure',
	ERROR: 'error',
} as const;

const SHIPPING_ERROR_TYPES = {
	NONE: 'none',
	INVALID_ADDRESS: 'invalid_address',
	UNKNOWN: 'unknown_error',
} as const;

/**
 * The currency fields of a Store API response, as WooCommerce gives them to gateways.
 *
 * @param totals The cart totals (or any Store API price object).
 * @return The currency.
 */
export function toGatewayCurrency(
	totals: Partial< CartTotals > | undefined
): GatewayCurrency {
	return {
		code: totals?.currency_code ?? '',
		symbol: totals?.currency_symbol ?? '',
		thousandSeparator: totals?.currency_thousand_separator ?? ',',
		decimalSeparator: totals?.currency_decimal_separator ?? '.',
		minorUnit: totals?.currency_minor_unit ?? 2,
		prefix: totals?.currency_prefix ?? '',
		suffix: totals?.currency_suffix ?? '',
	};
}

/**
 * The cart's total lines (subtotal, fees, discount, taxes, and shipping when the cart ships),
 * as payment request buttons list them.
 *
 * @param totals        The cart totals.
 * @param needsShipping Whether the cart ships.
 * @return The lines.
 */
export function getCartTotalItems(
	totals: CartTotals | undefined,
	needsShipping: boolean
): CartTotalItem[] {
	if ( ! totals ) {
		return [];
	}
	const line = (
		key: 'total_items' | 'total_fees' | 'total_discount' | 'total_shipping',
		label: string
	): CartTotalItem => {
		const value = toMinor( totals[ key ] );
		return {
			key,
			label,
			value,
			valueWithTax: value + toMinor( totals[ `${ key }_tax` ] ),
		};
	};
	const tax = toMinor( totals.total_tax );
	const items = [
		line( 'total_items', __( 'Subtotal:', 'kassa' ) ),
		line( 'total_fees', __( 'Fees:', 'kassa' ) ),
		line( 'total_discount', __( 'Discount:', 'kassa' ) ),
		{
			key: 'total_tax',
			label: __( 'Taxes:', 'kassa' ),
			value: tax,
			valueWithTax: tax,
		},
	];
	if ( needsShipping ) {
		items.push( line( 'total_shipping', __( 'Shipping:', 'kassa' ) ) );
	}
	return items;
}

/** What the interface is built from: the stores' state. */
export interface PaymentMethodInterfaceState {
	cart: Cart | null | undefined;
	/** The active payment method. */
	active: string;
	/** 0 for a guest. */
	customerId: number;
	/** The checkout status. */
	status: string;
	payment: { status: string; isExpressStarted: boolean; shouldSave: boolean };
	shipping: {
		selectedRates: Record< string, string >;
		isSelectingRate: boolean;
		isLoading: boolean;
		errorStatus: string;
	};
}

/** What a payment method can do through the interface. */
export interface PaymentMethodInterfaceActions {
	onSubmit: () => void;
	validate: () => Promise< { hasError: boolean } >;
	setExpressPaymentError: ( message: string ) => void;
	setShippingAddress: ( address: Record< string, unknown > ) => void;
	setSelectedRates: ( rateId: string, packageId?: string | number ) => void;
}

/**
 * The payment status as gateways read it, with WooCommerce's deprecated names (since its 9.6)
 * still answering, with a deprecation notice when read.
 *
 * @param status           The payment status.
 * @param isExpressStarted An express payment runs.
 * @return The flags.
 */
function toPaymentStatusFlags( status: string, isExpressStarted: boolean ) {
	const flags = {
		isIdle: status === 'idle',
		isStarted: status === 'express-payment-started',
		isProcessing: status === 'processing',
		hasError: status === 'error',
		isReady: status === 'ready',
		isDoingExpressPayment: isExpressStarted,
	};
	const old = ( name: string, alternative?: string ) =>
		deprecated( `paymentStatus.${ name }`, {
			since: '9.6.0',
			plugin: 'WooCommerce Blocks',
			alternative,
		} );
	return {
		...flags,
		get isPristine() {
			old( 'isPristine', 'isIdle' );
			return flags.isIdle;
		},
		get isFinished() {
			old( 'isFinished' );
			return flags.hasError || flags.isReady;
		},
		get hasFailed() {
			old( 'hasFailed', 'hasError' );
			return flags.hasError;
		},
		get isSuccessful() {
			old( 'isSuccessful', 'isReady' );
			return flags.isReady;
		},
	};
}

/**
 * Builds the interface from the stores' state (pure, so it can be tested without React).
 *
 * @param state   The stores' state.
 * @param actions What the interface can do.
 * @return The props.
 */
export function buildPaymentMethodInterface(
	state: PaymentMethodInterfaceState,
	actions: PaymentMethodInterfaceActions
) {
	const { cart, payment, shipping } = state;
	const needsShipping = !! cart?.needs_shipping;
	const billingAddress = { ...( cart?.billing_address ?? {} ) };
	return {
		activePaymentMethod: state.active,
		billing: {
			appliedCoupons: cart?.coupons ?? [],
			billingAddress,
			billingData: billingAddress,
			cartTotal: {
				label: __( 'Total', 'kassa' ),
				value: toMinor( cart?.totals.total_price ),
			},
			cartTotalItems: getCartTotalItems( cart?.totals, needsShipping ),
			currency: toGatewayCurrency( cart?.totals ),
			customerId: state.customerId,
			displayPricesIncludingTax: getSetting(
				'displayCartPricesIncludingTax'
			),
		},
		cartData: {
			cartItems: cart?.items ?? [],
			cartFees: cart?.fees ?? [],
			extensions: cart?.extensions ?? {},
		},
		checkoutStatus: {
			isCalculating: state.status === 'calculating',
			isComplete: state.status === 'complete',
			isIdle: state.status === 'idle',
			isProcessing: state.status === 'processing',
		},
		components: PAYMENT_METHOD_COMPONENTS,
		emitResponse: {
			noticeContexts: NOTICE_CONTEXTS,
			responseTypes: RESPONSE_TYPES,
		},
		eventRegistration: {
			...checkoutEvents,
			// WooCommerce's older names for the same events.
			onPaymentProcessing: checkoutEvents.onPaymentSetup,
			onCheckoutValidationBeforeProcessing:
				checkoutEvents.onCheckoutValidation,
			onCheckoutBeforeProcessing: checkoutEvents.onCheckoutValidation,
			onCheckoutAfterProcessingWithSuccess:
				checkoutEvents.onCheckoutSuccess,
			onCheckoutAfterProcessingWithError: checkoutEvents.onCheckoutFail,
		},
		onSubmit: actions.onSubmit,
		validate: actions.validate,
		paymentStatus: toPaymentStatusFlags(
			payment.status,
			payment.isExpressStarted
		),
		setExpressPaymentError: actions.setExpressPaymentError,
		shippingData: {
			isSelectingRate: shipping.isSelectingRate,
			needsShipping,
			selectedRates: shipping.selectedRates,
			setSelectedRates: actions.setSelectedRates,
			setShippingAddress: actions.setShippingAddress,
			shippingAddress: { ...( cart?.shipping_address ?? {} ) },
			shippingRates: cart?.shipping_rates ?? [],
			shippingRatesLoading: shipping.isLoading,
		},
		shippingStatus: {
			shippingErrorStatus: {
				isPristine: shipping.errorStatus === SHIPPING_ERROR_TYPES.NONE,
				isValid: shipping.errorStatus === SHIPPING_ERROR_TYPES.NONE,
				hasInvalidAddress:
					shipping.errorStatus ===
					SHIPPING_ERROR_TYPES.INVALID_ADDRESS,
				hasError: shipping.errorStatus === SHIPPING_ERROR_TYPES.UNKNOWN,
			},
			shippingErrorTypes: SHIPPING_ERROR_TYPES,
		},
		shouldSavePayment: payment.shouldSave,
	};
}

export type PaymentMethodInterface = ReturnType<
	typeof buildPaymentMethodInterface
>;

/**
 * The payment method interface for the current cart and checkout. In the editor nothing it
 * does reaches the Store API.
 *
 * @param onSubmit What placing the order does (express buttons call it once approved).
 * @param validate What checking the checkout does (the checkout's own, which also shows the
 *                 errors, by default).
 * @return The props.
 */
export function usePaymentMethodInterface(
	onSubmit: () => void,
	validate?: () => Promise< { hasError: boolean } >
): PaymentMethodInterface {
	const isEditor = useIsEditor();
	// Flat values: useSelect compares them one by one to decide whether to re-render.
	const selected = useSelect( ( select ) => {
		const cart = select( cartStore );
		const payment = select( paymentStore );
		const checkout = select( checkoutStore );
		return {
			cart: cart.getCartData(),
			active: payment.getActivePaymentMethod(),
			customerId: checkout.getCustomerId(),
			status: checkout.getCheckoutStatus(),
			paymentStatus: payment.getPaymentStatus(),
			isExpressStarted: payment.isExpressPaymentStarted(),
			shouldSave: checkout.getShouldSavePaymentMethod(),
			selectedRates: cart.getSelectedShippingRates(),
			isSelectingRate: cart.isShippingRateBeingSelected(),
			isLoadingRates: cart.isUpdatingCustomerData(),
			shippingErrorStatus: cart.getShippingErrorStatus(),
		};
	}, [] );
	const { failExpressPayment } = useDispatch( paymentStore );
	const { validateCheckout } = useDispatch( checkoutStore );
	const { selectShippingRate, updateCustomerData } = useDispatch( cartStore );
	return useMemo(
		() =>
			buildPaymentMethodInterface(
				{
					cart: selected.cart,
					active: selected.active,
					customerId: selected.customerId,
					status: selected.status,
					payment: {
						status: selected.paymentStatus,
						isExpressStarted: selected.isExpressStarted,
						shouldSave: selected.shouldSave,
					},
					shipping: {
						selectedRates: selected.selectedRates,
						isSelectingRate: selected.isSelectingRate,
						isLoading: selected.isLoadingRates,
						errorStatus: selected.shippingErrorStatus,
					},
				},
				{
					onSubmit,
					validate: validate ?? validateCheckout,
					setExpressPaymentError: ( message ) =>
						failExpressPayment( message ),
					setShippingAddress: ( address ) =>
						! isEditor &&
						updateCustomerData( {
							shipping_address: address as Partial< Address >,
						} ),
					setSelectedRates: ( rateId, packageId ) =>
						! isEditor && selectShippingRate( rateId, packageId ),
				}
			),
		[
			selected,
			onSubmit,
			validate,
			validateCheckout,
			isEditor,
			failExpressPayment,
			selectShippingRate,
			updateCustomerData,
		]
	);
}
