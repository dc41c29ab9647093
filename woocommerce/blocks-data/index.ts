/**
 * WooCommerce's data stores on Kassa's pages, built as the `wc-blocks-data-store` script (the
 * handle WooCommerce's own data-store bundle has) and exposed as `window.wc.wcBlocksData`, as
 * WooCommerce exposes `@woocommerce/block-data`. A gateway or extension written against
 * WooCommerce's documented API (`wp.data.select( 'wc/store/cart' )`,
 * `const { CHECKOUT_STORE_KEY } = window.wc.wcBlocksData`) finds it here, unchanged; every store
 * is a view over Kassa's (view-store.ts), so what it reads is Kassa's cart and checkout and
 * what it writes reaches Kassa's order. README.md lists what each store answers.
 */
import { register } from '@wordpress/data';

import { CART_STORE_KEY, cartView } from './cart';
import { CHECKOUT_STORE_KEY, checkoutView } from './checkout';
import { PAYMENT_STORE_KEY, paymentView } from './payment';
import { STORE_NOTICES_STORE_KEY, storeNoticesView } from './store-notices';
import { VALIDATION_STORE_KEY, validationView } from './validation';

export {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
	STORE_NOTICES_STORE_KEY,
	VALIDATION_STORE_KEY,
};
export {
	cartView as cartStore,
	checkoutView as checkoutStore,
	paymentView as paymentStore,
	storeNoticesView as storeNoticesStore,
	validationView as validationStore,
};
export {
	EMPTY_CART_COUPONS,
	EMPTY_CART_CROSS_SELLS,
	EMPTY_CART_ERRORS,
	EMPTY_CART_FEES,
	EMPTY_CART_ITEM_ERRORS,
	EMPTY_CART_ITEMS,
	EMPTY_EXTENSIONS,
	EMPTY_PAYMENT_METHODS,
	EMPTY_PAYMENT_REQUIREMENTS,
	EMPTY_SHIPPING_RATES,
	EMPTY_TAX_LINES,
} from './cart-shape';

/** The namespace of WooCommerce's blocks' REST routes. */
export const API_BLOCK_NAMESPACE = 'wc/blocks';

[
	cartView,
	checkoutView,
	paymentView,
	validationView,
	storeNoticesView,
].forEach( ( view ) => register( view ) );
