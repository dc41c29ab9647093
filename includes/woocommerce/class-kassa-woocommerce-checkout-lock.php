<?php
/**
 * One Place Order at a time per shopper. WooCommerce's Store API reads the shopper's cart when a
 * checkout request starts and empties it only when the order is placed, so two checkout requests
 * of one session that overlap (a second tab, a request a proxy or the network repeated) each
 * place an order of the same cart: on MariaDB, three parallel requests made three orders. Here a
 * checkout request waits for the one before it from the same shopper (a MySQL named lock, or a
 * file lock on a one-server SQLite site, held until the request has saved the session) and then finds the cart spent, as the Store API
 * answers any checkout of an empty cart. Shoppers do not wait for one another, except to buy
 * the same product whose stock is counted: WooCommerce holds stock only while an order is a draft
 * or pending, so between an order leaving that status and its stock being reduced another
 * checkout finds the stock free (on MariaDB, 12 shoppers at once bought 4 of the last 3; on
 * SQLite, two bought the last one). Such
 * checkouts hold the product's lock from before the stock is held until the request ends.
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

	/** The locks this request holds: name => true (MySQL's) or the locked file's handle. */
	private static $held = array();

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_filter( 'rest_pre_dispatch', array( __CLASS__, 'acquire' ), 10, 3 );
		// Fired as the checkout saves the order, before WooCommerce holds its stock.
		add_action( 'woocommerce_store_api_checkout_update_order_meta', array( __CLASS__, 'acquire_stock' ) );
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
		if ( null !== $result || self::$held || 'POST' !== $request->get_method()
			|| ! preg_match( '#^/wc/store(/v\d+)?/checkout/?$#', $request->get_route() ) ) {
			return $result;
		}
		$shopper = self::shopper( $request );
		if ( '' !== $shopper ) {
			self::lock( 'kassa_checkout_' . md5( $shopper ) );
		}
		return $result;
	}

	/**
	 * Before WooCommerce holds stock for the order, waits for the locks of the products whose
	 * stock the order takes, in the order of their ids (so two checkouts never wait for each
	 * other), as WooCommerce holds them.
	 *
	 * @param WC_Order $order The order being placed.
	 */
	public static function acquire_stock( $order ) {
		$ids = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product && $product->managing_stock() && ! $product->backorders_allowed() ) {
				$ids[] = (int) $product->get_stock_managed_by_id();
			}
		}
		$ids = array_unique( $ids );
		sort( $ids );
		foreach ( $ids as $id ) {
			self::lock( "kassa_stock_$id" );
		}
	}

	/**
	 * Waits for a named lock and holds it until the request ends: MySQL's named lock (every web
	 * server of the shop shares it), or without MySQL (SQLite: one server) a lock on a file in
	 * the temporary folder. When the lock is held already or the wait runs out, the request goes
	 * on as WooCommerce alone would.
	 *
	 * @param string $name The lock's name.
	 */
	private static function lock( $name ) {
		global $wpdb;
		if ( isset( self::$held[ $name ] ) ) {
			return;
		}
		if ( $wpdb->dbh instanceof mysqli ) {
			$held = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, self::WAIT_SECONDS ) );
		} else {
			$held = self::lock_file( $name );
		}
		if ( $held ) {
			self::$held[ $name ] = $held;
			if ( ! has_action( 'shutdown', array( __CLASS__, 'release' ) ) ) {
				add_action( 'shutdown', array( __CLASS__, 'release' ), PHP_INT_MAX );
			}
		}
	}

	/**
	 * Locks this site's file for a lock name, waiting up to WAIT_SECONDS.
	 *
	 * @param string $name The lock's name.
	 * @return resource|false The locked file's handle, or false.
	 */
	private static function lock_file( $name ) {
		$file = fopen( get_temp_dir() . 'kassa-' . md5( ABSPATH . $name ) . '.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a lock, not content.
		if ( ! $file ) {
			return false;
		}
		$until = microtime( true ) + self::WAIT_SECONDS;
		while ( ! flock( $file, LOCK_EX | LOCK_NB ) ) {
			if ( microtime( true ) > $until ) {
				fclose( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
				return false;
			}
			usleep( 20000 );
		}
		return $file;
	}

	/**
	 * Releases the lock once the request is done (WooCommerce saves the session on `shutdown`,
	 * priority 20).
	 */
	public static function release() {
		global $wpdb;
		foreach ( self::$held as $name => $held ) {
			if ( true === $held ) {
				$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
			} else {
				flock( $held, LOCK_UN );
				fclose( $held ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			}
		}
		self::$held = array();
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
