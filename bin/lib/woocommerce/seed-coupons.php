<?php
/**
 * The demo shop's coupons on WooCommerce: a percentage, a fixed amount, free shipping, an
 * expired one and one with a minimum spend.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The coupons: code => WC_Coupon properties (amounts in pounds, as WooCommerce stores them).
 *
 * @return array<string, array>
 */
function kassa_seed_woocommerce_coupon_list() {
	return array(
		'save10'     => array(
			'discount_type' => 'percent',
			'amount'        => '10',
		),
		'fiver'      => array(
			'discount_type' => 'fixed_cart',
			'amount'        => '5',
		),
		'freeship'   => array(
			'discount_type' => 'fixed_cart',
			'amount'        => '0',
			'free_shipping' => true,
		),
		'expired'    => array(
			'discount_type' => 'percent',
			'amount'        => '20',
			'date_expires'  => '2020-01-01',
		),
		'bigspender' => array(
			'discount_type'  => 'percent',
			'amount'         => '15',
			'minimum_amount' => '100',
		),
	);
}

/**
 * Seeds the coupons: creates each one missing, corrects the others.
 */
function kassa_seed_woocommerce_coupons() {
	$defaults = array(
		'free_shipping'  => false,
		'minimum_amount' => '',
		'date_expires'   => null,
	);
	foreach ( kassa_seed_woocommerce_coupon_list() as $code => $props ) {
		$props   = array_merge( $defaults, $props );
		$coupon  = new WC_Coupon( $code );
		$expires = $coupon->get_date_expires();
		if ( ( $expires ? $expires->date( 'Y-m-d' ) : null ) === $props['date_expires'] ) {
			// WooCommerce keeps dates as objects: setting the same date again would count as a change.
			unset( $props['date_expires'] );
		}
		$coupon->set_props( array_merge( array( 'code' => $code ), $props ) );
		kassa_seed_woocommerce_save( $coupon );
	}
}
