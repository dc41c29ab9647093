<?php
/**
 * The Cart Link's markup (block.json `render`): a link to the cart page with the chosen icon
 * and text, and no script. The editor shows the same (block.tsx).
 *
 * @package Kassa
 *
 * @var array $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$kassa_cart_page = kassa_page_links()['cart'];
if ( '' === $kassa_cart_page ) {
	return;
}
// Not set: 'Cart'. Set empty: the icon alone, named 'Cart' for screen readers.
$kassa_text = isset( $attributes['content'] ) ? (string) $attributes['content'] : __( 'Cart', 'kassa' );
printf(
	'<div %1$s><a class="kassa-cart-link__link" href="%2$s"%3$s>%4$s%5$s</a></div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
	esc_url( $kassa_cart_page ),
	'' === $kassa_text ? ' aria-label="' . esc_attr__( 'Cart', 'kassa' ) . '"' : '',
	kassa_cart_icon_svg( (string) ( $attributes['cartIcon'] ?? 'cart' ), 'kassa-cart-link__icon' ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	'' === $kassa_text ? '' : '<span class="kassa-cart-link__text">' . esc_html( $kassa_text ) . '</span>'
);
