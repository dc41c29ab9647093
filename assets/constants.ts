/**
 * Business constants of SPEC.md §9, in one place.
 */

/** Default quantity limits of a cart line. */
export const DEFAULT_QUANTITY_LIMITS = {
	minimum: 1,
	maximum: 99,
	multiple_of: 1,
} as const;

/** A line's quantity change reaches the server after this long without another change. */
export const QUANTITY_DEBOUNCE_MS = 400;
/** The quantity selector's own debounce before it tells the store. */
export const QUANTITY_SELECTOR_DEBOUNCE_MS = 300;
/** General debounce, e.g. the dirty-customer-data flag in local storage. */
export const DEBOUNCE_MS = 300;

/** The drawer stays rendered this long after closing, for its exit animation. */
export const DRAWER_EXIT_MS = 300;
/** Delay before focusing an address field after opening it for editing. */
export const FOCUS_DELAY_MS = 300;

export const SNACKBAR_TIMEOUT_MS = 10000;
export const SNACKBAR_TRANSITION_MS = 500;

/** Descriptions are cut to this many words. */
export const DESCRIPTION_WORD_LIMIT = 15;

export const DEFAULT_CURRENCY_MINOR_UNIT = 2;
export const RAW_PRICE_PRECISION = 6;

/** Container width classes: the first whose minimum the width exceeds applies. */
export const CONTAINER_WIDTH_CLASSES = [
	[ 700, 'is-large' ],
	[ 520, 'is-medium' ],
	[ 400, 'is-small' ],
] as const;
export const CONTAINER_WIDTH_FALLBACK_CLASS = 'is-mobile';

/** Password strength is scored 0 (too weak) to 4 (very strong). */
export const PASSWORD_STRENGTH_MAX = 4;

/** Event observers run by priority, lower first; this is the default. */
export const DEFAULT_EVENT_PRIORITY = 10;

export const EXPRESS_BUTTON_DEFAULTS = { height: 48, borderRadius: 4 } as const;

/** The 19 payment icon ids a payment method may name. */
export const PAYMENT_ICON_IDS = [
	'alipay',
	'amex',
	'bancontact',
	'diners',
	'discover',
	'eps',
	'giropay',
	'ideal',
	'jcb',
	'laser',
	'maestro',
	'mastercard',
	'multibanco',
	'p24',
	'sepa',
	'sofort',
	'unionpay',
	'visa',
	'wechat',
] as const;

/** Separator between the place-order button's label parts. */
export const PLACE_ORDER_SEPARATOR = '\u00b7';

/** Checkbox lists show this many options before 'Show N more'. */
export const CHECKBOX_LIST_LIMIT = 10;
/** ...but truncate only when there are more than limit + this many. */
export const CHECKBOX_LIST_TRUNCATE_SLACK = 5;

/** The shopper's local edits to the addresses are debounced this long before the flag is written. */
export const DIRTY_CUSTOMER_DATA_DEBOUNCE_MS = DEBOUNCE_MS;
/** Local-storage key of the dirty-customer-data flag (SPEC §7), written 'true' / 'false'. */
export const DIRTY_CUSTOMER_DATA_STORAGE_KEY = 'kassa_dirty_customer_data';
/**
 * Session-storage note: a page was left while a cart write was unanswered ('unanswered'), or
 * when its last one was answered (epoch ms).
 */
export const INTERRUPTED_CART_WRITE_STORAGE_KEY =
	'kassa_cart_write_interrupted';
/** After a page left with a cart write unanswered, the next reads the cart again this late. */
export const UNANSWERED_WRITE_REREAD_MS = 1000;
/** Session-storage key of the checkout fields typed that the server has not taken yet. */
export const UNSAVED_CHECKOUT_FIELDS_STORAGE_KEY = 'kassa_checkout_unsaved';
/**
 * Local-storage key a tab writes (a new value each time) when it changed the cart, so the
 * shop's other tabs read the cart again (their `storage` event).
 */
export const CART_CHANGED_STORAGE_KEY = 'kassa_cart_changed';

/**
 * The shopper's contact and order fields and order note reach the server (saved with their
 * session, so a reload keeps them) this long after the last change, as WooCommerce's checkout.
 */
export const CHECKOUT_DRAFT_DEBOUNCE_MS = 1500;

/** Store API namespace and routes (apiFetch `path`s). */
export const STORE_API_PATH = '/wc/store/v1';
/** The Store API accepts at most this many sub-requests per batch. */
export const STORE_API_BATCH_LIMIT = 25;

/**
 * How long a failed Store API read waits before each retry (a read is safe to repeat): one that
 * got no answer, a 5xx, or a body that cannot be read is tried again twice before it fails.
 */
export const STORE_API_READ_RETRY_DELAYS_MS = [ 500, 1500 ] as const;

