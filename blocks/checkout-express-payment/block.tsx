import { useDispatch, useSelect } from '@wordpress/data';
import { cloneElement, isValidElement, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	getNoExpressPaymentMethodsMessage,
	NOTICE_CONTEXTS,
	paymentStore,
	cartStore,
} from '@kassa/data';
import {
	checkPaymentMethodsCanPay,
	getExpressPaymentMethods,
} from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import { EXPRESS_BUTTON_DEFAULTS } from '../../assets/constants';
import { useIsEditor } from '../../assets/hooks/editor-context';
import CheckoutNotices from '../checkout/components/checkout-notices';
import PaymentMethodBoundary from '../checkout/components/payment-method-boundary';
import { usePaymentMethodProps } from '../checkout/hooks/use-payment-method-props';
import { usePlaceOrder } from '../checkout/hooks/use-place-order';

type Props = {
	buttonHeight?: number;
	buttonBorderRadius?: number;
};

/**
 * The express payment area of the checkout (SPEC §2 region 10): title 'Express Checkout',
 * the available express methods' buttons (48 px high, radius 4 unless configured), then
 * 'Or continue below'. Busy while checkout calculates or processes, or an express payment
 * runs. With none registered, only admins in the editor see 'No registered Payment Methods'.
 *
 * @param props                    Props.
 * @param props.buttonHeight       Button height in px.
 * @param props.buttonBorderRadius Button corner radius in px.
 * @return The area, or nothing.
 */
export default function ExpressPaymentBlock( {
	buttonHeight = EXPRESS_BUTTON_DEFAULTS.height,
	buttonBorderRadius = EXPRESS_BUTTON_DEFAULTS.borderRadius,
}: Props ) {
	const isEditor = useIsEditor();
	const placeOrder = usePlaceOrder();
	const { available, isLoading, hasCart } = useSelect( ( select ) => {
		const payment = select( paymentStore );
		return {
			available: payment.getAvailableExpressPaymentMethods(),
			isLoading: payment.isExpressPaymentAreaLoading(),
			hasCart: !! select( cartStore ).getCartData(),
		};
	}, [] );
	useEffect( () => {
		if ( hasCart ) {
			checkPaymentMethodsCanPay( true );
		}
	}, [ hasCart ] );
	const registered = getExpressPaymentMethods();
	const methods = available
		.map( ( name ) => registered[ name ] )
		.filter( Boolean );
	const baseProps = usePaymentMethodProps( placeOrder );
	const { startExpressPayment } = useDispatch( paymentStore );
	if ( ! methods.length ) {
		return isEditor && getSetting( 'currentUserIsAdmin' ) ? (
			<p className="kassa-express-payment__empty">
				{ getNoExpressPaymentMethodsMessage() }
			</p>
		) : null;
	}
	const buttonAttributes = {
		height: buttonHeight,
		borderRadius: buttonBorderRadius,
	};
	return (
		<div className="kassa-express-payment">
			<div
				className="kassa-express-payment__box"
				aria-busy={ isLoading || undefined }
			>
				<h2 className="kassa-express-payment__title">
					{ __( 'Express Checkout', 'kassa' ) }
				</h2>
				<CheckoutNotices context={ NOTICE_CONTEXTS.EXPRESS_PAYMENTS } />
				<ul className="kassa-express-payment__buttons">
					{ methods.map( ( method ) => (
						<li
							key={ method.name }
							style={ {
								minHeight: buttonHeight,
								borderRadius: buttonBorderRadius,
							} }
						>
							<PaymentMethodBoundary
								name={ method.name }
								isAdmin={
									getSetting( 'currentUserIsAdmin' ) ||
									isEditor
								}
							>
								{ isValidElement( method.content )
									? cloneElement( method.content, {
											...baseProps,
											buttonAttributes,
											onClick: () =>
												startExpressPayment(
													method.name
												),
										} as object )
									: method.content }
							</PaymentMethodBoundary>
						</li>
					) ) }
				</ul>
			</div>
			<p className="kassa-express-payment__separator">
				{ __( 'Or continue below', 'kassa' ) }
			</p>
		</div>
	);
}
