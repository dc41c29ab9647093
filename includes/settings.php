<?php
/**
 * The settings payload: one JSON object printed before the kassa-settings script on pages that
 * render a Kassa block (and in the block editor), so the stores hydrate with no request.
 *
 * Everything shop-specific (currency, countries, payment methods, ...) comes through the
 * `kassa_settings` filter, which the shop's Store API provider fills (store-api/ here, a
 * WooCommerce bridge elsewhere).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Page links from the seeded (or configured) page ids, each falling back as SPEC.md §2 says;
 * a shop's Store API provider gives its own through the `kassa_page_links` filter.
 *
 * @return array<string, string>
 */
function kassa_page_links() {
	$ids   = (array) get_option( 'kassa_pages', array() );
	$link  = static function ( $key ) use ( $ids ) {
		return empty( $ids[ $key ] ) ? '' : (string) get_permalink( (int) $ids[ $key ] );
	};
	$links = array(
		'shop'      => $link( 'shop' ),
		'cart'      => $link( 'cart' ),
		'checkout'  => $link( 'checkout' ),
		'privacy'   => (string) get_privacy_policy_url(),
		'terms'     => $link( 'terms' ),
		'myaccount' => $link( 'myaccount' ),
	);
	if ( '' === $links['myaccount'] ) {
		$links['myaccount'] = wp_login_url();
	}
	/**
	 * Filters the shop's page links (shop, cart, checkout, privacy, terms, myaccount).
	 *
	 * @param array<string, string> $links The links.
	 */
	return apply_filters( 'kassa_page_links', $links );
}

/**
 * Reads the cart through the Store API inside this request, as the shopper's browser would;
 * once per request (the payload and the checkout's server-rendered first step share it).
 * A page paying an existing order starts from that order instead (`kassa_preload_cart`).
 *
 * @return array|null The cart, or null when no Store API is served.
 */
function kassa_preload_cart() {
	static $cart = false;
	if ( false === $cart ) {
		/**
		 * Filters the cart the page's stores start from, before Kassa reads the shopper's cart
		 * for it: a page that pays an existing order holds that order, in the cart's shape.
		 *
		 * @param array|null $cart Null: read the shopper's cart.
		 */
		$cart = apply_filters( 'kassa_preload_cart', null );
		$cart = null === $cart ? kassa_read_cart() : $cart;
		if ( kassa_is_personal_cart( $cart ) ) {
			// The page will carry this shopper's cart: no cache may keep it for others.
			kassa_keep_page_private();
		}
	}
	return $cart;
}

/**
 * Reads the cart through the Store API.
 *
 * @return array|null The cart, or null when no Store API is served.
 */
function kassa_read_cart() {
	$response = kassa_store_api_get( '/wc/store/v1/cart' );
	return isset( $response['body']['items'] ) ? $response['body'] : null;
}

/**
 * Answers a Store API GET inside this request, as the shopper's browser would get it.
 *
 * @param string $path Route with its query, e.g. `/wc/store/v1/products?per_page=12`.
 * @return array{body: mixed, headers: array}|null Null when the Store API answers with an error.
 */
function kassa_store_api_get( $path ) {
	/**
	 * Filters a Store API answer before Kassa asks WordPress's REST server for it. A Store API
	 * provider that can answer within this request without starting the REST server (which
	 * registers every plugin's routes first, a good part of the page's server time) returns
	 * `array( 'body' => …, 'headers' => … )` here, as the Store API would send it.
	 *
	 * @param array|null $response Null: ask the REST server.
	 * @param string     $path     The route and its query.
	 */
	$response = apply_filters( 'kassa_store_api_get', null, $path );
	if ( null !== $response ) {
		return $response;
	}
	$url     = wp_parse_url( $path );
	$request = new WP_REST_Request( 'GET', $url['path'] );
	if ( isset( $url['query'] ) ) {
		wp_parse_str( $url['query'], $query );
		$request->set_query_params( $query );
	}
	$answer = rest_do_request( $request );
	if ( $answer->is_error() || 200 !== $answer->get_status() ) {
		return null;
	}
	return array(
		'body'    => rest_get_server()->response_to_data( $answer, false ),
		'headers' => $answer->get_headers(),
	);
}

