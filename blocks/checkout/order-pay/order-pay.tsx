import { getSetting } from '@kassa/settings';

import BlockErrorBoundary from '../../../assets/components/block-error-boundary';
import { DiscountRow } from '../../../assets/components/totals/totals-rows';
import { useCouponPresentation } from '../../../hooks/checkout-filters';
import { orderSummaryRow } from '../../../hooks/use-order-summary-totals';
import ActionsBlock from '../../checkout-actions/block';
import FieldsBlock from '../../checkout-fields/block';
import OrderSummaryBlock from '../../checkout-order-summary/block';
import CartItemsBlock from '../../checkout-order-summary-cart-items/block';
import FeeBlock from '../../checkout-order-summary-fee/block';
import ShippingBlock from '../../checkout-order-summary-shipping/block';
import SubtotalBlock from '../../checkout-order-summary-subtotal/block';
import TaxesBlock from '../../checkout-order-summary-taxes/block';
import TotalBlock from '../../checkout-order-summary-total/block';
import SummaryTotalsBlock from '../../checkout-order-summary-totals/block';
import PaymentMethodsBlock from '../../checkout-payment-methods/block';
import TermsBlock from '../../checkout-terms/block';
import TotalsBlock from '../../checkout-totals/block';
import CheckoutBlock from '../block';
import OrderAddresses, { type OrderAddressLines } from './order-addresses';

/** What the server gives the view (includes/woocommerce/class-kassa-woocommerce-order-pay.php). */
export type OrderPayView = {
	/** The checkout block's attributes (step numbers, collapsible steps). */
	checkout: Record< string, unknown >;
	/** The settings of the checkout's inner blocks the view shows, by block name. */
	blocks: Record< string, Record< string, unknown > >;
	/** The pay button's text: WooCommerce's 'Pay for order', as the shop filters it. */
	buttonText: string;
	addresses: OrderAddressLines;
};

/**
 * The order's coupons as the checkout presents them, without their removal: paying an order
 * cannot change its coupons (removing one would remove it from the shopper's cart).
 *
 * @return The discount row's presentation.
 */
const useOrderCouponPresentation = () => ( {
	...useCouponPresentation(),
	onRemoveCoupon: undefined,
} );

/** The order's discount with its coupons. */
const DiscountBlock = orderSummaryRow(
	DiscountRow,
	'checkout',
	useOrderCouponPresentation
);

/**
 * Paying an existing order on the checkout page: the checkout's own parts, laid out as the
 * checkout lays them out and set up as the page's checkout sets them up, over the order (which
 * the page's stores hold as the cart). Beside the order's summary: its addresses, the payment
 * methods WooCommerce offers for it, the checkout's terms (where the checkout has them) and the
 * pay button, which pays the order through the checkout store. Nothing is there to change the
 * order: no addresses to edit, no coupons, no shipping choice, no way back to the cart.
 *
 * @param props            The view's data.
 * @param props.checkout   The checkout block's attributes.
 * @param props.blocks     Its inner blocks' settings.
 * @param props.buttonText The pay button's text.
 * @param props.addresses  The order's addresses.
 * @return The view.
 */
export default function OrderPay( {
	checkout,
	blocks,
	buttonText,
	addresses,
}: OrderPayView ) {
	const settingsOf = ( name: string ) => blocks[ name ] ?? {};
	const terms = blocks[ 'kassa/checkout-terms' ];
	return (
		<BlockErrorBoundary
			blockName="kassa/checkout"
			showErrorDetails={ getSetting( 'currentUserIsAdmin' ) }
			onError={ ( error ) =>
				// eslint-disable-next-line no-console
				console.error(
					'Kassa: paying the order failed to render.',
					error
				)
			}
		>
			<CheckoutBlock { ...checkout }>
				<FieldsBlock>
					<OrderAddresses addresses={ addresses } />
					<PaymentMethodsBlock
						{ ...settingsOf( 'kassa/checkout-payment-methods' ) }
					/>
					{ terms && <TermsBlock { ...terms } /> }
					<ActionsBlock
						{ ...settingsOf( 'kassa/checkout-actions' ) }
						placeOrderButtonLabel={ buttonText }
						showReturnToCart={ false }
					/>
				</FieldsBlock>
				<TotalsBlock>
					<OrderSummaryBlock>
						<CartItemsBlock
							{ ...settingsOf(
								'kassa/checkout-order-summary-cart-items'
							) }
						/>
						<SummaryTotalsBlock>
							<SubtotalBlock />
							<FeeBlock />
							<DiscountBlock />
							<ShippingBlock />
							<TaxesBlock
								{ ...settingsOf(
									'kassa/checkout-order-summary-taxes'
								) }
							/>
							<TotalBlock />
						</SummaryTotalsBlock>
					</OrderSummaryBlock>
				</TotalsBlock>
			</CheckoutBlock>
		</BlockErrorBoundary>
	);
}
