/**
 * Which Store API backend the site under test runs: Kassa's demo Store API (`demo`, store-api/)
 * or real WooCommerce (`woocommerce`). bin/test sets KASSA_BACKEND for each lane.
 */
export type Backend = 'demo' | 'woocommerce';

export const BACKEND: Backend =
	process.env.KASSA_BACKEND === 'woocommerce' ? 'woocommerce' : 'demo';

export const IS_WOOCOMMERCE = BACKEND === 'woocommerce';

/**
 * Where the shop's "Browse store" links lead: the demo's shop page, or WooCommerce's product
 * archive (the WooCommerce demo keeps it at /store/, so that /shop/ holds Kassa's products).
 */
export const SHOP_LINK = IS_WOOCOMMERCE ? /\/store\/$/ : /\/shop\/$/;
