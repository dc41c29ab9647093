/**
 * The cart's default layout: what the editor inserts, and what the front end renders when the
 * saved block holds no inner blocks (`<!-- wp:kassa/cart /-->`), and what the editor migrates
 * such a block to (blocks/editor/deprecations.tsx).
 */
import type { TemplateEntry } from '../../assets/utils/block-template';

export const ORDER_SUMMARY_TOTALS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/cart-order-summary-subtotal', {} ],
	[ 'kassa/cart-order-summary-fee', {} ],
	[ 'kassa/cart-order-summary-discount', {} ],
	[ 'kassa/cart-order-summary-shipping-total', {} ],
	[ 'kassa/cart-order-summary-taxes', {} ],
	[ 'kassa/cart-order-summary-total', {} ],
];

export const ORDER_SUMMARY_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/cart-order-summary-heading', {} ],
	[ 'kassa/cart-order-summary-coupon-form', {} ],
	[ 'kassa/cart-order-summary-shipping', {} ],
	[ 'kassa/cart-order-summary-totals', {}, ORDER_SUMMARY_TOTALS_TEMPLATE ],
];

export const CART_ITEMS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/cart-line-items', {} ],
	[ 'kassa/cart-cross-sells', {} ],
];

export const CART_TOTALS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/cart-order-summary', {}, ORDER_SUMMARY_TEMPLATE ],
	[ 'kassa/cart-express-payment', {} ],
	[ 'kassa/proceed-to-checkout', {} ],
	// As in WooCommerce's default cart.
	[ 'kassa/cart-accepted-payment-methods', {} ],
];

export const FILLED_CART_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/cart-items', {}, CART_ITEMS_TEMPLATE ],
	[ 'kassa/cart-totals', {}, CART_TOTALS_TEMPLATE ],
];

export const CART_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/filled-cart', {}, FILLED_CART_TEMPLATE ],
	[ 'kassa/empty-cart', {} ],
];

/**
 * The cart's inner blocks a layout cannot do without (their block.json locks them against
 * removal): a cart stored without one gets it back, in the editor and on the front end.
 */
export const CART_REQUIRED_BLOCKS = [
	'kassa/filled-cart',
	'kassa/empty-cart',
	'kassa/cart-items',
	'kassa/cart-line-items',
	'kassa/cart-totals',
	'kassa/cart-order-summary',
	'kassa/cart-order-summary-totals',
	'kassa/cart-order-summary-total',
	'kassa/proceed-to-checkout',
];
