import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	NOTICE_CONTEXTS,
	paymentStore,
} from '@kassa/data';

/** What a method's `content` is told, by WooCommerce's names (the subset Kassa provides). */
export interface PaymentMethodContentProps {
	activePaymentMethod: string;
	billing: {
		billingAddress: Record< string, unknown >;
		cartTotal: { label: string; value: number };
		currency: Record< string, unknown >;
		customerId: number;
	};
	checkoutStatus: {
		isCalculating: boolean;
		isComplete: boolean;
		isIdle: boolean;
		isProcessing: boolean;
	};
	emitResponse: {
		noticeContexts: { PAYMENTS: string; EXPRESS_PAYMENTS: string };
		responseTypes: { SUCCESS: string; FAIL: string; ERROR: string };
	};
	eventRegistration: typeof checkoutEvents & {
		onPaymentProcessing: typeof checkoutEvents.onPaymentSetup;
	};
	shouldSavePayment: boolean;
	onSubmit: () => void;
	setExpressPaymentError: ( message: string ) => void;
	onClick: () => void;
	onClose: () => void;
	buttonAttributes?: { height: number; borderRadius: number };
	components: Record< string, unknown >;
}

/**
 * The props each payment method's `content` (and express button) receives.
 *
 * @param onSubmit What placing the order does.
 * @param express  For an express method: its name (its click and close handlers need it).
 * @return The props.
 */
export function usePaymentMethodProps(
	onSubmit: () => void,
	express?: string
): PaymentMethodContentProps {
	const state = useSelect( ( select ) => {
		const cart = select( cartStore ).getCartData();
		const checkout = select( checkoutStore );
		const payment = select( paymentStore );
		return {
			cart,
			customerId: checkout.getCustomerId(),
			status: checkout.getCheckoutStatus(),
			active: payment.getActivePaymentMethod(),
			shouldSave: payment.getShouldSavePaymentMethod(),
		};
	}, [] );
	const { startExpressPayment, closeExpressPayment, failExpressPayment } =
		useDispatch( paymentStore );
	return useMemo( () => {
		const totals = state.cart?.totals;
		return {
			activePaymentMethod: state.active,
			billing: {
				billingAddress: { ...( state.cart?.billing_address ?? {} ) },
				cartTotal: {
					label: 'Total',
					value: Number( totals?.total_price ?? 0 ),
				},
				currency: { ...( totals ?? {} ) },
				customerId: state.customerId,
			},
			checkoutStatus: {
				isCalculating: state.status === 'calculating',
				isComplete: state.status === 'complete',
				isIdle: state.status === 'idle',
				isProcessing: state.status === 'processing',
			},
			emitResponse: {
				noticeContexts: {
					PAYMENTS: NOTICE_CONTEXTS.PAYMENTS,
					EXPRESS_PAYMENTS: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
				},
				responseTypes: {
					SUCCESS: 'success',
					FAIL: 'failure',
					ERROR: 'error',
				},
			},
			eventRegistration: {
				...checkoutEvents,
				onPaymentProcessing: checkoutEvents.onPaymentSetup,
			},
			shouldSavePayment: state.shouldSave,
			onSubmit,
			setExpressPaymentError: ( message: string ) =>
				failExpressPayment( message ),
			onClick: () => express && startExpressPayment( express ),
			onClose: () => closeExpressPayment(),
			components: {},
		};
	}, [
		state,
		onSubmit,
		express,
		startExpressPayment,
		closeExpressPayment,
		failExpressPayment,
	] );
}
