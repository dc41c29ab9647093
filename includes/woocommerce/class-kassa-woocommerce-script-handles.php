<?php
/**
 * WooCommerce's script handles that Kassa adapts (ARCHITECTURE.md, "WooCommerce's front-end API
 * on Kassa's pages"): on a page with Kassa's cart or checkout, each of those handles
 * (`wc-blocks-data-store`, …) is registered again to point at Kassa's adapter build, so a
 * gateway or extension script that depends on it gets WooCommerce's API over Kassa's stores,
 * and WooCommerce's own bundle, a second cart of its own, never loads there. The adapters are
 * registered, never enqueued: one loads only when a script on the page depends on its handle,
 * so a shop whose scripts need none of them pays nothing.
 *
 * The handle => build folder map is webpack.config.js's WOOCOMMERCE_ADAPTERS, which the build
 * writes to build/woocommerce-adapters.php.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Points WooCommerce's handles at Kassa's adapters on Kassa's pages.
 */
class Kassa_WooCommerce_Script_Handles {

	/**
	 * Hooks in: when Kassa's cart or checkout renders, before the payment method scripts that
	 * may depend on the handles are registered.
	 */
	public static function init() {
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'on_shopper_page' ), 5, 2 );
	}

	/**
	 * Takes the handles over on a shopper's page (the editor keeps WooCommerce's own scripts,
	 * which its blocks there need).
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function on_shopper_page( $handles, $context ) {
		if ( 'editor' !== $context ) {
			self::register_adapters();
		}
		return $handles;
	}

	/**
	 * Registers each adapter under WooCommerce's handle, in place of WooCommerce's script.
	 */
	public static function register_adapters() {
		static $done = false;
		if ( $done ) {
			return;
		}
		$done = true;
		foreach ( self::adapters() as $handle => $folder ) {
			$asset = kassa_asset_file( $folder );
			if ( ! $asset ) {
				continue;
			}
			wp_deregister_script( $handle );
			wp_register_script(
				$handle,
				plugins_url( "build/$folder/index.js", KASSA_FILE ),
				$asset['dependencies'],
				$asset['version'],
				// WooCommerce prints its handles with the footer scripts; their users load there.
				array( 'in_footer' => true )
			);
		}
	}

	/**
	 * WooCommerce's handles Kassa adapts, with the build folder of each adapter.
	 *
	 * @return array<string, string> Handle => build folder.
	 */
	public static function adapters() {
		$map = KASSA_DIR . '/build/woocommerce-adapters.php';
		return is_readable( $map ) ? (array) require $map : array();
	}
}
