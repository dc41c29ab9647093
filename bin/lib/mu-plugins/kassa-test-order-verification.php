<?php
/**
 * Plugin Name: Kassa test order e-mail verification
 * Description: Has WooCommerce ask a request whose cookie `kassa_test_verify_order_email` is `1` to verify the e-mail address of a guest order at once, as it asks once the order's grace period (10 minutes after it was placed) is over, without waiting that long: the order-pay tests of a guest's older order.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// Only on the test lanes' sites (bin/test, wp-env's tests environment), as kassa-faults.php.
if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

if ( '1' === ( $_COOKIE['kassa_test_verify_order_email'] ?? '' ) ) {
	add_filter( 'woocommerce_order_email_verification_grace_period', '__return_zero' );
}
