import { useDispatch, useSelect } from '@wordpress/data';
import {
	cloneElement,
	isValidElement,
	useEffect,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	cartStore,
	checkoutStore,
	NOTICE_CONTEXTS,
	paymentStore,
} from '@kassa/data';
import {
	checkPaymentMethodsCanPay,
	getPaymentMethods,
} from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import CheckboxControl from '../../assets/components/checkbox-control';
import { useIsEditor } from '../../assets/components/editor-context';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import PaymentMethodBoundary from '../../hooks/payment-method-boundary';
import { usePaymentMethodInterface } from '../../hooks/use-payment-method-interface';
import { usePlaceOrder } from '../checkout/hooks/use-place-order';
import {
	paymentMethodRadioId,
	savedTokenRadioId,
	WOOCOMMERCE_MARKUP,
} from '../../assets/utils/woocommerce-markup';

/**
 * The payment step: the customer's saved tokens as radios ('Visa ending in 4242 (expires
 * 12/30)'), 'Use another payment method.', then an accordion of the methods that can pay for
 * this cart, the active one showing its `content` (isolated: a crashing method shows SPEC §8's
 * message, the others keep working) and, where §5/§6 allow, the save-card checkbox. With no
 * method available, the non-dismissible notice of §8 shows in `wc/checkout/payments`.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing when the cart needs no payment.
 */