/** Store notice contexts (SPEC §2), exactly as the spec writes them. */
export const NOTICE_CONTEXTS = {
	CART: 'wc/cart',
	CHECKOUT: 'wc/checkout',
	PAYMENTS: 'wc/checkout/payments',
	EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
	CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
	ORDER_INFORMATION: 'wc/checkout/order-information',
	SHIPPING_CALCULATOR: 'wc/cart/shipping-calculator',
	ALL_PRODUCTS: 'wc/all-products',
	CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
} as const;

/** Shipping error codes that mean the address is invalid (SPEC §4, §8). */
export const SHIPPING_ADDRESS_ERROR_CODES = [
	'woocommerce_rest_cart_shipping_rates_invalid_country',
	'woocommerce_rest_cart_shipping_rates_missing_country',
	'woocommerce_rest_cart_shipping_rates_invalid_state',
] as const;

/** Price filters' returned values must keep this placeholder (SPEC §5). */
export const PRICE_PLACEHOLDER = '<price/>';

/**
 * The DOM events an add-to-cart button dispatches on document.body as it adds (WooCommerce's
 * blocks' names, which themes and other plugins listen for): before the request, and after a
 * successful add, with `detail: { preserveCartData: true }` (the cart store already holds the
 * new cart).
 */
export const ADDING_TO_CART_EVENT = 'wc-blocks_adding_to_cart';
export const ADDED_TO_CART_EVENT = 'wc-blocks_added_to_cart';

/** DOM events (dispatched on document.body) that tell a product was added to the cart. */
export const CART_ADDED_EVENTS = [
	'kassa-cart-added-item',
	ADDED_TO_CART_EVENT,
] as const;

/** DOM events (dispatched on document.body) that make the cart store refetch. */
export const CART_REFRESH_EVENTS = [
	...CART_ADDED_EVENTS,
	'kassa-cart-removed-item',
	'wc-blocks_removed_from_cart',
] as const;

/**
 * Inner block areas extensions may add blocks to (SPEC §2 "Named inner block areas"): each is
 * the block of that name, which renders the blocks put in it.
 */
export const INNER_BLOCK_AREAS = {
	CHECKOUT: 'kassa/checkout',
	CHECKOUT_FIELDS: 'kassa/checkout-fields',
	CHECKOUT_TOTALS: 'kassa/checkout-totals',
	CONTACT_INFORMATION: 'kassa/checkout-contact-information',
	SHIPPING_ADDRESS: 'kassa/checkout-shipping-address',
	BILLING_ADDRESS: 'kassa/checkout-billing-address',
	SHIPPING_METHOD: 'kassa/checkout-shipping-method',
	SHIPPING_METHODS: 'kassa/checkout-shipping-methods',
	PICKUP_OPTIONS: 'kassa/checkout-pickup-options',
	PAYMENT_METHODS: 'kassa/checkout-payment-methods',
	ADDITIONAL_INFORMATION: 'kassa/checkout-additional-information',
	CART: 'kassa/cart',
	CART_ITEMS: 'kassa/cart-items',
	CART_TOTALS: 'kassa/cart-totals',
	EMPTY_CART: 'kassa/empty-cart',
	FILLED_CART: 'kassa/filled-cart',
	MINI_CART: 'kassa/mini-cart',
	MINI_CART_CONTENTS: 'kassa/mini-cart-contents',
	MINI_CART_TITLE: 'kassa/mini-cart-title',
	MINI_CART_ITEMS: 'kassa/mini-cart-items',
	MINI_CART_FOOTER: 'kassa/mini-cart-footer',
	MINI_CART_EMPTY: 'kassa/mini-cart-empty',
	CHECKOUT_ORDER_SUMMARY: 'kassa/checkout-order-summary',
	CHECKOUT_ORDER_SUMMARY_TOTALS: 'kassa/checkout-order-summary-totals',
	CART_ORDER_SUMMARY: 'kassa/cart-order-summary',
	CART_ORDER_SUMMARY_TOTALS: 'kassa/cart-order-summary-totals',
} as const;

/** Slots Kassa's blocks render extensions' content (fills) in. */
export const EXTENSION_SLOTS = {
	/** Under the order summary's totals (cart: above the checkout button). */
	ORDER_META: 'kassa/order-meta',
	/** Under the coupon form. */
	DISCOUNTS_META: 'kassa/discounts-meta',
	/** With the shipping options (checkout) and the cart's delivery options. */
	SHIPPING_PACKAGES: 'kassa/shipping-packages',
	/** With the checkout's pickup locations. */
	LOCAL_PICKUP_PACKAGES: 'kassa/local-pickup-packages',
} as const;

/**
 * Password strength fallback (when zxcvbn is not loaded): the minimum length for each score,
 * 0 (too weak) to 4 (very strong). See assets/utils/password-strength.ts for the full rule.
 */
export const PASSWORD_STRENGTH_MIN_LENGTHS = [ 0, 4, 8, 12, 20 ] as const;

/** The validation field id coupon errors are shown on. */
export const COUPON_FIELD_ID = 'coupon';
