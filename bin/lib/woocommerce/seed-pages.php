<?php
/**
 * The WooCommerce demo shop's pages: WooCommerce's own cart and checkout pages hold Kassa's
 * blocks, put there the way a store admin does it (WooCommerce → Kassa), at the paths every e2e
 * spec uses; WooCommerce's own Cart and Checkout blocks stay on /wc-cart/ and /wc-checkout/
 * for side-by-side comparison, its classic (shortcode) checkout and cart on /classic-checkout/
 * and /classic-cart/ (the oracles for plugins written for them), and its Mini-Cart on
 * /wc-mini-cart-demo/; the product archive moves to /store/ so that /shop/ holds Kassa's
 * products block; and the terms page is set. A shop seeded without Kassa keeps WooCommerce's
 * pages as they are.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the pages (idempotent).
 *
 * @param int $terms_page The terms page's id.
 */
function kassa_seed_woocommerce_pages( $terms_page ) {
	update_option( 'woocommerce_terms_page_id', $terms_page );
	if ( ! class_exists( 'Kassa_WooCommerce_Pages' ) ) {
		// Seeded without Kassa: WooCommerce's pages stay as its installer wrote them.
		return;
	}
	$cart_page     = wc_get_page_id( 'cart' );
	$checkout_page = wc_get_page_id( 'checkout' );
	// WooCommerce's own blocks, as its installer wrote them, for the comparison pages.
	kassa_seed_page( 'wc-cart', 'WooCommerce Cart', kassa_seed_woocommerce_block_markup( $cart_page, 'woocommerce/cart' ) );
	kassa_seed_page( 'wc-checkout', 'WooCommerce Checkout', kassa_seed_woocommerce_block_markup( $checkout_page, 'woocommerce/checkout' ) );
	// WooCommerce's classic checkout and cart, as shops that never moved to the blocks have them:
	// the oracles for gateways and plugins written for them.
	kassa_seed_page( 'classic-checkout', 'Classic Checkout', "<!-- wp:shortcode -->\n[woocommerce_checkout]\n<!-- /wp:shortcode -->" );
	kassa_seed_page( 'classic-cart', 'Classic Cart', "<!-- wp:shortcode -->\n[woocommerce_cart]\n<!-- /wp:shortcode -->" );
	// A page holding WooCommerce's own Mini-Cart, beside /mini-cart-demo/ with Kassa's.
	kassa_seed_page( 'wc-mini-cart-demo', 'WooCommerce Mini-Cart demo', '<!-- wp:woocommerce/mini-cart /-->' );
	Kassa_WooCommerce_Pages::use_kassa();

	$store_page = wc_get_page_id( 'shop' );
	if ( $store_page > 0 && 'store' !== get_post_field( 'post_name', $store_page ) ) {
		wp_update_post(
			array(
				'ID'         => $store_page,
				'post_name'  => 'store',
				'post_title' => 'Store',
			)
		);
	}
	kassa_seed_page( 'shop', 'Shop', kassa_block_markup( 'kassa/products' ) );
}

/**
 * WooCommerce's block markup as its installer wrote it on one of its pages: the page's content,
 * or what Kassa kept of it when its own block took the page's place.
 *
 * @param int    $page  Page id.
 * @param string $block WooCommerce block name.
 * @return string The markup, or the bare block when neither holds it.
 */
function kassa_seed_woocommerce_block_markup( $page, $block ) {
	foreach ( array( get_post_field( 'post_content', $page ), get_post_meta( $page, Kassa_WooCommerce_Pages::KEPT_CONTENT_META, true ) ) as $content ) {
		if ( has_block( $block, (string) $content ) ) {
			return (string) $content;
		}
	}
	return "<!-- wp:$block /-->";
}
