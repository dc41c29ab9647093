import { INNER_BLOCK_AREAS } from '@kassa/extensions';

import {
	renderLayoutBlock,
	type BlockComponentMap,
} from '../../hooks/render-block';
import CheckoutBlock from './block';
import { CHECKOUT_REQUIRED_BLOCKS, CHECKOUT_TEMPLATE } from './template';
import ActionsBlock from '../checkout-actions/block';
import AdditionalInformationBlock from '../checkout-additional-information/block';
import BillingAddressBlock from '../checkout-billing-address/block';
import ContactInformationBlock from '../checkout-contact-information/block';
import ExpressPaymentBlock from '../checkout-express-payment/block';
import FieldsBlock from '../checkout-fields/block';
import OrderNoteBlock from '../checkout-order-note/block';
import OrderSummaryBlock from '../checkout-order-summary/block';
import OrderSummaryCartItemsBlock from '../checkout-order-summary-cart-items/block';
import OrderSummaryCouponFormBlock from '../checkout-order-summary-coupon-form/block';
import OrderSummaryDiscountBlock from '../checkout-order-summary-discount/block';
import OrderSummaryFeeBlock from '../checkout-order-summary-fee/block';
import OrderSummaryShippingBlock from '../checkout-order-summary-shipping/block';
import OrderSummarySubtotalBlock from '../checkout-order-summary-subtotal/block';
import OrderSummaryTaxesBlock from '../checkout-order-summary-taxes/block';
import OrderSummaryTotalBlock from '../checkout-order-summary-total/block';
import OrderSummaryTotalsBlock from '../checkout-order-summary-totals/block';
import PaymentMethodsBlock from '../checkout-payment-methods/block';
import PickupOptionsBlock from '../checkout-pickup-options/block';
import ShippingAddressBlock from '../checkout-shipping-address/block';
import ShippingMethodBlock from '../checkout-shipping-method/block';
import ShippingMethodsBlock from '../checkout-shipping-methods/block';
import TermsBlock from '../checkout-terms/block';
import TotalsBlock from '../checkout-totals/block';

const blocks: BlockComponentMap = {
	'kassa/checkout-fields': FieldsBlock,
	'kassa/checkout-totals': TotalsBlock,
	'kassa/checkout-express-payment': ExpressPaymentBlock,
	'kassa/checkout-contact-information': ContactInformationBlock,
	'kassa/checkout-shipping-method': ShippingMethodBlock,
	'kassa/checkout-pickup-options': PickupOptionsBlock,
	'kassa/checkout-shipping-address': ShippingAddressBlock,
	'kassa/checkout-billing-address': BillingAddressBlock,
	'kassa/checkout-shipping-methods': ShippingMethodsBlock,
	'kassa/checkout-payment-methods': PaymentMethodsBlock,
	'kassa/checkout-additional-information': AdditionalInformationBlock,
	'kassa/checkout-order-note': OrderNoteBlock,
	'kassa/checkout-terms': TermsBlock,
	'kassa/checkout-actions': ActionsBlock,
	'kassa/checkout-order-summary': OrderSummaryBlock,
	'kassa/checkout-order-summary-cart-items': OrderSummaryCartItemsBlock,
	'kassa/checkout-order-summary-coupon-form': OrderSummaryCouponFormBlock,
	'kassa/checkout-order-summary-totals': OrderSummaryTotalsBlock,
	'kassa/checkout-order-summary-subtotal': OrderSummarySubtotalBlock,
	'kassa/checkout-order-summary-fee': OrderSummaryFeeBlock,
	'kassa/checkout-order-summary-discount': OrderSummaryDiscountBlock,
	'kassa/checkout-order-summary-shipping': OrderSummaryShippingBlock,
	'kassa/checkout-order-summary-taxes': OrderSummaryTaxesBlock,
	'kassa/checkout-order-summary-total': OrderSummaryTotalBlock,
} as BlockComponentMap;

/*
 * Renders every checkout on the page. The saved shell is read from a copy: skeletons are left
 * out (React replaces them in one commit), and what the stored layout lacks is put back as
 * the editor does (the default layout for a checkout saved without inner blocks).
 */
renderLayoutBlock( {
	selector: '.wp-block-kassa-checkout',
	Block: CheckoutBlock,
	blocks,
	template: CHECKOUT_TEMPLATE,
	required: CHECKOUT_REQUIRED_BLOCKS,
	// Extensions' blocks, for every checkout area.
	areas: Object.values( INNER_BLOCK_AREAS ).filter( ( area ) =>
		area.startsWith( 'kassa/checkout' )
	),
} );
