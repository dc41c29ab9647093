import { useSelect } from '@wordpress/data';
import { cartStore, checkoutStore, paymentStore } from '@kassa/data';
import type { RegisteredPaymentMethod } from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import { useIsEditor } from '../../assets/components/editor-context';
import PaymentMethodBoundary from '../../hooks/payment-method-boundary';
import { usePaymentMethodInterface } from '../../hooks/use-payment-method-interface';
import {
	usePlaceOrder,
	useValidateCheckout,
} from '../checkout/hooks/use-place-order';

type Props = {
	/** The active method, which has a `placeOrderButton`. */
	method: RegisteredPaymentMethod;
};

/**
 * The active payment method's own place-order button, in place of the checkout's (as
 * WooCommerce's Checkout block shows it): the payment method interface, and the checkout's state
 * (`waitingForProcessing`, `waitingForRedirect`, `disabled`, `isEditor`, `isPreview`) and
 * `validate`, which checks the checkout before the method starts its payment. Isolated like
 * the method's content: if it throws, SPEC §8's message shows instead.
 *
 * @param props        Props.
 * @param props.method The active method.
 * @return The method's button.
 */
export default function MethodPlaceOrderButton( { method }: Props ) {
	const isEditor = useIsEditor();
	const placeOrder = usePlaceOrder();
	const validate = useValidateCheckout();
	const methodProps = usePaymentMethodInterface( placeOrder, validate );
	const { status, hasError, isExpressActive, isCartLoading } = useSelect(
		( select ) => ( {
			status: select( checkoutStore ).getCheckoutStatus(),
			hasError: select( checkoutStore ).hasError(),
			isExpressActive: select( paymentStore ).isExpressPaymentStarted(),
			isCartLoading: ! select( cartStore ).getCartData(),
		} ),
		[]
	);
	const Button = method.placeOrderButton;
	if ( ! Button ) {
		return null;
	}
	const waitingForProcessing =
		status === 'before-processing' ||
		status === 'processing' ||
		status === 'after-processing';
	const waitingForRedirect = status === 'complete' && ! hasError;
	return (
		<PaymentMethodBoundary
			name={ method.name }
			isAdmin={ isEditor || getSetting( 'currentUserIsAdmin' ) }
		>
			<Button
				{ ...methodProps }
				waitingForProcessing={ waitingForProcessing }
				waitingForRedirect={ waitingForRedirect }
				disabled={
					status === 'calculating' ||
					isExpressActive ||
					waitingForProcessing ||
					waitingForRedirect ||
					isCartLoading
				}
				isEditor={ isEditor }
				isPreview={ false }
				validate={ validate }
			/>
		</PaymentMethodBoundary>
	);
}
