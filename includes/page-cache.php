<?php
/**
 * A page that carries one shopper's cart, addresses or cart count belongs to that shopper, and
 * tells page caches and proxies not to keep it: WordPress's no-cache headers (without
 * `no-store` for visitors who are not logged in, so that their browser's back/forward cache
 * keeps working, as WooCommerce leaves it) and the DONOTCACHEPAGE constant cache plugins
 * honour. Pages holding Kassa's Cart or Checkout block always do, as WooCommerce's own cart,
 * checkout and account pages do; any other page does once it prints a shopper's cart (the
 * preloaded cart, the mini-cart's count) that is not the empty one every new visitor has, or a
 * logged-in shopper's settings payload, so a cache may still keep the page for the others.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The no-cache headers merged into a page's headers.
 *
 * @param array<string, string|false> $headers Header names and values.
 * @return array<string, string|false>
 */
function kassa_private_page_headers( $headers ) {
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
	return kassa_private_page_headers( $headers );
}
add_filter( 'wp_headers', 'kassa_no_cache_on_cart_pages' );

/**
 * On a classic theme the page's header goes out before the blocks in its content render, too
 * early for them to mark the page private, unless WordPress holds the template's output until it
 * is complete (WordPress 6.9+ does for classic themes, unless a site turns that off). Without
 * that, the page of a visitor with a session (logged in, or a shop's session) is marked private
 * before the template prints anything: a block may print that session's data.
 */
function kassa_keep_session_pages_private() {
	if ( wp_is_block_theme() || wp_should_output_buffer_template_for_enhancement() ) {
		return;
	}
	/**
	 * Filters whether the visitor has a session whose data a page may show (a shop's cart
	 * session), before the page renders.
	 *
	 * @param bool $has_session Whether the visitor is logged in.
	 */
	if ( apply_filters( 'kassa_visitor_has_session', is_user_logged_in() ) ) {
		kassa_keep_page_private();
	}
}
add_action( 'template_redirect', 'kassa_keep_session_pages_private' );

/**
 * Marks the page being rendered as one shopper's: DONOTCACHEPAGE, and the no-cache headers
 * while they can still be sent (a block theme renders its blocks before printing anything; a
 * classic theme's header is out by then, and cache plugins go by the constant).
 */
function kassa_keep_page_private() {
	static $sent = false;
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	// Each of a logged-in shopper's blocks asks: the headers go once.
	if ( $sent || headers_sent() ) {
		return;
	}
	$sent = true;
	foreach ( kassa_private_page_headers( array() ) as $name => $value ) {
		if ( false === $value ) {
			header_remove( $name );
		} else {
			header( "$name: $value" );
		}
	}
}

/**
 * Whether a cart is its own shopper's, not the empty one every new visitor has: it holds
 * items or coupons, or an address with more than its country (and state) filled in.
 *
 * @param array|null $cart A Store API cart.
 * @return bool
 */
function kassa_is_personal_cart( $cart ) {
	if ( ! is_array( $cart ) ) {
		return false;
	}
	if ( ! empty( $cart['items'] ) || ! empty( $cart['coupons'] ) ) {
		return true;
	}
	foreach ( array( 'billing_address', 'shipping_address' ) as $type ) {
		$typed = array_diff_key( (array) ( $cart[ $type ] ?? array() ), array_flip( array( 'country', 'state' ) ) );
		if ( array_filter( array_map( 'strval', $typed ) ) ) {
			return true;
		}
	}
	return false;
}
