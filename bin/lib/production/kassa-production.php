<?php
/**
 * Plugin Name: Kassa production-shaped shop
 * Description: The production-shaped lane's shop (bin/lib/production.sh) keeps its stock as a real shop does: orders reduce it, and a checkout holds the stock it is buying for WooCommerce's default hour, so that shoppers racing for the last items cannot together buy more than there is. The demo shop's other lanes keep their stock as seeded (bin/lib/woocommerce/demo-shop.php), and cannot hold stock on SQLite.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** Minutes a checkout holds the stock it is buying (WooCommerce's own default). */
const KASSA_PRODUCTION_HOLD_STOCK_MINUTES = '60';

/**
 * Lets orders reduce stock again: the demo shop's mu-plugin keeps stock as seeded.
 */
function kassa_production_real_stock() {
	remove_filter( 'woocommerce_can_reduce_order_stock', '__return_false' );
}
add_action( 'plugins_loaded', 'kassa_production_real_stock' );

/**
 * WooCommerce's default hold, where the demo shop's seed turns it off.
 *
 * @return string Minutes.
 */
function kassa_production_hold_stock_minutes() {
	return KASSA_PRODUCTION_HOLD_STOCK_MINUTES;
}
add_filter( 'pre_option_woocommerce_hold_stock_minutes', 'kassa_production_hold_stock_minutes' );
