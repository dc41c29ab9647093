<?php
/**
 * The settings payload: one JSON object printed before the kassa-settings script on pages that
 * render a Kassa block (and in the block editor), so the stores hydrate with no request.
 *
 * Everything shop-specific (currency, countries, payment methods, ...) comes through the
 * `kassa_settings` filter, which the WooCommerce bridge fills (includes/woocommerce/).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The shop's page links (SPEC.md §2), which the WooCommerce bridge (includes/woocommerce/) gives
 * through the `kassa_page_links` filter; without it, only the privacy policy and the login page
 * are known.
 *
 * @return array<string, string>
 */
function kassa_page_links() {
	/**
	 * Filters the shop's page links (shop, cart, checkout, privacy, terms, myaccount).
	 *
	 * @param array<string, string> $links The links.
	 */
	return apply_filters(
		'kassa_page_links',
		array(
			'shop'      => '',
			'cart'      => '',
			'checkout'  => '',
			'privacy'   => (string) get_privacy_policy_url(),
			'terms'     => '',
			'myaccount' => wp_login_url(),
		)
	);
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
 * Builds the settings payload: the shop's settings (built once per request; the checkout's
 * server-rendered first step reads them too) and the parts asked for.
 *
 * @param string[] $parts Parts of the payload to add (kassa_settings_part()).
 * @return array
 */
function kassa_settings( $parts = array() ) {
	static $settings = null;
	if ( null === $settings ) {
		/**
		 * Filters Kassa's settings payload. Store API providers add the shop's currency,
		 * countries, address rules, tax and shipping settings here. The preloaded cart and
		 * checkout are added afterwards (null here), with the payment methods' data where the
		 * page shows them (the `kassa_checkout_settings` filter).
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
	$payload = $settings;
	foreach ( $parts as $part ) {
		$payload = array_merge( $payload, kassa_settings_part( $part ) );
	}
	return $payload;
}

/**
 * A part of the payload only some blocks need: 'cart', the shopper's cart; 'checkout', what the
 * cart and checkout need of the shopper and the shop's payment methods (what the checkout
 * session kept, the `kassa_checkout_settings` filter's saved payment methods and gateways' data).
 *
 * @param string $part 'cart' or 'checkout'.
 * @return array Payload keys and values.
 */
function kassa_settings_part( $part ) {
	if ( 'cart' === $part ) {
		return array( 'preloadedCart' => kassa_preload_cart() );
	}
	/**
	 * Filters what the cart and checkout pages add to the payload, which no other page
	 * carries: the shopper's saved payment methods (`customerPaymentMethods`), the payment
	 * methods' data (`paymentMethodData`, which gateways compute for each page view) and order.
	 *
	 * @param array $settings Payload keys and values.
	 */
	$settings = (array) apply_filters( 'kassa_checkout_settings', array() );
	return array_merge( $settings, array( 'preloadedCheckout' => kassa_preload_checkout() ) );
}

/**
 * Attaches the payload to the kassa-settings script, once per page, with the parts asked for
 * (a part asked for once the payload is attached is added to it). A logged-in shopper's payload
 * is theirs (their id, their nonce), and so is what the cart and checkout add: no cache may keep
 * the page for others.
 *
 * @param string[] $parts Parts of the payload the block needs (kassa_settings_part()).
 */
function kassa_print_settings( $parts ) {
	static $printed = null;
	if ( ! is_admin() && ( is_user_logged_in() || in_array( 'checkout', $parts, true ) ) ) {
		kassa_keep_page_private();
	}
	if ( null === $printed ) {
		$printed = $parts;
		wp_add_inline_script( 'kassa-settings', 'window.kassaSettings = ' . kassa_script_json( kassa_settings( $parts ) ) . ';', 'before' );
		return;
	}
	// A block without them (the mini-cart in a header) may render before the one that needs them.
	foreach ( array_diff( $parts, $printed ) as $part ) {
		$printed[] = $part;
		wp_add_inline_script( 'kassa-settings', 'Object.assign( window.kassaSettings, ' . kassa_script_json( kassa_settings_part( $part ) ) . ' );', 'before' );
	}
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
 * The editor gets the payload without a shopper's cart (blocks preview with sample data there),
 * with the payment methods it previews.
 */
function kassa_print_editor_settings() {
	kassa_print_settings( array( 'checkout' ) );
	wp_enqueue_script( 'kassa-settings' );
}
add_action( 'enqueue_block_editor_assets', 'kassa_print_editor_settings' );
