import { lazy } from '@wordpress/element';
import { INNER_BLOCK_AREAS } from '@kassa/extensions';

import {
	renderLayoutBlock,
	type BlockComponentMap,
} from '../../hooks/render-block';
import AcceptedPaymentMethodsBlock from '../cart-accepted-payment-methods/block';
import CartItemsBlock from '../cart-items/block';
import CartLineItemsBlock from '../cart-line-items/block';
import CartOrderSummaryBlock from '../cart-order-summary/block';
import CouponFormBlock from '../cart-order-summary-coupon-form/block';
import DiscountBlock from '../cart-order-summary-discount/block';
import FeeBlock from '../cart-order-summary-fee/block';
import HeadingBlock from '../cart-order-summary-heading/block';
import ShippingBlock from '../cart-order-summary-shipping/block';
import ShippingTotalBlock from '../cart-order-summary-shipping-total/block';
import SubtotalBlock from '../cart-order-summary-subtotal/block';
import TaxesBlock from '../cart-order-summary-taxes/block';
import TotalBlock from '../cart-order-summary-total/block';
import TotalsBlock from '../cart-order-summary-totals/block';
import CartTotalsBlock from '../cart-totals/block';
import EmptyCartBlock from '../empty-cart/block';
import FilledCartBlock from '../filled-cart/block';
import ProceedToCheckoutBlock from '../proceed-to-checkout/block';
import CartBlock from './block';
import { CART_REQUIRED_BLOCKS, CART_TEMPLATE } from './template';

const blocks = {
	'kassa/filled-cart': FilledCartBlock,
	'kassa/empty-cart': EmptyCartBlock,
	'kassa/cart-items': CartItemsBlock,
	'kassa/cart-line-items': CartLineItemsBlock,
	// Only carts with cross-sells or express methods need these: loaded on first render.
	'kassa/cart-cross-sells': lazy(
		() => import( '../cart-cross-sells/block' )
	),
	'kassa/cart-express-payment': lazy(
		() => import( '../cart-express-payment/block' )
	),
	'kassa/cart-totals': CartTotalsBlock,
	'kassa/cart-order-summary': CartOrderSummaryBlock,
	'kassa/cart-order-summary-heading': HeadingBlock,
	'kassa/cart-order-summary-coupon-form': CouponFormBlock,
	'kassa/cart-order-summary-shipping': ShippingBlock,
	'kassa/cart-order-summary-totals': TotalsBlock,
	'kassa/cart-order-summary-subtotal': SubtotalBlock,
	'kassa/cart-order-summary-fee': FeeBlock,
	'kassa/cart-order-summary-discount': DiscountBlock,
	'kassa/cart-order-summary-shipping-total': ShippingTotalBlock,
	'kassa/cart-order-summary-taxes': TaxesBlock,
	'kassa/cart-order-summary-total': TotalBlock,
	'kassa/proceed-to-checkout': ProceedToCheckoutBlock,
	'kassa/cart-accepted-payment-methods': AcceptedPaymentMethodsBlock,
} as BlockComponentMap;

/*
 * Renders every cart on the page from its saved shell (or, for a cart saved without inner
 * blocks, from the default layout). Each inner block sits in an error boundary: admins see
 * 'Oops!' and the error, shoppers just miss that block.
 */
renderLayoutBlock( {
	selector: '.wp-block-kassa-cart',
	Block: CartBlock,
	blocks,
	template: CART_TEMPLATE,
	required: CART_REQUIRED_BLOCKS,
	// Extensions' blocks, for the areas a cart holds.
	areas: [
		INNER_BLOCK_AREAS.CART,
		INNER_BLOCK_AREAS.FILLED_CART,
		INNER_BLOCK_AREAS.EMPTY_CART,
		INNER_BLOCK_AREAS.CART_ITEMS,
		INNER_BLOCK_AREAS.CART_TOTALS,
		INNER_BLOCK_AREAS.CART_ORDER_SUMMARY,
		INNER_BLOCK_AREAS.CART_ORDER_SUMMARY_TOTALS,
	],
} );
