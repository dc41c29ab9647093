<?php
/**
 * One Place Order at a time per shopper. WooCommerce's Store API reads the shopper's cart when a
 * checkout request starts and empties it only when the order is placed, so two checkout requests
 * of one session that overlap (a second tab, a request a proxy or the network repeated) each
 * place an order of the same cart: on MariaDB, three parallel requests made three orders. Here a
 * checkout request waits for the one before it from the same shopper (a MySQL named lock, held
 * until the request has saved the session) and then finds the cart spent, as the Store API
 * answers any checkout of an empty cart. Shoppers do not wait for one another.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Serialises each shopper's checkout requests.
 */
class Kassa_WooCommerce_Checkout_Lock {

	/** How long a checkout waits for the shopper's previous one, in seconds. */
	const WAIT_SECONDS = 30;

	/** The lock this request holds, or ''. */
	private static $held = '';

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_filter( 'rest_pre_dispatch', array( __CLASS__, 'acquire' ), 10, 3 );
	}

	/**
	 * Before a checkout request reads the cart, waits for the shopper's lock. The lock is
	 * released after WooCommerce has saved the session (on `shutdown`), or by MariaDB when the
	 * request's connection closes. Without a MySQL connection (SQLite), or when the wait runs
	 * out, the request goes on as WooCommerce alone would.
	 *
	 * @param mixed           $result  A response another filter gave, or null.
	 * @param WP_REST_Server  $server  REST server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed The result, unchanged.
	 */
	public static function acquire( $result, $server, $request ) {
		global $wpdb;
		if ( null !== $result || '' !== self::$held || 'POST' !== $request->get_method()
			|| ! preg_match( '#^/wc/store(/v\d+)?/checkout/?$#', $request->get_route() ) || ! $wpdb->dbh instanceof mysqli ) {
			return $result;
		}
		$shopper = self::shopper( $request );
		if ( '' === $shopper ) {
			return $result;
		}
		$name = 'kassa_checkout_' . md5( $shopper );
		if ( '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, self::WAIT_SECONDS ) ) ) {
			self::$held = $name;
			add_action( 'shutdown', array( __CLASS__, 'release' ), PHP_INT_MAX );
		}
		return $result;
	}

	/**
	 * Releases the lock once the request is done (WooCommerce saves the session on `shutdown`,
	 * priority 20).
	 */
	public static function release() {
		global $wpdb;
		if ( '' !== self::$held ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', self::$held ) );
			self::$held = '';
		}
	}

	/**
	 * Who is checking out, as WooCommerce will tell when it loads the session: the logged-in
	 * customer, the Cart-Token's cart, or the guest's session cookie. Only the lock's name comes
	 * from it: a forged value makes a request wait for nobody's checkout but its own.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return string '' for a shopper without a session (who has no cart to check out).
	 */
	private static function shopper( $request ) {
		$user = get_current_user_id();
		if ( $user ) {
			return "user:$user";
		}
		$token = (string) $request->get_header( 'cart_token' );
		if ( '' !== $token ) {
			return "token:$token";
		}
		$cookie = apply_filters( 'woocommerce_cookie', 'wp_woocommerce_session_' . COOKIEHASH ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		if ( empty( $_COOKIE[ $cookie ] ) ) {
			return '';
		}
		// The cookie is "customer id||expiry||expiring||hash"; the customer id names the session.
		return 'guest:' . strtok( sanitize_text_field( wp_unslash( $_COOKIE[ $cookie ] ) ), '|' );
	}
}
