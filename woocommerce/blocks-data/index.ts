/**
 * WooCommerce's data stores on Kassa's pages, built as the `wc-blocks-data-store` script (the
 * handle WooCommerce's own data-store bundle has) and exposed as `window.wc.wcBlocksData`, as
 * WooCommerce exposes `@woocommerce/block-data`. A gateway or extension written against
 * WooCommerce's documented API (`wp.data.select( 'wc/store/cart' )`,
 * `const { CHECKOUT_STORE_KEY } = window.wc.wcBlocksData`) finds it here, unchanged; every store
 * is a view over Kassa's (view-store.ts), so what it reads is Kassa's cart and checkout and
 * what it writes reaches Kassa's order.
 */
import { register } from '@wordpress/data';

import { CHECKOUT_STORE_KEY, checkoutView } from './checkout';

export { CHECKOUT_STORE_KEY };
export { checkoutView as checkoutStore };

register( checkoutView );
