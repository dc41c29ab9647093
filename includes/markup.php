<?php
/**
 * The default markup of Kassa's page blocks, exactly as the block editor saves a newly inserted
 * block (includes/markup/<block>.html, checked against the editor's own serializer by
 * blocks/test/stored-shapes.test.ts): what the demo shop's seed and the WooCommerce → Kassa switch
 * put on pages, so that the editor opens them as they are.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * A Kassa block in its default layout, as block markup.
 *
 * @param string $block Block name: kassa/cart, kassa/checkout, kassa/mini-cart or kassa/products.
 * @return string The markup; the self-closing block (which the editor also opens, with the
 *                default layout) for a block without a markup file.
 */
function kassa_block_markup( $block ) {
	$file = __DIR__ . '/markup/' . basename( $block ) . '.html';
	return is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : "<!-- wp:$block /-->"; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
}
