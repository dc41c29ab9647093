<?php
/**
 * Plugin Name: Kassa test tax display
 * Description: Shows a request's prices without tax when its cookie `kassa_test_tax_display` is `excl` (the e2e tests of the order summaries' Taxes rows), as a shop set to display prices excluding tax does, without changing the shop's setting for anyone else.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// Only on the test lanes' sites (bin/test, wp-env's tests environment), as kassa-faults.php.
if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

if ( 'excl' === ( $_COOKIE['kassa_test_tax_display'] ?? '' ) ) {
	// WooCommerce's own setting, read by its Store API and by Kassa's WooCommerce bridge.
	add_filter( 'pre_option_woocommerce_tax_display_cart', static fn() => 'excl' );
}
