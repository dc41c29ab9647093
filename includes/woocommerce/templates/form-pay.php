<?php
/**
 * WooCommerce's pay form (checkout/form-pay.php) on Kassa's checkout page: Kassa's order-pay
 * view, which WooCommerce renders here once it has checked the link and the shopper, with the
 * template's variables. Should the view not have the order, WooCommerce's own form shows.
 *
 * @package Kassa
 *
 * @var WC_Order             $order              The order to pay.
 * @var WC_Payment_Gateway[] $available_gateways The gateways WooCommerce offers for it.
 * @var string               $order_button_text  The pay button's text.
 */

defined( 'ABSPATH' ) || exit;

if ( ! Kassa_WooCommerce_Order_Pay::render_view( $order, $available_gateways, $order_button_text ) ) {
	include wc_locate_template( 'checkout/form-pay.php' );
}
