<?php
/**
 * The WooCommerce bridge, active only when WooCommerce is: the settings payload and page links
 * from WooCommerce's settings, the shop's payment gateways on Kassa's checkout, WooCommerce's
 * script handles pointing at Kassa's adapters on Kassa's pages (and its order attribution's
 * script given the checkout store it writes to), the integrations extensions register for the
 * cart and checkout blocks, the admin screen that makes Kassa the shop's cart and checkout, one
 * checkout at a time per shopper, and paying an existing order on Kassa's checkout page.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Domain\Services\Hydration;
use Automattic\WooCommerce\Blocks\Package;

/**
 * Starts the bridge once every plugin is loaded, if WooCommerce is one of them.
 */
function kassa_woocommerce_boot() {
	if ( ! class_exists( 'WooCommerce' ) || ! function_exists( 'WC' ) ) {
		return;
	}
	foreach ( array( 'settings', 'payments', 'pages', 'checkout-lock', 'cart-check', 'script-handles', 'integrations', 'order-attribution', 'order-pay' ) as $part ) {
		require_once KASSA_DIR . "/includes/woocommerce/class-kassa-woocommerce-$part.php";
	}
	add_filter( 'kassa_settings', array( 'Kassa_WooCommerce_Settings', 'filter_payload' ) );
	add_filter( 'kassa_checkout_settings', array( 'Kassa_WooCommerce_Settings', 'filter_checkout_payload' ) );
	add_filter( 'kassa_page_links', array( 'Kassa_WooCommerce_Settings', 'page_links' ) );
	Kassa_WooCommerce_Payments::init();
	Kassa_WooCommerce_Script_Handles::init();
	Kassa_WooCommerce_Integrations::init();
	Kassa_WooCommerce_Order_Attribution::init();
	Kassa_WooCommerce_Pages::init();
	Kassa_WooCommerce_Checkout_Lock::init();
	Kassa_WooCommerce_Cart_Check::init();
	Kassa_WooCommerce_Order_Pay::init();
	// The classic checkout's contract (plugins written for WooCommerce's classic checkout).
	require_once KASSA_DIR . '/includes/woocommerce/classic/class-kassa-classic.php';
	Kassa_Classic::init();
	// Its field filters on Kassa's forms; the plugins that hook the cart and checkout, listed on
	// WooCommerce → Kassa.
	foreach ( array( 'plugins', 'fields', 'listing' ) as $part ) {
		require_once KASSA_DIR . "/includes/woocommerce/classic/class-kassa-classic-$part.php";
	}
	Kassa_Classic_Fields::init();
	add_filter( 'render_block_kassa/cart', 'kassa_woocommerce_leave_out_classic_scripts' );
	add_filter( 'render_block_kassa/checkout', 'kassa_woocommerce_leave_out_classic_scripts' );
	add_filter( 'render_block_kassa/cart', 'kassa_woocommerce_name_block', 10, 2 );
	add_filter( 'render_block_kassa/checkout', 'kassa_woocommerce_name_block', 10, 2 );
	add_action( 'wp_enqueue_scripts', 'kassa_woocommerce_order_received_scripts', 20 );
	add_filter( 'woocommerce_enqueue_styles', 'kassa_woocommerce_leave_out_classic_styles' );
	add_action( 'before_woocommerce_init', 'kassa_woocommerce_declare_compatibility' );
	add_filter( 'kassa_store_api_get', 'kassa_woocommerce_store_api_get', 10, 2 );
	add_filter( 'kassa_mini_cart_summary', 'kassa_woocommerce_mini_cart_summary' );
	add_filter( 'kassa_visitor_has_session', 'kassa_woocommerce_visitor_has_session' );
	add_filter( 'kassa_preload_checkout', array( 'Kassa_WooCommerce_Settings', 'preload_checkout' ) );
}
add_action( 'plugins_loaded', 'kassa_woocommerce_boot' );

/**
 * The cart as WooCommerce's own Cart and Checkout blocks preload it: its hydration service calls
 * the route's controller directly, with the nonce check off (GET only) and the shopper's notices
 * kept, so the page does not start WordPress's REST server (which registers every route of
 * WordPress and WooCommerce first) for one read. Only the cart: the service hands a route the
 * query as it is, without the defaults of the route's arguments the REST server fills in (the
 * product categories' `page` among them), which routes with a query need.
 *
 * @param array|null $response An answer another filter gave, or null.
 * @param string     $path     The route and its query.
 * @return array|null The answer, or null to ask the REST server.
 */
function kassa_woocommerce_store_api_get( $response, $path ) {
	if ( null !== $response || '/wc/store/v1/cart' !== $path || ! class_exists( Hydration::class ) ) {
		return $response;
	}
	$answer = Package::container()->get( Hydration::class )->get_rest_api_response_data( $path );
	// An error answers with its code and message instead of the route's data.
	return isset( $answer['body'] ) && ! isset( $answer['body']['code'] ) ? $answer : null;
}

/**
 * The mini-cart's count and total as WooCommerce's own Mini-Cart reads them: from the cart
 * WooCommerce loaded from the shopper's session for this page (no cart cookie: an empty one),
 * through `get_cart_contents_count()`, so `woocommerce_cart_contents_count` applies.
 *
 * @param array|null $summary A summary another filter gave, or null.
 * @return array|null
 */
function kassa_woocommerce_mini_cart_summary( $summary ) {
	if ( null !== $summary || ! isset( WC()->cart ) ) {
		return $summary;
	}
	$currency = Kassa_WooCommerce_Settings::currency();
	return array(
		'itemsCount' => (int) WC()->cart->get_cart_contents_count(),
		'total'      => (string) (int) round( (float) WC()->cart->get_total( 'edit' ) * ( 10 ** (int) $currency['currency_minor_unit'] ) ),
		'currency'   => $currency,
	);
}

