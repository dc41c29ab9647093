<?php
/**
 * Registers every block from its built block.json, and prints the settings payload on pages
 * that render one of Kassa's blocks.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers all blocks found in build/blocks/.
 */
function kassa_register_blocks() {
	foreach ( glob( KASSA_DIR . '/build/blocks/*/block.json' ) as $metadata ) {
		register_block_type( dirname( $metadata ) );
	}
}
add_action( 'init', 'kassa_register_blocks' );

/**
 * Blocks whose front end needs the preloaded cart.
 */
const KASSA_CART_BLOCKS = array( 'kassa/cart', 'kassa/checkout' );

/**
 * When a Kassa parent block renders, makes sure its page carries the settings payload.
 *
 * @param string $content Block HTML.
 * @param array  $block   Parsed block.
 * @return string
 */
function kassa_on_render_block( $content, $block ) {
	if ( isset( $block['blockName'] ) && 0 === strpos( (string) $block['blockName'], 'kassa/' ) ) {
		kassa_print_settings( in_array( $block['blockName'], KASSA_CART_BLOCKS, true ) );
	}
	return $content;
}
add_filter( 'render_block', 'kassa_on_render_block', 10, 2 );