/**
 * What the shopper's checkout session kept of the contact and order fields and the order note
 * (the Store API's `GET /checkout` gives the same), so a reload shows them again. The Store API
 * provider answers through the `kassa_preload_checkout` filter.
 *
 * @return array|null `additional_fields` and `customer_note`, or null when no provider answers.
 */
function kassa_preload_checkout() {
	/**
	 * Filters what the shopper's checkout session kept: `additional_fields` (contact and order
	 * field values by key, checkboxes as booleans) and `customer_note`.
	 *
	 * @param array|null $checkout Null: nothing kept.
	 */
	$checkout = apply_filters( 'kassa_preload_checkout', null );
	if ( ! is_array( $checkout ) ) {
		return null;
	}
	return array(
		'additional_fields' => (object) ( $checkout['additional_fields'] ?? array() ),
		'customer_note'     => (string) ( $checkout['customer_note'] ?? '' ),
	);
}

/**
 * Builds the settings payload. The shop's part is built once per request (the checkout's
 * server-rendered first step reads it too); the shopper's cart is added when asked for.
 *
 * @param bool $with_cart Whether to include the preloaded cart.
 * @return array
 */
function kassa_settings( $with_cart ) {
	static $settings = null;
	if ( null === $settings ) {
		/**
		 * Filters Kassa's settings payload. Store API providers add the shop's currency,
		 * countries, address rules, tax and shipping settings and payment method data here.
		 * The preloaded cart and checkout are added afterwards (null here).
		 *
		 * @param array $settings The payload.
		 */
		$settings = apply_filters(
			'kassa_settings',
			array(
				'storeApiNonce'      => wp_create_nonce( 'wc_store_api' ),
				'preloadedCart'      => null,
				'preloadedCheckout'  => null,
				'pages'              => kassa_page_links(),
				'customerId'         => get_current_user_id(),
				'currentUserIsAdmin' => current_user_can( 'manage_options' ),
				'locale'             => determine_locale(),
				// Browsers keep the shop's cookie session; a headless site turns this on.
				'useCartToken'       => false,
			)
		);
	}
	if ( ! $with_cart ) {
		return $settings;
	}
	return array_merge(
		$settings,
		array(
			'preloadedCart'     => kassa_preload_cart(),
			'preloadedCheckout' => kassa_preload_checkout(),
		)
	);
}

/**
 * Attaches the payload to the kassa-settings script, once per page.
 *
 * @param bool $with_cart Whether the page needs the preloaded cart.
 */
function kassa_print_settings( $with_cart ) {
	static $printed = false, $printed_cart = false;
	if ( $printed ) {
		// A block without the cart (the mini-cart in a header) may render before the cart or
		// checkout on the same page: the cart (and what the checkout kept) is then added to the
		// payload already attached.
		if ( $with_cart && ! $printed_cart ) {
			$printed_cart = true;
			$cart         = kassa_script_json( kassa_preload_cart() );
			$checkout     = kassa_script_json( kassa_preload_checkout() );
			wp_add_inline_script( 'kassa-settings', "window.kassaSettings.preloadedCart = $cart;", 'before' );
			wp_add_inline_script( 'kassa-settings', "window.kassaSettings.preloadedCheckout = $checkout;", 'before' );
		}
		return;
	}
	$printed      = true;
	$printed_cart = $with_cart;
	$json         = kassa_script_json( kassa_settings( $with_cart ) );
	wp_add_inline_script( 'kassa-settings', "window.kassaSettings = $json;", 'before' );
}

/**
 * JSON safe to print inside an inline <script>: no markup, quotes or ampersands survive raw.
 *
 * @param mixed $data Data.
 * @return string
 */
function kassa_script_json( $data ) {
	return (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
}

/**
 * The editor gets the payload without a shopper's cart: blocks preview with sample data there.
 */
function kassa_print_editor_settings() {
	kassa_print_settings( false );
	wp_enqueue_script( 'kassa-settings' );
}
add_action( 'enqueue_block_editor_assets', 'kassa_print_editor_settings' );
