<?php
/**
 * Plugin Name:       Kassa Store API
 * Description:       The Store API v1 contract (/wc/store/v1) for Kassa's demo shop and tests.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Tested up to:      7.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       kassa
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

define( 'KASSA_STORE_API_DIR', __DIR__ );
define( 'KASSA_STORE_API_FILE', __FILE__ );

foreach ( array( 'exception', 'money', 'locale', 'fields', 'address', 'settings', 'catalog', 'coupons', 'session', 'cart', 'shipping', 'totals', 'cart-schema', 'payments', 'orders', 'checkout', 'routes', 'admin-orders' ) as $kassa_store_api_part ) {
	require_once __DIR__ . '/includes/class-kassa-store-' . $kassa_store_api_part . '.php';
}
require_once __DIR__ . '/includes/functions-seed.php';

/**
 * A URL inside this plugin. plugins_url( ..., __FILE__ ) cannot be trusted here: the plugin is
 * often a symlink into a checkout that is itself a plugin (Kassa), so its real path maps to the
 * wrong plugin. The folder it is installed under is read from the active plugins instead.
 *
 * @param string $path Path inside the plugin.
 * @return string
 */
function kassa_store_api_url( $path ) {
	static $folder = null;
	if ( null === $folder ) {
		$folder = basename( __DIR__ );
		foreach ( (array) get_option( 'active_plugins', array() ) as $plugin ) {
			if ( '/store-api.php' === substr( $plugin, -14 ) ) {
				$folder = dirname( $plugin );
			}
		}
	}
	return plugins_url( $folder . '/' . ltrim( $path, '/' ) );
}

/**
 * Starts the plugin, unless WooCommerce (or another Store API provider) is active: then the
 * real Store API serves the blocks and this plugin stays out of the way.
 */
function kassa_store_api_boot() {
	if ( class_exists( 'WooCommerce' ) || class_exists( 'Automattic\WooCommerce\StoreApi\StoreApi' ) ) {
		return;
	}
	add_action( 'init', array( 'Kassa_Store_Catalog', 'register' ) );
	Kassa_Store_Orders::init();
	Kassa_Store_Session::init();
	Kassa_Store_Routes::init();
	add_action( 'rest_api_init', array( 'Kassa_Store_Admin_Orders', 'register' ), 20 );
	add_filter( 'kassa_settings', array( 'Kassa_Store_Settings', 'filter_payload' ) );
	add_filter( 'kassa_preload_checkout', array( 'Kassa_Store_Checkout', 'preload' ) );
	add_filter( 'kassa_payment_method_scripts', array( 'Kassa_Store_Payments', 'script_handles' ) );
	add_action( 'wp_login', array( 'Kassa_Store_Session', 'adopt_guest_cart' ), 10, 2 );
	// Lets the nonce made right after a login in this request (checkout's create_account) verify
	// on the next request: WordPress binds nonces to the logged-in cookie's session token.
	add_action(
		'set_logged_in_cookie',
		static function ( $cookie ) {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		}
	);
}
add_action( 'plugins_loaded', 'kassa_store_api_boot' );
