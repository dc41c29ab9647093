<?php
/**
 * One Place Order at a time per shopper. WooCommerce's Store API reads the shopper's cart when a
 * checkout request starts and empties it only when the order is placed, so two checkout requests
 * of one session that overlap (a second tab, a request a proxy or the network repeated) each
 * place an order of the same cart: on MariaDB, three parallel requests made three orders. Here a
 * checkout request waits for the one before it from the same shopper (a MySQL named lock, or a
 * file lock on a one-server SQLite site, held until the request has saved the session) and then
 * finds the cart spent, as the Store API answers any checkout of an empty cart. Shoppers do not
 * wait for one another, except to buy the same product whose stock is counted: WooCommerce holds
 * stock only while an order is a draft or pending, so between an order leaving that status and
 * its stock being reduced another checkout finds the stock free (on MariaDB, 12 shoppers at once
 * bought 4 of the last 3; on SQLite, two bought the last one). Such checkouts hold the product's
 * lock only through that window: from before the stock is held until it is reduced (or the
 * checkout ends without reducing it), and wait for it a short while only.
 *
 * A lock is taken only for a request WooCommerce will serve: a shopper's session it can tell
 * (the logged-in customer, a signed Cart-Token, a signed session cookie) with the nonce it checks.
 * WooCommerce checks the nonce only after it has read the cart, too late for the lock, so the
 * same checks run here first, with WooCommerce's own functions. Lock names carry the site's key
 * (sites of a network, or sharing a database server, never wait for each other); a file lock's
 * file lives in the site's private folder and goes when the lock is released.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Utilities\CartTokenUtils;

/**
 * Serialises each shopper's checkout requests, and checkouts through a product's stock window.
 */
class Kassa_WooCommerce_Checkout_Lock {

	/** How long a checkout waits for the shopper's previous one, in seconds. */
	const WAIT_SECONDS = 30;

	/** How long a checkout waits for another to leave a product's stock window, in seconds. */
	const STOCK_WAIT_SECONDS = 10;

	/** The start of the name of each site's folder for lock files, in the temporary folder. */
	const FOLDER_PREFIX = 'kassa-locks-';

	/** The locks this request holds: name => true (MySQL's) or the locked file's handle and path. */
	private static $held = array();

	/** Whether this request is a shopper's Place Order that holds the shopper's lock. */
	private static $placing = false;

