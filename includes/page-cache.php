<?php
/**
 * Pages holding Kassa's Cart or Checkout block belong to one shopper: they carry that
 * shopper's cart, addresses and nonce. As WooCommerce does for its own cart, checkout and
 * account pages, they tell page caches and proxies not to keep them: WordPress's no-cache
 * headers (without `no-store` for visitors who are not logged in, so that their browser's
 * back/forward cache keeps working, as WooCommerce leaves it) and the DONOTCACHEPAGE constant
 * cache plugins honour.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the no-cache headers on a page holding the cart or the checkout.
 *
 * @param array<string, string|false> $headers Header names and values.
 * @return array<string, string|false>
 */
function kassa_no_cache_on_cart_pages( $headers ) {
	if ( ! kassa_is_cart_page() ) {
		return $headers;
	}
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	$nocache    = wp_get_nocache_headers();
	$directives = static function ( $value ) {
		return array_filter( preg_split( '/\s*,\s*/', trim( (string) $value ) ) );
	};
	$added      = $directives( $nocache['Cache-Control'] ?? '' );
	if ( ! is_user_logged_in() ) {
		$added = array_diff( $added, array( 'no-store' ) );
	}
	$control                  = array_unique( array_merge( $directives( $headers['Cache-Control'] ?? '' ), $added ) );
	$headers                  = array_merge( $headers, $nocache );
	$headers['Cache-Control'] = implode( ', ', $control );
	return $headers;
}
add_filter( 'wp_headers', 'kassa_no_cache_on_cart_pages' );