/**
 * Whether the visitor has a WooCommerce session (its cookie), whose cart a page may show.
 *
 * @param bool $has_session Whether another session is known (a logged-in visitor).
 * @return bool
 */
function kassa_woocommerce_visitor_has_session( $has_session ) {
	return $has_session || ( isset( WC()->session ) && WC()->session->has_session() );
}

/**
 * Tells WooCommerce that Kassa works with its order tables (it reads and writes no orders
 * itself: the Store API does) and beside its Cart and Checkout blocks, so WooCommerce warns no
 * admin about it.
 */
function kassa_woocommerce_declare_compatibility() {
	if ( class_exists( 'Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', KASSA_FILE, true );
		Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', KASSA_FILE, true );
	}
}

/**
 * Leaves out the scripts WooCommerce enqueues for its classic (shortcode) cart and checkout on
 * the cart and checkout pages, as its own blocks do, and its global front-end scripts where
 * nothing on the page needs them: Kassa's blocks need none of them, the password strength meter
 * alone is 355 KB, and the global ones bring jQuery into the head, where it holds back the first
 * paint (and woocommerce.js answers every click with a layout). A block theme renders the page
 * before scripts are enqueued, a classic theme after: both are covered. A script another plugin
 * names as a dependency still loads with it.
 *
 * @param string $content Block HTML.
 * @return string
 */
function kassa_woocommerce_leave_out_classic_scripts( $content ) {
	kassa_woocommerce_dequeue_classic_scripts();
	add_action( 'wp_enqueue_scripts', 'kassa_woocommerce_dequeue_classic_scripts', 20 );
	return $content;
}

/**
 * Names Kassa's Cart and Checkout as WooCommerce names its own blocks' wrappers
 * (`data-block-name="woocommerce/cart"`, `"woocommerce/checkout"`), which gateways' scripts
 * look for to know they run in a block cart or checkout (Stripe and WooPayments wait for their
 * fields inside it, others decide whether to start at all). Only the attribute: WooCommerce's own
 * scripts, which also read it, are not on Kassa's pages.
 *
 * @param string $content Block HTML.
 * @param array  $block   The block.
 * @return string
 */
function kassa_woocommerce_name_block( $content, $block ) {
	$names = array(
		'kassa/cart'     => 'woocommerce/cart',
		'kassa/checkout' => 'woocommerce/checkout',
	);
	$html  = new WP_HTML_Tag_Processor( $content );
	if ( isset( $names[ $block['blockName'] ?? '' ] ) && $html->next_tag() ) {
		$html->set_attribute( 'data-block-name', $names[ $block['blockName'] ] );
	}
	return $html->get_updated_html();
}

/**
 * Leaves the same scripts off the order-received page of Kassa's checkout. WooCommerce renders
 * its order details there in place of the page's blocks, so Kassa's checkout block never
 * renders, while WooCommerce, seeing its checkout page, enqueues its classic checkout's scripts
 * (jQuery, selectWoo, the password strength meter, checkout.js: 16 scripts), which the order
 * details do not use. Every order of a shopper ends on this page.
 */
function kassa_woocommerce_order_received_scripts() {
	if ( is_order_received_page() && kassa_is_cart_page() ) {
		kassa_woocommerce_dequeue_classic_scripts();
	}
}

/**
 * Leaves WooCommerce's stylesheets for its classic templates and shortcodes off the pages with
 * Kassa's cart or checkout, which use none of their rules (13.5 KB, brotli), unless the page
 * shows WooCommerce's store notice (or "coming soon" banner), which they lay out, or is the
 * checkout's order-pay endpoint, where WooCommerce's own output may show (its refusals, a
 * gateway's receipt step; Kassa's order-pay view leaves them out itself).
 *
 * @param array<string, array> $styles WooCommerce's general styles, by handle.
 * @return array<string, array>
 */
function kassa_woocommerce_leave_out_classic_styles( $styles ) {
	if ( ! kassa_is_cart_page() || kassa_woocommerce_page_needs_global_scripts() || is_wc_endpoint_url( 'order-pay' ) ) {
		return $styles;
	}
	return array_diff_key( $styles, array_flip( array( 'woocommerce-general', 'woocommerce-layout', 'woocommerce-smallscreen' ) ) );
}

/**
 * Dequeues WooCommerce's classic cart and checkout scripts and styles, and its global front-end
 * scripts (woocommerce.js, add-to-cart.js) unless the page shows something they run.
 */
function kassa_woocommerce_dequeue_classic_scripts() {
	$scripts = array( 'wc-cart', 'wc-checkout', 'wc-password-strength-meter', 'selectWoo', 'wc-address-autocomplete' );
	if ( ! kassa_woocommerce_page_needs_global_scripts() ) {
		$scripts = array_merge( $scripts, array( 'woocommerce', 'wc-add-to-cart' ) );
	}
	foreach ( $scripts as $handle ) {
		wp_dequeue_script( $handle );
	}
	foreach ( array( 'select2', 'wc-address-autocomplete' ) as $handle ) {
		wp_dequeue_style( $handle );
	}
}

/**
 * Whether the page shows something WooCommerce's global front-end script (woocommerce.js) and
 * styles serve: the shop's store notice, or, for shop managers, the "coming soon" banner (each
 * with a dismiss button). Their other work is for classic templates and shortcodes.
 *
 * @return bool
 */
function kassa_woocommerce_page_needs_global_scripts() {
	return is_store_notice_showing() || ( 'yes' === get_option( 'woocommerce_coming_soon' ) && current_user_can( 'manage_woocommerce' ) );
}
