<?php
/**
 * The mini-cart's server side: the button with the shopper's count and total
 * (includes/mini-cart-button.php), the drawer's script kept registered but never printed with
 * the page (the button loads it when the drawer is first opened), the list of scripts to load
 * then, and block themes get the mini-cart in their header.
 *
 * The button is the only thing printed here that depends on the shopper. A full-page cache
 * serves cached pages only to visitors without WooCommerce's cart cookies (the bypass rules
 * WooCommerce documents), whose button says the cart is empty, which it is.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** The drawer's script handle (kassa/mini-cart-contents' viewScript). */
const KASSA_MINI_CART_DRAWER_HANDLE = 'kassa-mini-cart-contents-view-script';

/**
 * Keeps the drawer's script registered, but out of the scripts a rendered block enqueues.
 *
 * @param array $settings Block type settings.
 * @param array $metadata block.json.
 * @return array
 */
function kassa_mini_cart_lazy_drawer( $settings, $metadata ) {
	if ( isset( $metadata['name'] ) && 'kassa/mini-cart-contents' === $metadata['name'] ) {
		$settings['view_script_handles'] = array();
	}
	return $settings;
}
add_filter( 'block_type_metadata_settings', 'kassa_mini_cart_lazy_drawer', 10, 2 );

/**
 * A script and its dependencies, dependencies first, as the browser must run them: URL with
 * version, inline code before and after, translations.
 *
 * @param string $handle Script handle.
 * @return array<int, array<string, string>>
 */
function kassa_mini_cart_script_chain( $handle ) {
	$scripts = wp_scripts();
	$ordered = array();
	$visit   = static function ( $name ) use ( &$visit, &$ordered, $scripts ) {
		if ( isset( $ordered[ $name ] ) || ! isset( $scripts->registered[ $name ] ) ) {
			return;
		}
		$ordered[ $name ] = false;
		$script           = $scripts->registered[ $name ];
		foreach ( $script->deps as $dep ) {
			$visit( $dep );
		}
		unset( $ordered[ $name ] );
		if ( ! $script->src ) {
			$ordered[ $name ] = null; // An alias that only groups its dependencies.
			return;
		}
		$src = $script->src;
		if ( ! preg_match( '|^(https?:)?//|', $src ) ) {
			$src = $scripts->base_url . $src;
		}
		$version = null === $script->ver ? '' : ( $script->ver ? $script->ver : $scripts->default_version );
		if ( '' !== $version ) {
			$src = add_query_arg( 'ver', $version, $src );
		}
		$entry        = array(
			'handle' => $name,
			'src'    => $src,
		);
		$translations = $scripts->print_translations( $name, false );
		if ( $translations ) {
			$entry['translations'] = $translations;
		}
		foreach ( array( 'before', 'after' ) as $position ) {
			$code = $scripts->get_data( $name, $position );
			if ( is_array( $code ) && array() !== array_filter( $code ) ) {
				$entry[ $position ] = implode( "\n", array_filter( $code ) );
			}
		}
		$localized = $scripts->get_data( $name, 'data' );
		if ( $localized ) {
			$entry['before'] = $localized . ( isset( $entry['before'] ) ? "\n" . $entry['before'] : '' );
		}
		$ordered[ $name ] = $entry;
	};
	$visit( $handle );
	return array_values( array_filter( $ordered ) );
}

/**
 * When a mini-cart renders: its button comes first, with the shopper's count and total; on
 * the shop's cart and checkout pages, it is left out or hidden (keeping its space in the
 * header) as its `cartAndCheckoutRenderStyle` says; elsewhere, the button script's settings
 * are arranged to be printed once, at the end of the page: only then is it known which of the
 * drawer's scripts the page loads anyway (a cart or checkout block's), which the drawer then
 * needs no copy of. The button script is deferred, so it reads them after the page is parsed.
 *
 * @param string   $content  Block HTML.
 * @param array    $block    Parsed block.
 * @param WP_Block $instance The block, block.json's defaults applied to its attributes.
 * @return string
 */
