<?php
/**
 * Plugin Name: Kassa seed once
 * Description: Seeds the demo shop on the first request to a wp-env site, in every wp-env runtime (Docker, or Playground, which has no `wp-env run`): activates WooCommerce, the test gateway and Kassa, then runs bin/lib/seed.php, the same seed bin/start and bin/test run from the command line. The option `kassa_seed` records the seed's version (its files' sizes and times), so the seed runs again only when it changed. Acts only where the constant KASSA_SEED is true, as .wp-env.json sets it.
 *
 * The plugins are activated in one request and the shop is seeded in the next, which has loaded
 * them from the start: WooCommerce installs itself on activation, and its settings can only be
 * written by a request that loaded it from the start (bin/lib/activate.php runs apart for the
 * same reason). A GET is sent to its own URL again after each step, so the visitor sees the
 * seeded shop; wp-env's start scripts (bin/lib/wp-env.sh) make that first request themselves
 * and wait for it.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'KASSA_SEED' ) || ! KASSA_SEED ) {
	return;
}

/** Where Kassa's checkout is: wp-env mounts it as the plugin `kassa`. */
define( 'KASSA_SEED_ROOT', WP_PLUGIN_DIR . '/kassa' );

// The demo shop's WooCommerce rules, the mu-plugin bin/start links into its sites.
require_once KASSA_SEED_ROOT . '/bin/lib/woocommerce/demo-shop.php';

/**
 * The seed's version: its files' sizes and modification times.
 *
 * @return string
 */
function kassa_seed_version() {
	$files = array_merge(
		array(
			KASSA_SEED_ROOT . '/bin/lib/seed.php',
			KASSA_SEED_ROOT . '/bin/lib/site-plugins.php',
			KASSA_SEED_ROOT . '/bin/lib/woocommerce/shop-data.php',
		),
		(array) glob( KASSA_SEED_ROOT . '/bin/lib/woocommerce/seed-*.php' )
	);
	$parts = array();
	foreach ( $files as $file ) {
		$parts[] = basename( $file ) . ':' . @filesize( $file ) . ':' . @filemtime( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing file just changes the version.
	}
	return md5( implode( '|', $parts ) );
}

/**
 * Reads an option from the database, past the options cache (another request may have written it).
 *
 * @param string $name Option name.
 * @return mixed
 */
function kassa_seed_fresh_option( $name ) {
	wp_cache_delete( $name, 'options' );
	wp_cache_delete( 'alloptions', 'options' );
	wp_cache_delete( 'notoptions', 'options' );
	return get_option( $name );
}

/**
 * Runs on every HTTP request once WordPress has loaded (as bin/lib/seed.php runs after
 * wp-load.php): does nothing when the shop holds this version of the seed; otherwise activates
 * what is missing or seeds, one request at a time.
 */
function kassa_seed_once() {
	$version = kassa_seed_version();
	if ( get_option( 'kassa_seed' ) === $version || empty( $_SERVER['REQUEST_URI'] ) || ( defined( 'WP_CLI' ) && WP_CLI ) || wp_installing() ) {
		return;
	}
	// One request seeds; any other waits for it (at most two minutes), then goes on.
	$lock = kassa_seed_fresh_option( 'kassa_seed_lock' );
	if ( $lock && time() - (int) $lock > 300 ) {
		delete_option( 'kassa_seed_lock' );
	}
	if ( ! add_option( 'kassa_seed_lock', time(), '', false ) ) {
		for ( $waited = 0; $waited < 480 && kassa_seed_fresh_option( 'kassa_seed_lock' ); $waited++ ) {
			usleep( 250000 );
		}
		return;
	}
	$GLOBALS['kassa_seed_running'] = true;
	register_shutdown_function( 'kassa_seed_shutdown' );

	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$plugins = require KASSA_SEED_ROOT . '/bin/lib/site-plugins.php';
	$missing = array_values( array_filter( $plugins, static fn( $plugin ) => ! is_plugin_active( $plugin ) ) );
	if ( $missing ) {
		foreach ( $missing as $plugin ) {
			$result = activate_plugin( $plugin );
			if ( is_wp_error( $result ) ) {
				kassa_seed_fail( "could not activate $plugin: " . $result->get_error_message() );
			}
		}
		error_log( 'Kassa: activated ' . implode( ', ', $missing ) . '; the next request seeds the shop.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
	} else {
		ob_start();
		require KASSA_SEED_ROOT . '/bin/lib/seed.php';
		error_log( 'Kassa: ' . trim( (string) ob_get_clean() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		update_option( 'kassa_seed', $version );
	}
	delete_option( 'kassa_seed_lock' );
	$GLOBALS['kassa_seed_running'] = false;

	if ( in_array( $_SERVER['REQUEST_METHOD'] ?? 'GET', array( 'GET', 'HEAD' ), true ) ) {
		// The rest of this request was set up before the step; the next one starts afresh.
		nocache_headers();
		header( 'Location: ' . $_SERVER['REQUEST_URI'], true, 302 ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- the visitor's own URL, sent back.
		exit;
	}
}
add_action( 'wp_loaded', 'kassa_seed_once', 0 );

/**
 * Stops the request with a 500 that says what went wrong.
 *
 * @param string $message What failed.
 */
function kassa_seed_fail( $message ) {
	error_log( "Kassa: seeding the demo shop failed: $message" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
	delete_option( 'kassa_seed_lock' );
	$GLOBALS['kassa_seed_running'] = false;
	wp_die( esc_html( "Kassa could not seed the demo shop: $message" ), 'Kassa seed', array( 'response' => 500 ) );
}

/**
 * Frees the lock when the seed ended with a fatal error, so the next request tries again (and
 * says the same); the error is in wp-content/debug.log.
 */
function kassa_seed_shutdown() {
	if ( ! empty( $GLOBALS['kassa_seed_running'] ) ) {
		delete_option( 'kassa_seed_lock' );
	}
}
