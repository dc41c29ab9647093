import clsx from 'clsx';
import { useDispatch } from '@wordpress/data';
import { cloneElement, isValidElement, useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	checkoutStore,
	getNoExpressPaymentMethodsMessage,
	NOTICE_CONTEXTS,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { EXPRESS_BUTTON_DEFAULTS } from '../assets/constants';
import { expressPaymentMethodId } from '../assets/utils/woocommerce-markup';
import { useIsEditor } from '../assets/components/editor-context';
import { useExpressPaymentMethods } from './use-express-payment-methods';
import PaymentMethodBoundary from './payment-method-boundary';
import Spinner from '../assets/components/spinner';
import StoreNoticesContainer from './store-notices-container';

type Props = {
	/** SPEC §2 region 10: the cart has no heading and 'Or'; checkout 'Express Checkout' and 'Or continue below'. */
	variant: 'cart' | 'checkout';
	/** Every method's button gets the height and corner radius below; off, each keeps its own style. */
	showButtonStyles?: boolean;
	/** Button height in px (48 by default). */
	buttonHeight?: number;
	/** Button corner radius in px (4 by default). */
	buttonBorderRadius?: number;
	/** What completing an express payment does; by default the checkout is submitted as it is. */
	onSubmit?: () => void;
	className?: string;
};

/**
 * The express payment area: the buttons of the express methods that can pay for the cart,
 * then a separator. Busy (aria-busy, a spinner over the buttons) while SPEC §4 says so. With
 * none registered, the editor shows 'No registered Payment Methods' and shoppers nothing.
 *
 * @param props                    Props.
 * @param props.variant            'cart' or 'checkout'.
 * @param props.showButtonStyles   Give every button the same style.
 * @param props.buttonHeight       Button height.
 * @param props.buttonBorderRadius Button corner radius.
 * @param props.onSubmit           Places the order once an express payment is approved.
 * @param props.className          Extra class.
 * @return The area, or nothing.
 */
export default function ExpressPaymentArea( {
	variant,
	showButtonStyles = true,
	buttonHeight = EXPRESS_BUTTON_DEFAULTS.height,
	buttonBorderRadius = EXPRESS_BUTTON_DEFAULTS.borderRadius,
	onSubmit,
	className,
}: Props ) {
	const isEditor = useIsEditor();
	const { submitCheckout } = useDispatch( checkoutStore );
	const submit = useCallback( () => {
		if ( onSubmit ) {
			onSubmit();
		} else if ( ! isEditor ) {
			submitCheckout();
		}
	}, [ onSubmit, isEditor, submitCheckout ] );
	const buttonStyle = showButtonStyles
		? { height: buttonHeight, borderRadius: buttonBorderRadius }
		: undefined;
	const { methods, isLoading, getMethodProps } = useExpressPaymentMethods(
		submit,
		buttonStyle
	);
	if ( methods.length === 0 ) {
		return isEditor ? (
			<p className="kassa-express-payment-area__empty">
				{ getNoExpressPaymentMethodsMessage() }
			</p>
		) : null;
	}
	const isAdmin = isEditor || getSetting( 'currentUserIsAdmin' );
	return (
		<div
			className={ clsx(
				'kassa-express-payment-area',
				`kassa-express-payment-area--${ variant }`,
				{ 'kassa-express-payment-area--loading': isLoading },
				className
			) }
		>
			<div
				className="kassa-express-payment-area__box"
				aria-busy={ isLoading || undefined }
			>
				{ variant === 'checkout' && (
					<h2 className="kassa-express-payment-area__title">
						{ __( 'Express Checkout', 'kassa' ) }
					</h2>
				) }
				<StoreNoticesContainer
					context={ NOTICE_CONTEXTS.EXPRESS_PAYMENTS }
				/>
				<ul className="kassa-express-payment-area__buttons">
					{ methods.map( ( method ) => {
						const element = isEditor ? method.edit : method.content;
						return (
							<li
								key={ method.name }
								id={ expressPaymentMethodId( method.name ) }
								className="kassa-express-payment-area__button"
								style={
									buttonStyle && {
										minHeight: buttonStyle.height,
										borderRadius: buttonStyle.borderRadius,
									}
								}
							>
								<PaymentMethodBoundary
									name={ method.name }
									isAdmin={ isAdmin }
								>
									{ isValidElement( element )
										? cloneElement(
												element,
												getMethodProps(
													method.name
												) as object
											)
										: element }
								</PaymentMethodBoundary>
							</li>
						);
					} ) }
				</ul>
				{ isLoading && (
					<Spinner className="kassa-express-payment-area__spinner" />
				) }
			</div>
			<p className="kassa-express-payment-area__separator">
				{ variant === 'checkout'
					? __( 'Or continue below', 'kassa' )
					: __( 'Or', 'kassa' ) }
			</p>
		</div>
	);
}
