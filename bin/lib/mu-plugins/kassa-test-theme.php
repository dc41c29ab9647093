<?php
/**
 * Plugin Name: Kassa test theme
 * Description: Serves a request in the installed theme (block or classic) its cookie `kassa_test_theme` names (the design tests and `npm run screenshots` show Kassa's pages in other themes), without changing the site's theme for anyone else.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

// A visitor's cookie must never change a real shop's theme: local sites only (the test sites'
// wp-config.php and wp-env set WP_ENVIRONMENT_TYPE to 'local').
if ( 'local' !== wp_get_environment_type() ) {
	return;
}

/**
 * The theme the request's cookie asks for, when it is installed.
 *
 * @return string A theme folder name such as twentytwentyfour, or '' for the site's own.
 */
function kassa_test_theme() {
	static $theme = null;
	if ( null === $theme ) {
		$asked = isset( $_COOKIE['kassa_test_theme'] ) ? sanitize_key( wp_unslash( $_COOKIE['kassa_test_theme'] ) ) : '';
		$theme = '' !== $asked && is_file( get_theme_root() . "/$asked/style.css" ) ? $asked : '';
	}
	return $theme;
}

if ( '' !== kassa_test_theme() ) {
	add_filter( 'pre_option_stylesheet', 'kassa_test_theme' );
	add_filter( 'pre_option_template', 'kassa_test_theme' );
}
