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
		$block = register_block_type( dirname( $metadata ) );
		// The view scripts (deferred) print in the footer, so their dependencies do too: no script
		// of Kassa's holds back the first paint, where each block's saved shell already takes its
		// place on the page.
		foreach ( $block ? $block->view_script_handles : array() as $handle ) {
			wp_script_add_data( $handle, 'group', 1 );
		}
		// In a right-to-left language WordPress swaps a block's stylesheet for its -rtl file by
		// replacing '{suffix}.css' in the link, with the suffix of its own minified files
		// ('.min'): Kassa's are style-index.css, so a linked (not inlined) one would stay left to
		// right. No suffix makes the swap find '.css'.
		foreach ( $block ? $block->style_handles : array() as $handle ) {
			if ( 'replace' === wp_styles()->get_data( $handle, 'rtl' ) ) {
				wp_style_add_data( $handle, 'suffix', '' );
			}
		}
	}
}
add_action( 'init', 'kassa_register_blocks' );

/**
 * The cart and the checkout: their pages are the shop's cart pages.
 */
const KASSA_CART_BLOCKS = array( 'kassa/cart', 'kassa/checkout' );

/**
 * A start tag's attributes in a regular expression, each quoted value (which may hold `>` or the
 * other quote) read whole, so that a match never ends inside a value.
 */
const KASSA_TAG_ATTRIBUTES_PATTERN = '(?:[^>"\']|"[^"]*"|\'[^\']*\')*';

/**
 * The parts of the settings payload (kassa_settings_part()) a block's front end needs beyond the
 * shop's settings. The cart comes with the page for each block that reads it as the page loads,
 * so that no page asks the Store API anything before the shopper acts; what the checkout needs
 * of the shopper (saved payment methods, checkout field values) and the gateways' data only where
 * the cart or checkout shows them, as WooCommerce prints them only on its cart and checkout.
 */
const KASSA_SETTINGS_PARTS = array(
	'kassa/cart'     => array( 'cart', 'checkout' ),
	'kassa/checkout' => array( 'cart', 'checkout' ),
	'kassa/products' => array( 'cart' ),
);

/**
 * When a Kassa parent block renders on a shopper's page, makes sure the page carries the
 * settings payload.
 *
 * @param string $content Block HTML.
 * @param array  $block   Parsed block.
 * @return string
 */
function kassa_on_render_block( $content, $block ) {
	$name = isset( $block['blockName'] ) ? (string) $block['blockName'] : '';
	// The Cart Link is a plain link rendered by the server: no script, no payload.
	if ( 0 !== strpos( $name, 'kassa/' ) || 'kassa/cart-link' === $name ) {
		return $content;
	}
	// The block editor renders the post's blocks too (its preloaded REST response carries the
	// rendered content): that is no shopper's page, and the editor previews with sample data.
	if ( ! is_admin() ) {
		kassa_print_settings( KASSA_SETTINGS_PARTS[ $name ] ?? array() );
		if ( in_array( $name, KASSA_CART_BLOCKS, true ) ) {
			kassa_enqueue_payment_method_scripts( 'kassa/checkout' === $name ? 'checkout' : 'cart' );
		}
	}
	if ( '' === trim( $content ) ) {
		return kassa_block_shell( $name, isset( $block['attrs'] ) ? (array) $block['attrs'] : array() );
	}
	return $content;
}

/**
 * The shell a block's save() would have written, for a block saved without markup (a
 * hand-written `<!-- wp:kassa/cart /-->`): the front end finds it and renders the block's
 * default layout into it. The block comment is the post author's data, not markup: only the
 * attributes block.json registers, with values of their registered types, become data
 * attributes (any other key, such as `x onfocus=alert(1) y`, is left out), and the tag is built
 * by WordPress's HTML API, which writes only valid attribute names and escapes every value.
 *
 * @param string $name       Block name.
 * @param array  $attributes Block attributes from the comment.
 * @return string The shell, or '' for a block that is not registered.
 */
function kassa_block_shell( $name, $attributes ) {
	$stored = kassa_stored_attributes( $name, $attributes );
	if ( null === $stored ) {
		return '';
	}
	$shell = new WP_HTML_Tag_Processor( '<div></div>' );
	$shell->next_tag();
	$class = 'wp-block-' . str_replace( '/', '-', $name );
	// The alignment's class, as block supports add it to a saved block (the cart's and the
	// checkout's default is wide, as WooCommerce's are).
	$type  = WP_Block_Type_Registry::get_instance()->get_registered( $name );
	$align = $stored['align'] ?? ( $type->attributes['align']['default'] ?? '' );
	if ( is_string( $align ) && in_array( $align, (array) ( $type->supports['align'] ?? array() ), true ) ) {
		$class .= ' align' . $align;
	}
	$shell->set_attribute( 'class', $class );
	$shell->set_attribute( 'data-block-name', $name );
	foreach ( $stored as $key => $value ) {
		$shell->set_attribute( 'data-' . strtolower( (string) preg_replace( '/([A-Z])/', '-$1', (string) $key ) ), (string) wp_json_encode( $value ) );
	}
	return $shell->get_updated_html();
}

/**
 * The attributes of a block comment that its block type registers, each with a value of its
 * registered type (as WordPress validates them for a block's render); no defaults added.
 *
 * @param string $name       Block name.
 * @param array  $attributes Block attributes from the comment.
 * @return array|null The attributes, or null for a block that is not registered.
 */
function kassa_stored_attributes( $name, $attributes ) {
	$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
	if ( ! $type ) {
		return null;
	}
	return array_intersect_key( $type->prepare_attributes_for_render( $attributes ), $attributes, (array) $type->attributes );
}
add_filter( 'render_block', 'kassa_on_render_block', 10, 2 );

/**
 * Whether the page being served holds Kassa's cart or checkout.
 *
 * @return bool
 */
function kassa_is_cart_page() {
	$post = get_queried_object();
	if ( ! $post instanceof WP_Post ) {
		return false;
	}
	foreach ( KASSA_CART_BLOCKS as $name ) {
		if ( has_block( $name, $post ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Leaves WordPress's emoji script off pages with Kassa's cart or checkout: it rewrites text
 * nodes the blocks' React owns into images (WooCommerce's blocks turn it off for the same
 * reason), and the shopper saves its 4 KB.
 */
function kassa_disable_emoji_on_cart_pages() {
	if ( kassa_is_cart_page() ) {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
	}
}
add_action( 'wp', 'kassa_disable_emoji_on_cart_pages' );
