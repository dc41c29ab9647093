<?php
/**
 * The demo shop's payment methods on WooCommerce: cheque, bank transfer, cash on delivery (only
 * for carts that ship something) and Kassa's test card gateway, each keeping the title
 * WooCommerce or the gateway gives it.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** The test card gateway's id (tests/fixtures/kassa-test-gateway). */
const KASSA_SEED_WOOCOMMERCE_CARD_GATEWAY = 'kassa_test_card';

/**
 * Turns the payment gateways on, saving every setting as WooCommerce's settings screen does
 * (each field's default unless set), so their blocks data carries their titles and descriptions.
 */
function kassa_seed_woocommerce_payment_gateways() {
	$gateways  = array(
		'cheque'                            => array(),
		'bacs'                              => array(),
		'cod'                               => array( 'enable_for_virtual' => 'no' ),
		KASSA_SEED_WOOCOMMERCE_CARD_GATEWAY => array(),
	);
	$available = WC()->payment_gateways()->payment_gateways();
	foreach ( $gateways as $id => $settings ) {
		$defaults = isset( $available[ $id ] ) ? (array) $available[ $id ]->settings : array();
		kassa_seed_woocommerce_merge_option( "woocommerce_{$id}_settings", array_merge( $defaults, array( 'enabled' => 'yes' ), $settings ) );
	}
}