export default function PaymentMethodsBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const isEditor = useIsEditor();
	const placeOrder = usePlaceOrder();
	const contentProps = usePaymentMethodInterface( placeOrder );
	const {
		needsPayment,
		cart,
		available,
		initialized,
		saved,
		active,
		activeToken,
		canSave,
		shouldSave,
	} = useSelect( ( select ) => {
		const payment = select( paymentStore );
		return {
			needsPayment: select( cartStore ).getNeedsPayment(),
			cart: select( cartStore ).getCartData(),
			available: payment.getAvailablePaymentMethods(),
			initialized: payment.paymentMethodsInitialized(),
			saved: payment.getSavedPaymentMethodOptions(),
			active: payment.getActivePaymentMethod(),
			activeToken: payment.getActiveSavedToken(),
			canSave: select( checkoutStore ).canSavePaymentMethod(),
			shouldSave: payment.getShouldSavePaymentMethodChoice(),
		};
	}, [] );
	const {
		setActivePaymentMethod,
		setActiveSavedToken,
		setShouldSavePaymentMethod,
	} = useDispatch( paymentStore );

	// The registry rechecks on every cart change; this is the first check.
	useEffect( () => {
		if ( cart ) {
			checkPaymentMethodsCanPay( false );
		}
	}, [ cart ] );

	// Saved tokens are listed for the methods that show them (supports.showSavedCards).
	const registered = getPaymentMethods();
	const tokens = saved.filter(
		( option ) => registered[ option.gateway ]?.supports.showSavedCards
	);

	// A returning customer starts with their default saved card, whatever method the
	// registry's first availability check activated meanwhile.
	const tokenPreselected = useRef( false );
	useEffect( () => {
		if ( tokenPreselected.current || ! tokens.length || isEditor ) {
			return;
		}
		tokenPreselected.current = true;
		if ( ! activeToken ) {
			const preferred =
				tokens.find( ( option ) => option.isDefault ) ?? tokens[ 0 ];
			setActiveSavedToken( preferred.tokenId );
		}
	}, [ tokens, activeToken, setActiveSavedToken, isEditor ] );

	if ( ! needsPayment ) {
		return null;
	}
	const methods = available
		.map( ( name ) => registered[ name ] )
		.filter( Boolean );
	// A method may show something with its saved token (e.g. a security code field).
	const tokenMethod =
		activeToken &&
		registered[
			tokens.find( ( option ) => option.tokenId === activeToken )
				?.gateway ?? ''
		];
	const tokenContent =
		tokenMethod && isValidElement( tokenMethod.savedTokenComponent )
			? cloneElement( tokenMethod.savedTokenComponent, {
					...contentProps,
					token: activeToken,
				} as object )
			: null;
	const isAdmin = getSetting( 'currentUserIsAdmin' ) || isEditor;

	return (
		<CheckoutStep
			name="payment-methods"
			texts={ texts }
			title={ __( 'Payment options', 'kassa' ) }
			className={ WOOCOMMERCE_MARKUP.paymentStep }
		>
			{ /* Always there, as WooCommerce's: gateways put notices of their own in it. */ }
			<div className={ WOOCOMMERCE_MARKUP.notices }>
				<CheckoutNotices context={ NOTICE_CONTEXTS.PAYMENTS } />
			</div>
			{ ( methods.length > 0 || tokens.length > 0 ) && (
				<div
					className="kassa-payment-methods"
					role="radiogroup"
					aria-label={ __( 'Payment options', 'kassa' ) }
				>
					{ tokens.map( ( option ) => (
						<label
							key={ option.tokenId }
							htmlFor={ savedTokenRadioId( option.tokenId ) }
							className="kassa-checkout-radio-list__option kassa-payment-methods__token"
						>
							<input
								id={ savedTokenRadioId( option.tokenId ) }
								type="radio"
								name="kassa-payment-method"
								value={ `token-${ option.tokenId }` }
								checked={ activeToken === option.tokenId }
								onChange={ () =>
									setActiveSavedToken( option.tokenId )
								}
							/>
							<span
								id={ `${ savedTokenRadioId(
									option.tokenId
								) }__label` }
							>
								{ option.label }
							</span>
						</label>
					) ) }
					{ tokenMethod && tokenContent && (
						<div className="kassa-payment-methods__token-content">
							<PaymentMethodBoundary
								name={ tokenMethod.name }
								isAdmin={ isAdmin }
							>
								{ tokenContent }
							</PaymentMethodBoundary>
						</div>
					) }
					{ tokens.length > 0 && methods.length > 0 && (
						<p className="kassa-payment-methods__another">
							{ __( 'Use another payment method.', 'kassa' ) }
						</p>
					) }
					{ methods.map( ( method ) => {
						const isActive =
							! activeToken && active === method.name;
						const content = isActive ? method.content : null;
						const showSave =
							isActive &&
							!! method.supports.showSaveOption &&
							canSave;
						return (
							<div
								key={ method.name }
								className="kassa-payment-methods__method"
							>
								<label
									className="kassa-checkout-radio-list__option"
									htmlFor={ paymentMethodRadioId(
										method.name
									) }
								>
									<input
										id={ paymentMethodRadioId(
											method.name
										) }
										type="radio"
										name="kassa-payment-method"
										value={ method.name }
										checked={ isActive }
										aria-label={ method.ariaLabel }
										onChange={ () =>
											setActivePaymentMethod(
												method.name
											)
										}
									/>
									<span className="kassa-payment-methods__label">
										{ /* Labels draw with the shared components, as in WooCommerce. */ }
										{ isValidElement( method.label )
											? cloneElement( method.label, {
													components:
														contentProps.components,
												} as object )
											: method.label }
									</span>
								</label>
								{ isActive && (
									<div className="kassa-payment-methods__content">
										<PaymentMethodBoundary
											name={ method.name }
											isAdmin={ isAdmin }
										>
											{ isValidElement( content )
												? cloneElement(
														content,
														contentProps as object
													)
												: content }
										</PaymentMethodBoundary>
										{ showSave && (
											<CheckboxControl
												id={ `save-${ method.name }` }
												label={ __(
													'Save payment information to my account for future purchases.',
													'kassa'
												) }
												checked={ shouldSave }
												onChange={
													setShouldSavePaymentMethod
												}
											/>
										) }
									</div>
								) }
							</div>
						);
					} ) }
				</div>
			) }
			{ ! initialized && methods.length === 0 && (
				<div
					className="kassa-payment-methods__loading"
					aria-busy="true"
				/>
			) }
			{ children }
		</CheckoutStep>
	);
}
