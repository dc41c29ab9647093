import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	cartStore,
	checkoutStore,
	NOTICE_CONTEXTS,
	paymentStore,
} from '@kassa/data';
import { getPaymentMethods } from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import PlaceOrderButton from '../../assets/components/place-order-button';
import { PLACE_ORDER_SEPARATOR } from '../../assets/constants';
import { usePlaceOrderButtonLabel } from '../../hooks/checkout-filters';
import CheckoutNotices from '../checkout/components/checkout-notices';
import { usePlaceOrder } from '../checkout/hooks/use-place-order';
import MethodPlaceOrderButton from './method-place-order-button';
import { WOOCOMMERCE_MARKUP } from '../../assets/utils/woocommerce-markup';

type Props = {
	placeOrderButtonLabel?: string;
	returnToCartButtonLabel?: string;
	showReturnToCart?: boolean;
	/** Show the order total in the button, after the label and the separator. */
	showPrice?: boolean;
	/** Between the label and the total (SPEC §9: a middle dot by default). */
	priceSeparator?: string;
};

/**
 * The checkout's actions: the return-to-cart link and the Place order button. The label is
 * the active method's `placeOrderButtonLabel`, else the block's, else 'Place Order', as
 * extensions' `placeOrderButtonLabel` filter leaves it; the
 * button shows the total after a separator (unless the admin turns it off), a spinner while
 * processing and a redirect icon once complete without error (SPEC §4). An active method with
 * its own `placeOrderButton` (and no saved token chosen) shows that instead, as in WooCommerce.
 *
 * @param props                         Props.
 * @param props.placeOrderButtonLabel   Custom button label.
 * @param props.returnToCartButtonLabel Custom link text.
 * @param props.showReturnToCart        Show the link.
 * @param props.showPrice               Show the total in the button.
 * @param props.priceSeparator          Between the label and the total.
 * @return The actions.
 */
export default function CheckoutActionsBlock( {
	placeOrderButtonLabel = '',
	returnToCartButtonLabel = '',
	showReturnToCart = true,
	showPrice = true,
	priceSeparator = PLACE_ORDER_SEPARATOR,
}: Props ) {
	const placeOrder = usePlaceOrder();
	const { status, hasError, activeMethod, totals, usesToken } = useSelect(
		( select ) => {
			const checkout = select( checkoutStore );
			const payment = select( paymentStore );
			return {
				status: checkout.getCheckoutStatus(),
				hasError: checkout.hasError(),
				activeMethod: payment.getActivePaymentMethod(),
				usesToken: !! payment.getActiveSavedToken(),
				totals: select( cartStore ).getCartTotals(),
			};
		},
		[]
	);
	const method = activeMethod ? getPaymentMethods()[ activeMethod ] : null;
	const label = usePlaceOrderButtonLabel(
		( ! usesToken && method?.placeOrderButtonLabel ) ||
			placeOrderButtonLabel ||
			__( 'Place Order', 'kassa' )
	);
	const isProcessing =
		status === 'before-processing' ||
		status === 'processing' ||
		status === 'after-processing';
	const cartUrl = getSetting( 'pages' ).cart;
	return (
		<div className="kassa-checkout-actions">
			<CheckoutNotices context={ NOTICE_CONTEXTS.CHECKOUT_ACTIONS } />
			<div className="kassa-checkout-actions__row">
				{ showReturnToCart && cartUrl && (
					<a
						className="kassa-checkout-actions__return"
						href={ cartUrl }
					>
						{ returnToCartButtonLabel ||
							__( 'Return to Cart', 'kassa' ) }
					</a>
				) }
				{ method?.placeOrderButton && ! usesToken ? (
					<MethodPlaceOrderButton method={ method } />
				) : (
					<PlaceOrderButton
						className={ `kassa-checkout-actions__place-order ${ WOOCOMMERCE_MARKUP.placeOrderButton }` }
						label={ label }
						separator={ priceSeparator }
						price={
							showPrice && totals ? (
								<FormattedMonetaryAmount
									value={ totals.total_price }
									currency={ totals }
								/>
							) : undefined
						}
						onClick={ placeOrder }
						isProcessing={ isProcessing }
						isComplete={ status === 'complete' }
						hasError={ hasError }
					/>
				) }
			</div>
		</div>
	);
}
