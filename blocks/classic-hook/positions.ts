/**
 * Where the action hooks of WooCommerce's classic (shortcode) checkout and cart sit in Kassa's
 * default layouts: each is a `kassa/classic-hook` block at the place in Kassa's layout that
 * matches the classic page's, which a merchant can move like any inner block. The server renders
 * what plugins print at each (includes/woocommerce/classic/) and puts a block back where a stored
 * page lacks it, from the default markup this layout writes (includes/markup/).
 */
import { __ } from '@wordpress/i18n';

/**
 * Container block => its hooks in order, each after the named block or hook (null: at the
 * container's start).
 */
export const CLASSIC_HOOK_POSITIONS: Record<
	string,
	Array< [ hook: string, after: string | null ] >
> = {
	'kassa/checkout-fields': [
		[ 'woocommerce_before_checkout_form_cart_notices', null ],
		[
			'woocommerce_before_checkout_form',
			'woocommerce_before_checkout_form_cart_notices',
		],
		[
			'woocommerce_checkout_before_customer_details',
			'kassa/checkout-express-payment',
		],
		// The account fields follow the contact step's 'Create an account' checkbox.
		[
			'woocommerce_before_checkout_registration_form',
			'kassa/checkout-contact-information',
		],
		[
			'woocommerce_after_checkout_registration_form',
			'woocommerce_before_checkout_registration_form',
		],
		// The classic checkout's billing form is the address every shopper fills in, as Kassa's
		// address steps together are; its shipping form, the address an order ships to.
		[ 'woocommerce_checkout_billing', 'kassa/checkout-pickup-options' ],
		[
			'woocommerce_before_checkout_billing_form',
			'woocommerce_checkout_billing',
		],
		[
			'woocommerce_before_checkout_shipping_form',
			'woocommerce_before_checkout_billing_form',
		],
		[
			'woocommerce_after_checkout_shipping_form',
			'kassa/checkout-shipping-address',
		],
		[
			'woocommerce_after_checkout_billing_form',
			'kassa/checkout-billing-address',
		],
		[
			'woocommerce_checkout_shipping',
			'woocommerce_after_checkout_billing_form',
		],
		[
			'woocommerce_review_order_before_payment',
			'kassa/checkout-shipping-methods',
		],
		[ 'woocommerce_before_order_notes', 'kassa/checkout-payment-methods' ],
		[ 'woocommerce_after_order_notes', 'kassa/checkout-order-note' ],
		[
			'woocommerce_checkout_after_customer_details',
			'woocommerce_after_order_notes',
		],
		[
			'woocommerce_checkout_before_terms_and_conditions',
			'woocommerce_checkout_after_customer_details',
		],
		[
			'woocommerce_checkout_terms_and_conditions',
			'woocommerce_checkout_before_terms_and_conditions',
		],
		[
			'woocommerce_checkout_after_terms_and_conditions',
			'kassa/checkout-terms',
		],
		[
			'woocommerce_review_order_before_submit',
			'woocommerce_checkout_after_terms_and_conditions',
		],
		[ 'woocommerce_review_order_after_submit', 'kassa/checkout-actions' ],
		[
			'woocommerce_review_order_after_payment',
			'woocommerce_review_order_after_submit',
		],
		[
			'woocommerce_after_checkout_form',
			'woocommerce_review_order_after_payment',
		],
	],
	'kassa/checkout-totals': [
		[ 'woocommerce_checkout_before_order_review_heading', null ],
		[
			'woocommerce_checkout_before_order_review',
			'woocommerce_checkout_before_order_review_heading',
		],
		[ 'woocommerce_checkout_order_review', 'kassa/checkout-order-summary' ],
		[
			'woocommerce_checkout_after_order_review',
			'woocommerce_checkout_order_review',
		],
	],
	'kassa/checkout-order-summary': [
		[ 'woocommerce_review_order_before_cart_contents', null ],
		[
			'woocommerce_review_order_after_cart_contents',
			'kassa/checkout-order-summary-cart-items',
		],
	],
	'kassa/checkout-order-summary-totals': [
		[
			'woocommerce_review_order_before_shipping',
			'kassa/checkout-order-summary-discount',
		],
		[
			'woocommerce_review_order_after_shipping',
			'kassa/checkout-order-summary-shipping',
		],
		[
			'woocommerce_review_order_before_order_total',
			'kassa/checkout-order-summary-taxes',
		],
		[
			'woocommerce_review_order_after_order_total',
			'kassa/checkout-order-summary-total',
		],
	],
	'kassa/filled-cart': [
		[ 'woocommerce_before_cart', null ],
		[ 'woocommerce_after_cart', 'kassa/cart-totals' ],
	],
	'kassa/cart-items': [
		[ 'woocommerce_before_cart_table', null ],
		[ 'woocommerce_before_cart_contents', 'woocommerce_before_cart_table' ],
		[ 'woocommerce_cart_contents', 'kassa/cart-line-items' ],
		[ 'woocommerce_cart_coupon', 'woocommerce_cart_contents' ],
		[ 'woocommerce_cart_actions', 'woocommerce_cart_coupon' ],
		[ 'woocommerce_after_cart_contents', 'woocommerce_cart_actions' ],
		[ 'woocommerce_after_cart_table', 'woocommerce_after_cart_contents' ],
	],
	'kassa/cart-totals': [
		[ 'woocommerce_before_cart_collaterals', null ],
		[
			'woocommerce_cart_collaterals',
			'woocommerce_before_cart_collaterals',
		],
		[ 'woocommerce_before_cart_totals', 'woocommerce_cart_collaterals' ],
		[ 'woocommerce_proceed_to_checkout', 'kassa/cart-express-payment' ],
		[ 'woocommerce_after_cart_totals', 'kassa/proceed-to-checkout' ],
	],
	'kassa/cart-order-summary': [
		[
			'woocommerce_before_shipping_calculator',
			'kassa/cart-order-summary-coupon-form',
		],
		[
			'woocommerce_after_shipping_calculator',
			'kassa/cart-order-summary-shipping',
		],
	],
	'kassa/cart-order-summary-totals': [
		[
			'woocommerce_cart_totals_before_shipping',
			'kassa/cart-order-summary-discount',
		],
		[
			'woocommerce_cart_totals_after_shipping',
			'kassa/cart-order-summary-shipping-total',
		],
		[
			'woocommerce_cart_totals_before_order_total',
			'kassa/cart-order-summary-taxes',
		],
		[
			'woocommerce_cart_totals_after_order_total',
			'kassa/cart-order-summary-total',
		],
	],
	'kassa/empty-cart': [ [ 'woocommerce_cart_is_empty', null ] ],
};

