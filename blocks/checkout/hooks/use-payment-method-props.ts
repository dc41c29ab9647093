import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	paymentStore,
} from '@kassa/data';

import {
	getPaymentMethodBaseProps,
	type PaymentMethodBaseProps,
} from '../../../assets/hooks/payment-method-props';

/** What a method's `content` is told, by WooCommerce's names (the subset Kassa provides). */
export interface PaymentMethodContentProps extends PaymentMethodBaseProps {
	billing: PaymentMethodBaseProps[ 'billing' ] & { customerId: number };
	checkoutStatus: {
		isCalculating: boolean;
		isComplete: boolean;
		isIdle: boolean;
		isProcessing: boolean;
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
		const base = getPaymentMethodBaseProps( state.cart, state.active );
		return {
			...base,
			billing: { ...base.billing, customerId: state.customerId },
			checkoutStatus: {
				isCalculating: state.status === 'calculating',
				isComplete: state.status === 'complete',
				isIdle: state.status === 'idle',
				isProcessing: state.status === 'processing',
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
