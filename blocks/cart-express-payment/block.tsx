import ExpressPaymentArea from '../../assets/components/express-payment-area';

type Props = {
	buttonHeight?: number;
	buttonBorderRadius?: number;
};

/**
 * The cart's express payment area: no heading, the separator 'Or' (SPEC §2 region 10).
 *
 * @param props                    Props.
 * @param props.buttonHeight       Button height in px.
 * @param props.buttonBorderRadius Button corner radius in px.
 * @return The area.
 */
export default function CartExpressPaymentBlock( {
	buttonHeight,
	buttonBorderRadius,
}: Props ) {
	return (
		<ExpressPaymentArea
			variant="cart"
			buttonHeight={ buttonHeight }
			buttonBorderRadius={ buttonBorderRadius }
		/>
	);
}
