/**
 * WooCommerce's inner block areas (`innerBlockAreas`) and the areas of Kassa's blocks that take
 * their place.
 */
import { INNER_BLOCK_AREAS as KASSA } from '@kassa/extensions';

/** WooCommerce's inner block areas, as `wc.blocksCheckout.innerBlockAreas` names them. */
export const innerBlockAreas = {
	CHECKOUT: 'woocommerce/checkout',
	CHECKOUT_FIELDS: 'woocommerce/checkout-fields-block',
	CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
	CONTACT_INFORMATION: 'woocommerce/checkout-contact-information-block',
	SHIPPING_ADDRESS: 'woocommerce/checkout-shipping-address-block',
	BILLING_ADDRESS: 'woocommerce/checkout-billing-address-block',
	SHIPPING_METHOD: 'woocommerce/checkout-shipping-method-block',
	SHIPPING_METHODS: 'woocommerce/checkout-shipping-methods-block',
	PICKUP_LOCATION: 'woocommerce/checkout-pickup-options-block',
	PAYMENT_METHODS: 'woocommerce/checkout-payment-block',
	CART: 'woocommerce/cart',
	EMPTY_CART: 'woocommerce/empty-cart-block',
	FILLED_CART: 'woocommerce/filled-cart-block',
	CART_ITEMS: 'woocommerce/cart-items-block',
	CART_CROSS_SELLS: 'woocommerce/cart-cross-sells-block',
	CART_TOTALS: 'woocommerce/cart-totals-block',
	MINI_CART: 'woocommerce/mini-cart-contents',
	EMPTY_MINI_CART: 'woocommerce/empty-mini-cart-contents-block',
	FILLED_MINI_CART: 'woocommerce/filled-mini-cart-contents-block',
	MINI_CART_TITLE: 'woocommerce/mini-cart-title-block',
	MINI_CART_ITEMS: 'woocommerce/mini-cart-items-block',
	MINI_CART_FOOTER: 'woocommerce/mini-cart-footer-block',
	CART_ORDER_SUMMARY: 'woocommerce/cart-order-summary-block',
	CART_ORDER_SUMMARY_TOTALS: 'woocommerce/cart-order-summary-totals-block',
	CHECKOUT_ORDER_SUMMARY: 'woocommerce/checkout-order-summary-block',
	CHECKOUT_ORDER_SUMMARY_TOTALS:
		'woocommerce/checkout-order-summary-totals-block',
} as const;

/**
 * WooCommerce's area => Kassa's. The cross-sells are no area in Kassa (its block holds no other
 * blocks); the filled mini-cart's blocks go in the drawer's contents, which Kassa does not split
 * into filled and empty.
 */
export const KASSA_AREAS: Record< string, string | undefined > = {
	[ innerBlockAreas.CHECKOUT ]: KASSA.CHECKOUT,
	[ innerBlockAreas.CHECKOUT_FIELDS ]: KASSA.CHECKOUT_FIELDS,
	[ innerBlockAreas.CHECKOUT_TOTALS ]: KASSA.CHECKOUT_TOTALS,
	[ innerBlockAreas.CONTACT_INFORMATION ]: KASSA.CONTACT_INFORMATION,
	[ innerBlockAreas.SHIPPING_ADDRESS ]: KASSA.SHIPPING_ADDRESS,
	[ innerBlockAreas.BILLING_ADDRESS ]: KASSA.BILLING_ADDRESS,
	[ innerBlockAreas.SHIPPING_METHOD ]: KASSA.SHIPPING_METHOD,
	[ innerBlockAreas.SHIPPING_METHODS ]: KASSA.SHIPPING_METHODS,
	[ innerBlockAreas.PICKUP_LOCATION ]: KASSA.PICKUP_OPTIONS,
	[ innerBlockAreas.PAYMENT_METHODS ]: KASSA.PAYMENT_METHODS,
	[ innerBlockAreas.CART ]: KASSA.CART,
	[ innerBlockAreas.EMPTY_CART ]: KASSA.EMPTY_CART,
	[ innerBlockAreas.FILLED_CART ]: KASSA.FILLED_CART,
	[ innerBlockAreas.CART_ITEMS ]: KASSA.CART_ITEMS,
	[ innerBlockAreas.CART_TOTALS ]: KASSA.CART_TOTALS,
	[ innerBlockAreas.MINI_CART ]: KASSA.MINI_CART_CONTENTS,
	[ innerBlockAreas.EMPTY_MINI_CART ]: KASSA.MINI_CART_EMPTY,
	[ innerBlockAreas.FILLED_MINI_CART ]: KASSA.MINI_CART_CONTENTS,
	[ innerBlockAreas.MINI_CART_TITLE ]: KASSA.MINI_CART_TITLE,
	[ innerBlockAreas.MINI_CART_ITEMS ]: KASSA.MINI_CART_ITEMS,
	[ innerBlockAreas.MINI_CART_FOOTER ]: KASSA.MINI_CART_FOOTER,
	[ innerBlockAreas.CART_ORDER_SUMMARY ]: KASSA.CART_ORDER_SUMMARY,
	[ innerBlockAreas.CART_ORDER_SUMMARY_TOTALS ]:
		KASSA.CART_ORDER_SUMMARY_TOTALS,
	[ innerBlockAreas.CHECKOUT_ORDER_SUMMARY ]: KASSA.CHECKOUT_ORDER_SUMMARY,
	[ innerBlockAreas.CHECKOUT_ORDER_SUMMARY_TOTALS ]:
		KASSA.CHECKOUT_ORDER_SUMMARY_TOTALS,
};

/**
 * Whether a block name is one of WooCommerce's inner block areas (`hasInnerBlocks`).
 *
 * @param blockName The block name.
 * @return True for an area.
 */
export function hasInnerBlocks( blockName: string ): boolean {
	return Object.values( innerBlockAreas ).includes(
		blockName as ( typeof innerBlockAreas )[ keyof typeof innerBlockAreas ]
	);
}
