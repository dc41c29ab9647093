<?php
/**
 * Plugin Name: Kassa test cart count
 * Description: Adds 10 to WooCommerce's cart item count (its `woocommerce_cart_contents_count` filter) for a request whose cookie `kassa_test_cart_count` is `plus10` (the e2e test that the mini-cart counts as WooCommerce's filters say), without changing the count for anyone else.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// Only on the test lanes' sites (bin/test, wp-env's tests environment), as kassa-faults.php.
if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

if ( 'plus10' === ( $_COOKIE['kassa_test_cart_count'] ?? '' ) ) {
	add_filter( 'woocommerce_cart_contents_count', static fn( $count ) => $count + 10 );
}
