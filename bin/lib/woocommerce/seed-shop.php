<?php
/**
 * Seeds the demo shop on WooCommerce through WooCommerce's own PHP API (idempotent), from the
 * shop's data (shop-data.php). What WooCommerce only offers through hooks (packages by shipping
 * class, the bulky fee, quantity limits, item data, ...) is in demo-shop.php, the site's
 * mu-plugin.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/shop-data.php';
require_once __DIR__ . '/seed-pages.php';
require_once __DIR__ . '/seed-settings.php';
require_once __DIR__ . '/seed-taxes.php';
require_once __DIR__ . '/seed-shipping.php';
require_once __DIR__ . '/seed-catalogue.php';
require_once __DIR__ . '/seed-coupons.php';
require_once __DIR__ . '/seed-payments.php';
require_once __DIR__ . '/seed-customer.php';

/**
 * Seeds the shop. Shipping comes before the catalogue, whose bulky products need the shipping
 * class; the customer comes last, after the payment gateway its saved cards belong to.
 *
 * @param int $terms_page The terms page's id.
 */
function kassa_seed_woocommerce_shop( $terms_page ) {
	kassa_seed_woocommerce_pages( $terms_page );
	kassa_seed_woocommerce_settings();
	kassa_seed_woocommerce_taxes();
	$shipping_changed = kassa_seed_woocommerce_shipping();
	kassa_seed_woocommerce_catalogue();
	kassa_seed_woocommerce_coupons();
	kassa_seed_woocommerce_payment_gateways();
	kassa_seed_woocommerce_customer();
	if ( $shipping_changed ) {
		// WooCommerce caches how many shipping methods are enabled, per second of the shipping
		// settings' version: a count made while the methods were being added would stay.
		delete_transient( 'wc_shipping_method_count' );
	}
}

/**
 * Sets an option unless it holds that value already.
 *
 * @param string $name  Option name.
 * @param mixed  $value Value (strings, as WordPress reads options back).
 * @return bool Whether the option changed.
 */
function kassa_seed_woocommerce_option( $name, $value ) {
	if ( get_option( $name ) === $value ) {
		return false;
	}
	return update_option( $name, $value );
}

/**
 * Sets some keys of an option that holds an array (a gateway's or a shipping method's
 * settings), keeping the keys WooCommerce added.
 *
 * @param string $name     Option name.
 * @param array  $settings Keys to set.
 * @return bool Whether the option changed.
 */
function kassa_seed_woocommerce_merge_option( $name, array $settings ) {
	$saved = get_option( $name, array() );
	return kassa_seed_woocommerce_option( $name, array_merge( is_array( $saved ) ? $saved : array(), $settings ) );
}

/**
 * Saves a WooCommerce object (product, coupon, customer, ...) when it is new or one of its
 * properties changed, so that a second seed writes nothing.
 *
 * @param WC_Data $data         The object.
 * @param bool    $meta_changed Whether the caller changed its meta data.
 * @return bool Whether it was saved.
 */
function kassa_seed_woocommerce_save( WC_Data $data, $meta_changed = false ) {
	if ( $data->get_id() && ! $data->get_changes() && ! $meta_changed ) {
		return false;
	}
	$data->save();
	return true;
}

/**
 * An amount of the shop's data (minor units) as WooCommerce stores amounts: a decimal string.
 *
 * @param int $amount Pence.
 * @return string E.g. '3.99'.
 */
function kassa_seed_woocommerce_decimal( $amount ) {
	return wc_format_decimal( $amount / 100 );
}
