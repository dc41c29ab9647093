<?php
/**
 * Plugin Name: Kassa test customer location
 * Description: Gives a request's shopper no location by default when its cookie `kassa_test_customer_location` is `none` (the e2e tests of what a shopper without an address sees), as a shop whose "Default customer location" is "No location by default" does, without changing the shop's setting for anyone else: WooCommerce otherwise gives a shopper without a country the shop's base country again at their next request.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// Only on the test lanes' sites (bin/test, wp-env's tests environment), as kassa-faults.php.
if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

if ( 'none' === ( $_COOKIE['kassa_test_customer_location'] ?? '' ) ) {
	// WooCommerce's own setting: '' is "No location by default".
	add_filter( 'pre_option_woocommerce_default_customer_address', static fn() => '' );
}