function kassa_mini_cart_on_render( $content, $block, $instance ) {
	$content = kassa_mini_cart_insert_button( $content, kassa_mini_cart_button( $instance->attributes, kassa_mini_cart_summary() ) );
	$style   = $block['attrs']['cartAndCheckoutRenderStyle'] ?? 'visible';
	if ( 'visible' !== $style && kassa_is_cart_page() ) {
		if ( 'removed' === $style ) {
			return '';
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( $tags->next_tag() ) {
			$tags->add_class( 'kassa-mini-cart--hidden' );
			$tags->set_attribute( 'aria-hidden', 'true' );
			$content = $tags->get_updated_html();
		}
	}
	if ( ! has_action( 'wp_footer', 'kassa_mini_cart_footer_config' ) ) {
		add_action( 'wp_footer', 'kassa_mini_cart_footer_config', 1 );
	}
	return $content;
}
add_filter( 'render_block_kassa/mini-cart', 'kassa_mini_cart_on_render', 10, 3 );

/**
 * Prints `window.kassaMiniCart`: the cart's count and total the buttons show, where the cart is
 * read again, the cart and checkout pages (for buttons that go there), and the drawer's scripts that the page does not load already (kassa_on_render_block, the generic render_block filter, has attached
 * the settings payload to kassa-settings, so the chain carries it where the page has none).
 */
function kassa_mini_cart_footer_config() {
	$not_on_page = static function ( $script ) {
		return ! wp_script_is( $script['handle'], 'done' ) && ! wp_script_is( $script['handle'], 'enqueued' );
	};
	$pages       = kassa_page_links();
	$config      = array(
		'summary'       => kassa_mini_cart_summary(),
		'cartUrl'       => rest_url( 'wc/store/v1/cart' ),
		'drawerScripts' => array_values( array_filter( kassa_mini_cart_script_chain( KASSA_MINI_CART_DRAWER_HANDLE ), $not_on_page ) ),
		'pages'         => array(
			'cart'     => $pages['cart'],
			'checkout' => $pages['checkout'],
		),
	);
	if ( is_user_logged_in() ) {
		$config['restNonce'] = wp_create_nonce( 'wp_rest' );
	}
	wp_print_inline_script_tag( 'window.kassaMiniCart = ' . kassa_script_json( $config ) . ';', array( 'id' => 'kassa-mini-cart-config' ) );
}

/**
 * Puts the mini-cart after the navigation in a block theme's header (WordPress 6.5+ block
 * hooks): in the header template part, or in a header pattern it is built from (Twenty
 * Twenty-Five's header part holds only `twentytwentyfive/header`). Limited to headers, where
 * block.json's `blockHooks` would also hook it after every navigation block of the footer.
 *
 * @param string[]                             $hooked   Hooked block names.
 * @param string                               $position before, after, first_child or last_child.
 * @param string                               $anchor   The anchor block's name.
 * @param WP_Block_Template|WP_Post|array|null $context  Template, template part, pattern or post.
 * @return string[]
 */
function kassa_mini_cart_in_header( $hooked, $position, $anchor, $context ) {
	if ( 'after' === $position && 'core/navigation' === $anchor && kassa_is_header_context( $context ) ) {
		$hooked[] = 'kassa/mini-cart';
	}
	return $hooked;
}
add_filter( 'hooked_block_types', 'kassa_mini_cart_in_header', 10, 4 );

/**
 * Whether block hooks are running over a site header: the header template part, or a pattern
 * made for it (block type `core/template-part/header`).
 *
 * @param WP_Block_Template|WP_Post|array|null $context Block hooks context.
 * @return bool
 */
function kassa_is_header_context( $context ) {
	if ( $context instanceof WP_Block_Template ) {
		return 'wp_template_part' === $context->type && 'header' === $context->area;
	}
	return is_array( $context ) && in_array( 'core/template-part/header', (array) ( $context['blockTypes'] ?? array() ), true );
}