	/**
	 * Hooks in.
	 */
	public static function init() {
		// Once the REST server has matched the route and checked its arguments, before
		// WooCommerce's callback reads the cart.
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'acquire' ), 10, 3 );
		// Fired as the checkout saves the order, before WooCommerce holds its stock.
		add_action( 'woocommerce_store_api_checkout_update_order_meta', array( __CLASS__, 'acquire_stock' ) );
		add_action( 'woocommerce_reduce_order_stock', array( __CLASS__, 'release_stock' ) );
		add_filter( 'rest_request_after_callbacks', array( __CLASS__, 'release_stock_after_checkout' ), 10, 3 );
	}

	/**
	 * Before a checkout request reads the cart, waits for the shopper's lock. The lock is
	 * released after WooCommerce has saved the session (on `shutdown`), or by MariaDB when the
	 * request's connection closes. When the wait runs out, the request goes on as WooCommerce
	 * alone would.
	 *
	 * @param mixed           $response A response or error so far (an error: WooCommerce will not run).
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed The response, unchanged.
	 */
	public static function acquire( $response, $handler, $request ) {
		if ( null !== $response || self::$placing || ! self::is_checkout( $request ) ) {
			return $response;
		}
		$session = self::session( $request );
		if ( '' !== $session ) {
			self::$placing = true;
			self::lock( "checkout:$session", self::WAIT_SECONDS );
		}
		return $response;
	}

	/**
	 * Before WooCommerce holds stock for the order, waits for the locks of the products whose
	 * stock the order takes, in the order of their ids (so two checkouts never wait for each
	 * other), as WooCommerce holds them.
	 *
	 * @param WC_Order $order The order being placed.
	 */
	public static function acquire_stock( $order ) {
		if ( ! self::$placing ) {
			return;
		}
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
			self::lock( "stock:$id", self::STOCK_WAIT_SECONDS );
		}
	}

	/**
	 * Once the order's stock is reduced (or no longer held), the next checkout may count it.
	 */
	public static function release_stock() {
		self::release( 'stock:' );
	}

	/**
	 * When the checkout's callback is done, placed or not, the stock locks it still holds go
	 * (a pending order keeps its stock held by WooCommerce).
	 *
	 * @param mixed           $response The response.
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed The response, unchanged.
	 */
	public static function release_stock_after_checkout( $response, $handler, $request ) {
		if ( self::$placing && self::is_checkout( $request ) ) {
			self::release_stock();
		}
		return $response;
	}

	/**
	 * Releases every lock the request still holds, once it is done (WooCommerce saves the
	 * session on `shutdown`, priority 20).
	 */
	public static function release_all() {
		self::release( '' );
	}

	/**
	 * Removes this site's folder of lock files (when Kassa is deleted): empty but while a
	 * checkout is under way.
	 */
	public static function remove_folder() {
		$folder = self::folder();
		foreach ( (array) glob( $folder . '*.lock' ) as $file ) {
			wp_delete_file( $file );
		}
		if ( is_dir( $folder ) ) {
			rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the lock folder, before WordPress's filesystem API is set up.
		}
	}

	/**
	 * Whether the request is a Place Order: a POST to the Store API's checkout.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool
	 */
	private static function is_checkout( $request ) {
		return 'POST' === $request->get_method() && (bool) preg_match( '#^/wc/store(/v\d+)?/checkout/?$#', $request->get_route() );
	}

	/**
	 * The shopper's session WooCommerce will serve the checkout for, checked as WooCommerce
	 * checks it (AbstractCartRoute::has_cart_token() and check_nonce(), WC_Session_Handler's
	 * signed cookie): a valid Cart-Token's session; else, with a valid nonce, the logged-in
	 * customer's or the session cookie's. Anything else WooCommerce refuses, and takes no lock.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return string The session's key, or ''.
	 */
	private static function session( $request ) {
		$token = (string) $request->get_header( 'cart_token' );
		// Its signature checked here too: WooCommerce before 11.1 reads any token's payload.
		if ( '' !== $token && CartTokenUtils::validate_cart_token( $token ) ) {
			$session = (string) CartTokenUtils::get_cart_token_payload( $token )['user_id'];
			if ( '' !== $session ) {
				return $session;
			}
		}
		/** This filter is documented in WooCommerce (src/StoreApi/Routes/V1/AbstractCartRoute.php). */
		$unchecked = apply_filters( 'woocommerce_store_api_disable_nonce_check', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		if ( ! $unchecked && ! wp_verify_nonce( (string) $request->get_header( 'nonce' ), 'wc_store_api' ) ) {
			return '';
		}
		$user = get_current_user_id();
		if ( $user ) {
			return (string) $user;
		}
		$cookie = ( new WC_Session_Handler() )->get_session_cookie();
		return $cookie ? (string) $cookie[0] : '';
	}

	/**
	 * Waits for a named lock and holds it: MySQL's named lock (every web server of the shop
	 * shares it), or without MySQL (SQLite: one server) a lock on a file in the site's folder.
	 * When the lock is held already or the wait runs out, the request goes on as WooCommerce
	 * alone would.
	 *
	 * @param string $name    The lock's name within the site.
	 * @param int    $seconds How long to wait.
	 */
	private static function lock( $name, $seconds ) {
		global $wpdb;
		if ( isset( self::$held[ $name ] ) ) {
			return;
		}
		$key = self::key( $name );
		if ( $wpdb->dbh instanceof mysqli ) {
			$held = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $key, $seconds ) );
		} else {
			$held = self::lock_file( self::folder() . "$key.lock", $seconds );
		}
		if ( $held ) {
			self::$held[ $name ] = $held;
			if ( ! has_action( 'shutdown', array( __CLASS__, 'release_all' ) ) ) {
				add_action( 'shutdown', array( __CLASS__, 'release_all' ), PHP_INT_MAX );
			}
		}
	}

	/**
	 * Locks a file, waiting up to the seconds given. Its holder removes the file as it lets go,
	 * so a lock won on a file no longer at its path guards nothing: the wait goes on with the
	 * path's new file.
	 *
	 * @param string $path    The file.
	 * @param int    $seconds How long to wait.
	 * @return array{file: resource, path: string}|false The locked file, or false.
	 */
	private static function lock_file( $path, $seconds ) {
		if ( ! self::ensure_folder() ) {
			return false;
		}
		$until = microtime( true ) + $seconds;
		do {
			$file = fopen( $path, 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a lock, not content.
			if ( ! $file ) {
				return false;
			}
			while ( ! flock( $file, LOCK_EX | LOCK_NB ) ) {
				if ( microtime( true ) > $until ) {
					fclose( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
					return false;
				}
				usleep( 20000 );
			}
			clearstatcache( true, $path );
			$current = file_exists( $path ) ? stat( $path ) : false;
			if ( $current && fstat( $file )['ino'] === $current['ino'] ) {
				return array(
					'file' => $file,
					'path' => $path,
				);
			}
			fclose( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		} while ( microtime( true ) <= $until );
		return false;
	}

	/**
	 * Releases the locks held whose names start with a prefix ('' for all): a file lock's
	 * file is removed first, while it is still locked.
	 *
	 * @param string $prefix Name prefix.
	 */
	private static function release( $prefix ) {
		global $wpdb;
		foreach ( self::$held as $name => $held ) {
			if ( 0 !== strpos( $name, $prefix ) ) {
				continue;
			}
			if ( true === $held ) {
				$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', self::key( $name ) ) );
			} else {
				wp_delete_file( $held['path'] );
				flock( $held['file'], LOCK_UN );
				fclose( $held['file'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			}
			unset( self::$held[ $name ] );
		}
	}

	/**
	 * A lock's name among every site's (MySQL's named locks are the database server's, the
	 * temporary folder the machine's): the site's database and table prefix, and the name.
	 *
	 * @param string $name The lock's name within the site.
	 * @return string At most 64 characters, as MySQL's lock names.
	 */
	private static function key( $name ) {
		return 'kassa_' . md5( self::site() . '|' . $name );
	}

	/**
	 * The site: its database (on MySQL, the database's name, the same on each of the shop's web
	 * servers; on SQLite, the site's folder) and its table prefix (a site of a network).
	 *
	 * @return string
	 */
	private static function site() {
		global $wpdb;
		$database = $wpdb->dbh instanceof mysqli && defined( 'DB_NAME' ) ? DB_NAME : ABSPATH;
		return $database . '|' . $wpdb->prefix;
	}

	/**
	 * The site's folder for lock files: in the temporary folder, readable by the web server's
	 * user alone.
	 *
	 * @return string Path with a trailing slash.
	 */
	private static function folder() {
		return get_temp_dir() . self::FOLDER_PREFIX . md5( self::site() ) . '/';
	}

	/**
	 * Makes the site's lock folder, private (0700); refuses one another user could open.
	 *
	 * @return bool Whether the folder is there and private.
	 */
	private static function ensure_folder() {
		$folder = self::folder();
		if ( ! is_dir( $folder ) ) {
			// Another request may make it first.
			@mkdir( $folder, 0700 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir, WordPress.PHP.NoSilencedErrors.Discouraged -- a private folder, without WordPress's filesystem API (which may ask for credentials).
		}
		clearstatcache( true, rtrim( $folder, '/' ) );
		return is_dir( $folder ) && is_writable( $folder ) && 0 === ( fileperms( $folder ) & 0077 );
	}
}
