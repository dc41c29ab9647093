import ExpressPaymentArea from '../../hooks/express-payment-area';
import { EXPRESS_BUTTON_DEFAULTS } from '../../assets/constants';
import { usePlaceOrder } from '../checkout/hooks/use-place-order';

type Props = {
	showButtonStyles?: boolean;
	buttonHeight?: number;
	buttonBorderRadius?: number;
};

/**
 * The checkout's express payment area (SPEC §2 region 10): the shared area in its checkout
 * variant, title 'Express Checkout' and separator 'Or continue below', buttons 48 px high with
 * radius 4 unless configured (or each in its own style). Express methods' `onSubmit` places the
 * order.
 *
 * @param props                    Props.
 * @param props.showButtonStyles   Give every button the height and radius below.
 * @param props.buttonHeight       Button height in px.
 * @param props.buttonBorderRadius Button corner radius in px.
 * @return The area, or nothing when no express method can pay.
 */
export default function ExpressPaymentBlock( {
	showButtonStyles,
	buttonHeight = EXPRESS_BUTTON_DEFAULTS.height,
	buttonBorderRadius = EXPRESS_BUTTON_DEFAULTS.borderRadius,
}: Props ) {
	const placeOrder = usePlaceOrder();
	return (
		<ExpressPaymentArea
			variant="checkout"
			showButtonStyles={ showButtonStyles }
			buttonHeight={ buttonHeight }
			buttonBorderRadius={ buttonBorderRadius }
			onSubmit={ placeOrder }
		/>
	);
}
