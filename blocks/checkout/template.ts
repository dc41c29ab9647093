/**
 * The checkout's default layout: what the editor inserts, and what the front end renders when
 * the saved block holds no inner blocks (e.g. a page saved as `<!-- wp:kassa/checkout /-->`).
 */
import type { TemplateEntry } from '../../assets/utils/block-template';

export const CHECKOUT_FIELDS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-express-payment', {} ],
	[ 'kassa/checkout-contact-information', {} ],
	[ 'kassa/checkout-shipping-method', {} ],
	[ 'kassa/checkout-pickup-options', {} ],
	[ 'kassa/checkout-shipping-address', {} ],
	[ 'kassa/checkout-billing-address', {} ],
	[ 'kassa/checkout-shipping-methods', {} ],
	[ 'kassa/checkout-payment-methods', {} ],
	[ 'kassa/checkout-additional-information', {} ],
	[ 'kassa/checkout-order-note', {} ],
	[ 'kassa/checkout-terms', {} ],
	[ 'kassa/checkout-actions', {} ],
];

export const ORDER_SUMMARY_TOTALS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-order-summary-subtotal', {} ],
	[ 'kassa/checkout-order-summary-fee', {} ],
	[ 'kassa/checkout-order-summary-discount', {} ],
	[ 'kassa/checkout-order-summary-shipping', {} ],
	[ 'kassa/checkout-order-summary-taxes', {} ],
	[ 'kassa/checkout-order-summary-total', {} ],
];

export const ORDER_SUMMARY_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-order-summary-cart-items', {} ],
	[ 'kassa/checkout-order-summary-coupon-form', {} ],
	[
		'kassa/checkout-order-summary-totals',
		{},
		ORDER_SUMMARY_TOTALS_TEMPLATE,
	],
];

export const CHECKOUT_TOTALS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-order-summary', {}, ORDER_SUMMARY_TEMPLATE ],
];

export const CHECKOUT_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-fields', {}, CHECKOUT_FIELDS_TEMPLATE ],
	[ 'kassa/checkout-totals', {}, CHECKOUT_TOTALS_TEMPLATE ],
];
