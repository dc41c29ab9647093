<?php
/**
 * The mini-cart's server side: the drawer's script stays registered but is never printed with
 * the page (the button loads it when the drawer is first opened), the button gets the list of
 * scripts to load then, and block themes get the mini-cart in their header.
 *
 * Nothing printed here depends on the shopper (the REST nonce is added only for logged-in
 * users, whose pages a full-page cache never serves), so pages holding only the mini-cart can
 * be served to every shopper from one cached copy.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** The drawer's script handle (kassa/mini-cart-contents' viewScript). */
const KASSA_MINI_CART_DRAWER_HANDLE = 'kassa-mini-cart-contents-view-script';

/** The button's script handle (kassa/mini-cart's viewScript). */
const KASSA_MINI_CART_BUTTON_HANDLE = 'kassa-mini-cart-view-script';

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
 * Gives the button script its settings, once per page, when a mini-cart renders.
 *
 * @param string $content Block HTML.
 * @return string
 */
function kassa_mini_cart_print_config( $content ) {
	static $printed = false;
	if ( $printed ) {
		return $content;
	}
	$printed = true;
	// kassa_on_render_block (the generic render_block filter, which runs first) has attached the
	// settings payload to kassa-settings: the chain below carries it to the drawer.
	$config = array(
		'cartUrl'       => rest_url( 'wc/store/v1/cart' ),
		'drawerScripts' => kassa_mini_cart_script_chain( KASSA_MINI_CART_DRAWER_HANDLE ),
	);
	if ( is_user_logged_in() ) {
		$config['restNonce'] = wp_create_nonce( 'wp_rest' );
	}
	$json = kassa_script_json( $config );
	wp_add_inline_script( KASSA_MINI_CART_BUTTON_HANDLE, "window.kassaMiniCart = $json;", 'before' );
	return $content;
}
add_filter( 'render_block_kassa/mini-cart', 'kassa_mini_cart_print_config' );

/**
 * Puts the mini-cart after the navigation in a block theme's header template part (WordPress
 * 6.5+ block hooks). Limited to the header, where block.json's `blockHooks` would also hook it
 * after every navigation block of the footer.
 *
 * @param string[]                                                  $hooked   Hooked block names.
 * @param string                                                    $position before, after, first_child or last_child.
 * @param string                                                    $anchor   The anchor block's name.
 * @param WP_Block_Template|WP_Post|array|null                      $context  Template, template part, pattern or post.
 * @return string[]
 */
function kassa_mini_cart_in_header( $hooked, $position, $anchor, $context ) {
	if (
		'after' === $position &&
		'core/navigation' === $anchor &&
		$context instanceof WP_Block_Template &&
		'wp_template_part' === $context->type &&
		'header' === $context->area
	) {
		$hooked[] = 'kassa/mini-cart';
	}
	return $hooked;
}
add_filter( 'hooked_block_types', 'kassa_mini_cart_in_header', 10, 4 );