/**
 * What a merchant reads for a hook's place: in the List View and on the block in the editor.
 *
 * @param hook The hook's name.
 * @return Its place in words, or the name itself for a hook Kassa does not place.
 */
export function classicHookLabel( hook: string ): string {
	const labels: Record< string, string > = {
		woocommerce_before_checkout_form_cart_notices: __(
			'Before the checkout’s cart notices',
			'kassa'
		),
		woocommerce_before_checkout_form: __( 'Before the checkout', 'kassa' ),
		woocommerce_checkout_before_customer_details: __(
			'Before the customer details',
			'kassa'
		),
		woocommerce_before_checkout_registration_form: __(
			'Before the account fields',
			'kassa'
		),
		woocommerce_after_checkout_registration_form: __(
			'After the account fields',
			'kassa'
		),
		woocommerce_checkout_billing: __( 'Billing details', 'kassa' ),
		woocommerce_before_checkout_billing_form: __(
			'Before the billing address',
			'kassa'
		),
		woocommerce_before_checkout_shipping_form: __(
			'Before the shipping address',
			'kassa'
		),
		woocommerce_after_checkout_shipping_form: __(
			'After the shipping address',
			'kassa'
		),
		woocommerce_after_checkout_billing_form: __(
			'After the billing address',
			'kassa'
		),
		woocommerce_checkout_shipping: __( 'Shipping details', 'kassa' ),
		woocommerce_review_order_before_payment: __(
			'Before the payment options',
			'kassa'
		),
		woocommerce_before_order_notes: __( 'Before the order notes', 'kassa' ),
		woocommerce_after_order_notes: __( 'After the order notes', 'kassa' ),
		woocommerce_checkout_after_customer_details: __(
			'After the customer details',
			'kassa'
		),
		woocommerce_checkout_before_terms_and_conditions: __(
			'Before the terms and conditions',
			'kassa'
		),
		woocommerce_checkout_terms_and_conditions: __(
			'Terms and conditions',
			'kassa'
		),
		woocommerce_checkout_after_terms_and_conditions: __(
			'After the terms and conditions',
			'kassa'
		),
		woocommerce_review_order_before_submit: __(
			'Before the place order button',
			'kassa'
		),
		woocommerce_review_order_after_submit: __(
			'After the place order button',
			'kassa'
		),
		woocommerce_review_order_after_payment: __(
			'After the payment section',
			'kassa'
		),
		woocommerce_after_checkout_form: __( 'After the checkout', 'kassa' ),
		woocommerce_checkout_before_order_review_heading: __(
			'Before the order review heading',
			'kassa'
		),
		woocommerce_checkout_before_order_review: __(
			'Before the order review',
			'kassa'
		),
		woocommerce_checkout_order_review: __( 'Order review', 'kassa' ),
		woocommerce_checkout_after_order_review: __(
			'After the order review',
			'kassa'
		),
		woocommerce_review_order_before_cart_contents: __(
			'Before the order’s products',
			'kassa'
		),
		woocommerce_review_order_after_cart_contents: __(
			'After the order’s products',
			'kassa'
		),
		woocommerce_review_order_before_shipping: __(
			'Before the order’s shipping',
			'kassa'
		),
		woocommerce_review_order_after_shipping: __(
			'After the order’s shipping',
			'kassa'
		),
		woocommerce_review_order_before_order_total: __(
			'Before the order total',
			'kassa'
		),
		woocommerce_review_order_after_order_total: __(
			'After the order total',
			'kassa'
		),
		woocommerce_before_cart: __( 'Before the cart', 'kassa' ),
		woocommerce_after_cart: __( 'After the cart', 'kassa' ),
		woocommerce_before_cart_table: __(
			'Before the products table',
			'kassa'
		),
		woocommerce_before_cart_contents: __(
			'At the top of the products table',
			'kassa'
		),
		woocommerce_cart_contents: __( 'Below the products', 'kassa' ),
		woocommerce_cart_coupon: __( 'Beside the coupon field', 'kassa' ),
		woocommerce_cart_actions: __( 'With the cart’s buttons', 'kassa' ),
		woocommerce_after_cart_contents: __(
			'At the end of the products table',
			'kassa'
		),
		woocommerce_after_cart_table: __( 'After the products table', 'kassa' ),
		woocommerce_before_cart_collaterals: __(
			'Before the cart’s side column',
			'kassa'
		),
		woocommerce_cart_collaterals: __( 'The cart’s side column', 'kassa' ),
		woocommerce_before_cart_totals: __( 'Before the cart totals', 'kassa' ),
		woocommerce_before_shipping_calculator: __(
			'Before the shipping calculator',
			'kassa'
		),
		woocommerce_after_shipping_calculator: __(
			'After the shipping calculator',
			'kassa'
		),
		woocommerce_cart_totals_before_shipping: __(
			'Before the cart’s shipping',
			'kassa'
		),
		woocommerce_cart_totals_after_shipping: __(
			'After the cart’s shipping',
			'kassa'
		),
		woocommerce_cart_totals_before_order_total: __(
			'Before the cart total',
			'kassa'
		),
		woocommerce_cart_totals_after_order_total: __(
			'After the cart total',
			'kassa'
		),
		woocommerce_proceed_to_checkout: __(
			'By the checkout button',
			'kassa'
		),
		woocommerce_after_cart_totals: __( 'After the cart totals', 'kassa' ),
		woocommerce_cart_is_empty: __( 'The empty cart', 'kassa' ),
	};
	return labels[ hook ] ?? hook;
}
