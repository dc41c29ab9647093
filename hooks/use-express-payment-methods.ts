import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { cartStore, checkoutStore, paymentStore } from '@kassa/data';
import {
	checkPaymentMethodsCanPay,
	getExpressPaymentMethods,
	type RegisteredPaymentMethod,
} from '@kassa/payment-registry';

import { useIsEditor } from '../assets/components/editor-context';
import {
	usePaymentMethodInterface,
	type PaymentMethodInterface,
} from './use-payment-method-interface';

/** The button style every express method is told to use (SPEC §9: 48 px high, radius 4 by default). */
export interface ExpressButtonAttributes {
	height: number;
	borderRadius: number;
}

/** The props Kassa gives an express method's `content`, by WooCommerce's names. */
export interface ExpressMethodProps extends PaymentMethodInterface {
	/** Undefined when each method keeps its own button style. */
	buttonAttributes?: ExpressButtonAttributes;
	/** Call when the shopper starts this express payment (SPEC §4 express flow). */
	onClick: () => void;
	/** Call when the shopper closes the express payment sheet. */
	onClose: () => void;
	/** Call with a message when the express payment fails. */
	onError: ( message: string ) => void;
}

/** What useExpressPaymentMethods returns. */
export interface ExpressPaymentMethods {
	/** The methods to show: in the editor every registered one, else those that can pay. */
	methods: RegisteredPaymentMethod[];
	/** Whether any express method is registered at all. */
	hasRegistered: boolean;
	/** SPEC §4: checkout is calculating/processing/completing, or an express payment runs. */
	isLoading: boolean;
	/** The props for a method's content. */
	getMethodProps: ( name: string ) => ExpressMethodProps;
}

/**
 * Binds the express payment methods of `@kassa/payment-registry`: asks them whether they can
 * pay for the cart (the registry caches answers per cart), and gives each the payment method
 * interface plus what it needs to start, close and fail an express payment through
 * `kassa/payment`.
 *
 * @param onSubmit         What completing an express payment does (places the order).
 * @param buttonAttributes The button style every method uses; none: each keeps its own.
 * @return The methods and state.
 */
export function useExpressPaymentMethods(
	onSubmit: () => void,
	buttonAttributes?: ExpressButtonAttributes
): ExpressPaymentMethods {
	const isEditor = useIsEditor();
	const { available, isLoading, hasCart } = useSelect( ( select ) => {
		const payment = select( paymentStore );
		return {
			available: payment.getAvailableExpressPaymentMethods(),
			isLoading: select( checkoutStore ).isExpressPaymentAreaLoading(),
			hasCart: !! select( cartStore ).getCartData(),
		};
	}, [] );
	useEffect( () => {
		if ( hasCart && ! isEditor ) {
			checkPaymentMethodsCanPay( true );
		}
	}, [ hasCart, isEditor ] );
	const paymentMethodInterface = usePaymentMethodInterface( onSubmit );
	const { startExpressPayment, closeExpressPayment, failExpressPayment } =
		useDispatch( paymentStore );
	const registered = getExpressPaymentMethods();
	const methods = isEditor
		? Object.values( registered )
		: available
				.map( ( name ) => registered[ name ] )
				.filter( ( method ): method is RegisteredPaymentMethod =>
					Boolean( method )
				);
	const height = buttonAttributes?.height;
	const borderRadius = buttonAttributes?.borderRadius;
	const getMethodProps = useMemo( () => {
		const onError = ( message: string ) => {
			failExpressPayment( message );
		};
		return ( name: string ): ExpressMethodProps => ( {
			...paymentMethodInterface,
			buttonAttributes:
				height === undefined || borderRadius === undefined
					? undefined
					: { height, borderRadius },
			onClick: () => {
				if ( ! isEditor ) {
					startExpressPayment( name );
				}
			},
			onClose: () => {
				closeExpressPayment();
			},
			onError,
			setExpressPaymentError: onError,
		} );
	}, [
		paymentMethodInterface,
		height,
		borderRadius,
		isEditor,
		startExpressPayment,
		closeExpressPayment,
		failExpressPayment,
	] );
	return {
		methods,
		hasRegistered: Object.keys( registered ).length > 0,
		isLoading,
		getMethodProps,
	};
}
