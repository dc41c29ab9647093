<?php
/**
 * Plugin Name: Kassa test locale
 * Description: Serves a request in the locale its cookie `kassa_test_locale` names (the e2e tests of translations and right-to-left layouts), without changing the site's language for anyone else; `kassa_test_text_direction=rtl` makes WordPress right to left, as a right-to-left language's own WordPress translation would (a test site has none).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// Only on the test lanes' sites (bin/test, wp-env's tests environment), as kassa-faults.php.
if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

/**
 * The locale the request's cookie asks for.
 *
 * @return string A locale such as he_IL, or '' for the site's own.
 */
function kassa_test_locale() {
	$locale = isset( $_COOKIE['kassa_test_locale'] ) ? sanitize_key( wp_unslash( $_COOKIE['kassa_test_locale'] ) ) : '';
	return preg_match( '/^[a-z]{2,3}(_[a-z]{2})?$/', $locale ) ? preg_replace_callback( '/_([a-z]{2})$/', static fn( $m ) => '_' . strtoupper( $m[1] ), $locale ) : '';
}

if ( '' !== kassa_test_locale() ) {
	// The site's and every user's locale, on the front end, in wp-admin and in the editor.
	add_filter( 'locale', 'kassa_test_locale', 100 );
	add_filter( 'determine_locale', 'kassa_test_locale', 100 );
	add_filter( 'pre_get_user_locale', 'kassa_test_locale', 100 );
	if ( 'rtl' === ( $_COOKIE['kassa_test_text_direction'] ?? '' ) ) {
		// WordPress's own way to set the direction before its locale object is made.
		$GLOBALS['text_direction'] = 'rtl'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test site's switch.
	}
}
