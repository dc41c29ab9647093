<?php
/**
 * The cart icons the Mini-Cart and the Cart Link offer, drawn on the server from the same paths
 * the front end uses (assets/icons/cart-icons.json).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * A decorative cart icon (the link or button it is in has its own name).
 *
 * @param string $icon       'cart', 'bag' or 'bag-alt' (the cart for anything else).
 * @param string $class_name The SVG's class.
 * @return string Escaped SVG markup.
 */
function kassa_cart_icon_svg( $icon, $class_name ) {
	static $paths = null;
	if ( null === $paths ) {
		$paths = (array) json_decode( (string) file_get_contents( KASSA_DIR . '/assets/icons/cart-icons.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
	}
	$path = isset( $paths[ $icon ] ) ? $paths[ $icon ] : $paths['cart'];
	return sprintf(
		'<svg class="%1$s" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="%2$s"></path></svg>',
		esc_attr( $class_name ),
		esc_attr( $path )
	);
}
