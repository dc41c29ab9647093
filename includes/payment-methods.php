<?php
/**
 * The scripts that register the shop's payment methods with Kassa's registry: a gateway's own
 * script, or a bridge to another registry (WooCommerce's). The shop's Store API provider names
 * them through the `kassa_payment_method_scripts` filter; they load, in the footer, on pages
 * with Kassa's checkout or cart and in the block editor.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the payment method scripts for a context, once per context.
 *
 * @param string $context 'checkout', 'cart' or 'editor'.
 */
function kassa_enqueue_payment_method_scripts( $context ) {
	static $done = array();
	if ( ! empty( $done[ $context ] ) ) {
		return;
	}
	$done[ $context ] = true;
	/**
	 * Filters the script handles that register payment methods with Kassa's registry
	 * (`window.kassa.paymentRegistry`, WooCommerce-compatible options).
	 *
	 * @param string[] $handles Registered script handles.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 */
	foreach ( (array) apply_filters( 'kassa_payment_method_scripts', array(), $context ) as $handle ) {
		wp_enqueue_script( $handle );
	}
}

/**
 * The editor previews the payment methods with the same scripts.
 */
function kassa_enqueue_editor_payment_method_scripts() {
	kassa_enqueue_payment_method_scripts( 'editor' );
}
add_action( 'enqueue_block_editor_assets', 'kassa_enqueue_editor_payment_method_scripts' );
