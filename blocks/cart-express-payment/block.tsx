import ExpressPaymentArea from '../../hooks/express-payment-area';

type Props = {
	showButtonStyles?: boolean;
	buttonHeight?: number;
	buttonBorderRadius?: number;
};

/**
 * The cart's express payment area: no heading, the separator 'Or' (SPEC §2 region 10).
 *
 * @param props                    Props.
 * @param props.showButtonStyles   Give every button the height and radius below.
 * @param props.buttonHeight       Button height in px.
 * @param props.buttonBorderRadius Button corner radius in px.
 * @return The area.
 */
export default function CartExpressPaymentBlock( {
	showButtonStyles,
	buttonHeight,
	buttonBorderRadius,
}: Props ) {
	return (
		<ExpressPaymentArea
			variant="cart"
			showButtonStyles={ showButtonStyles }
			buttonHeight={ buttonHeight }
			buttonBorderRadius={ buttonBorderRadius }
		/>
	);
}
