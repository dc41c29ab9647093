<?php
/**
 * WooCommerce's order attribution on Kassa's checkout. WooCommerce's script
 * (`wc-order-attribution`, on every page while the feature is on, as it is by default) writes
 * the visit's origin into the block checkout's extension data through
 * `wc.wcBlocksData.CHECKOUT_STORE_KEY`, and the order is attributed from what the checkout posts
 * (OrderAttributionBlocksController). The script names no dependency on the checkout's data
 * store, which WooCommerce's own Checkout block brings. On Kassa's checkout the script is made to
 * depend on `wc-blocks-data-store` (Kassa's view of its checkout store, wc.wcBlocksData), so it
 * loads before it and finds the store when it runs: that adapter is then paid for by order
 * attribution, only on the checkout, only while the feature is on.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gives WooCommerce's order attribution script the checkout store it writes to.
 */
class Kassa_WooCommerce_Order_Attribution {

	/** WooCommerce's order attribution script. */
	const HANDLE = 'wc-order-attribution';

	/** The checkout data store it writes to (Kassa's adapter on Kassa's pages). */
	const STORE_HANDLE = 'wc-blocks-data-store';

	/**
	 * Hooks in: when Kassa's checkout renders.
	 */
	public static function init() {
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'on_checkout' ), 10, 2 );
	}

	/**
	 * On Kassa's checkout, makes the script depend on the checkout store, now if WooCommerce has
	 * enqueued it already (a classic theme renders the page after enqueueing), else once it does
	 * (a block theme renders the page first).
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function on_checkout( $handles, $context ) {
		if ( 'checkout' === $context ) {
			self::depend_on_checkout_store();
			add_action( 'wp_enqueue_scripts', array( __CLASS__, 'depend_on_checkout_store' ), 20 );
		}
		return $handles;
	}

	/**
	 * Adds the checkout store to the script's dependencies, once it is registered.
	 */
	public static function depend_on_checkout_store() {
		$script = wp_scripts()->query( self::HANDLE );
		if ( $script && wp_script_is( self::STORE_HANDLE, 'registered' ) && ! in_array( self::STORE_HANDLE, $script->deps, true ) ) {
			$script->deps[] = self::STORE_HANDLE;
		}
	}
}
