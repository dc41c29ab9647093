<?php
/**
 * Plugin Name: Kassa test footprint
 * Description: Test-only route that tells what a site keeps that requests could have left behind: `GET /wp-json/kassa-test/v1/footprint`, for the admin, answers the database it runs on, the name of WooCommerce's session cookie, the names in its options table and the files and folders in its temporary folder whose names start with "kassa" (one level down into such folders). The security suite floods the checkout and compares. Off unless the constant KASSA_STORE_API_FAULTS is true.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

/**
 * What the site keeps: its database ('mysql' or 'sqlite'), WooCommerce's session cookie's
 * name, its temporary folder and the
 * "kassa" entries in it (files, and folders with a trailing slash followed by their files),
 * and every option name.
 *
 * @return WP_REST_Response
 */
function kassa_test_footprint() {
	global $wpdb;
	$temporary = get_temp_dir();
	$entries   = array();
	foreach ( (array) glob( $temporary . 'kassa*' ) as $path ) {
		if ( is_dir( $path ) ) {
			$entries[] = basename( $path ) . '/';
			foreach ( (array) glob( $path . '/*' ) as $inner ) {
				$entries[] = basename( $path ) . '/' . basename( $inner );
			}
		} else {
			$entries[] = basename( $path );
		}
	}
	return new WP_REST_Response(
		array(
			'database'  => $wpdb->dbh instanceof mysqli ? 'mysql' : 'sqlite',
			// The name of WooCommerce's session cookie here, for requests that forge one.
			'cookie'    => (string) apply_filters( 'woocommerce_cookie', 'wp_woocommerce_session_' . COOKIEHASH ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
			'temporary' => $temporary,
			'entries'   => $entries,
			'options'   => $wpdb->get_col( "SELECT option_name FROM $wpdb->options ORDER BY option_name" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a test's look at the table itself.
		)
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'kassa-test/v1',
			'/footprint',
			array(
				'methods'             => 'GET',
				'callback'            => 'kassa_test_footprint',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
			)
		);
	}
);
