<?php
/**
 * The classic checkout's live updates on Kassa's checkout. When a plugin's script triggers
 * `update_checkout` (or the shopper changes a field the classic checkout watches), Kassa's
 * classic script sends the form through WooCommerce's Store API (`POST /cart/extensions`,
 * namespace `kassa-classic`), and this does what `WC_AJAX::update_order_review()` does: the
 * serialised form is `$_POST['post_data']`, `woocommerce_checkout_update_order_review` fires, the
 * totals are calculated again (so a fee a plugin adds from `post_data` in
 * `woocommerce_cart_calculate_fees` is in the cart Kassa shows), and the answer carries, beside
 * the cart, what the classic checkout's answer carries: its notices, whether to reload, the
 * fragments plugins add (`woocommerce_update_order_review_fragments`) and the hooks the classic
 * checkout prints again with its order review.
 *
 * Kassa's other Store API requests from such a checkout carry the form too (the
 * `X-Kassa-Classic-Post-Data` header), so that the totals of every answer are the ones the
 * classic checkout shows, fee included, with `is_checkout()` true as there. Place Order posts
 * the form as the classic checkout posts it (Kassa_Classic_Posted_Data): it is in `$_POST`
 * before the order's totals are calculated.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Schemas\V1\CartSchema;

/**
 * The classic checkout's update of the order review, through the Store API.
 */
class Kassa_Classic_Live_Update {

	/** The namespace of the update on the Store API's `/cart/extensions` route, and of its answer in the cart's `extensions`. */
	const NAMESPACE = 'kassa-classic';

	/** The request header carrying the serialised form with Kassa's other Store API requests. */
	const HEADER = 'X-Kassa-Classic-Post-Data';

	/**
	 * The serialised form Kassa's checkout sent with this request, or null.
	 *
	 * @var string|null
	 */
	private static $post_data = null;

	/**
	 * The Store API checkout request placing a classic order, or null.
	 *
	 * @var WP_REST_Request|null
	 */
	private static $placing = null;

	/**
	 * Hooks in.
	 */
	public static function init() {
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			self::register();
		} else {
			add_action( 'woocommerce_blocks_loaded', array( __CLASS__, 'register' ) );
		}
		add_filter( 'rest_pre_dispatch', array( __CLASS__, 'read_request' ), 10, 3 );
		add_action( 'woocommerce_before_calculate_totals', array( __CLASS__, 'post_form' ) );
		add_filter( 'kassa_classic_needed', array( __CLASS__, 'is_needed' ), 10, 2 );
	}

	/**
	 * Whether plugins take part in the classic checkout's updates of its order review, so that
	 * Kassa's checkout makes them: they hook the update itself or its fragments, calculate fees
	 * from the posted form (a fee that does not read it is the Store API's like any other), or
	 * print at a hook the update prints again.
	 *
	 * @return bool
	 */
	public static function matters() {
		$hooks = array_merge( array( 'woocommerce_checkout_update_order_review', 'woocommerce_update_order_review_fragments' ), Kassa_Classic_Hooks::update_hooks() );
		foreach ( $hooks as $hook ) {
			if ( Kassa_Classic::has_plugin_callback( $hook ) ) {
				return true;
			}
		}
		return Kassa_Classic::has_plugin_callback( 'woocommerce_cart_calculate_fees', array( 'Kassa_Classic', 'reads_posted_form' ) );
	}

	/**
	 * A checkout whose plugins take part in the classic updates needs the classic contract
	 * (its form, its post), islands or not.
	 *
	 * @param bool   $needed  Whether another piece needs it.
	 * @param string $context 'checkout' or 'cart'.
	 * @return bool
	 */
	public static function is_needed( $needed, $context ) {
		return $needed || ( 'checkout' === $context && self::matters() );
	}

	/**
	 * Registers the update with the Store API's `/cart/extensions` route.
	 */
	public static function register() {
		woocommerce_store_api_register_update_callback(
			array(
				'namespace' => self::NAMESPACE,
				'callback'  => array( __CLASS__, 'update_order_review' ),
			)
		);
	}

	/**
	 * The update of the order review, as `WC_AJAX::update_order_review()` does it up to the
	 * totals (the route calculates them next; the answer follows in answer()).
	 *
	 * @param mixed $data What Kassa's checkout sent: `post_data`, the serialised classic form
	 *                    (`getClassicPostData()` of the classic script), and `payment_method`.
	 */
	public static function update_order_review( $data ) {
		wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
		$data            = is_array( $data ) ? $data : array();
		self::$post_data = is_string( $data['post_data'] ?? null ) ? $data['post_data'] : '';
		self::post_form();
		$method = wc_clean( (string) ( $data['payment_method'] ?? '' ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the Store API checked the request's nonce.
		$_POST['payment_method'] = wp_slash( $method );
		/** This action is documented in WooCommerce's includes/class-wc-ajax.php. */
		do_action( 'woocommerce_checkout_update_order_review', self::$post_data ); // phpcs:ignore WooCommerce.Commenting.CommentHooks.MissingSinceComment
		WC()->session->set( 'chosen_payment_method', $method );
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => CartSchema::IDENTIFIER,
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( __CLASS__, 'answer' ),
				'schema_callback' => '__return_empty_array',
				'schema_type'     => ARRAY_A,
			)
		);
	}

	/**
	 * What the classic checkout's update answers beside the totals, once they are calculated:
	 * `result` and `messages` (the notices, printed and cleared), `reload`, the `fragments`
	 * plugins add (WooCommerce's own two, which Kassa's blocks are, left out), and the
	 * `islands` of the hooks printed again with the order review.
	 *
	 * @return array
	 */
	public static function answer() {
		$fragments = apply_filters( // phpcs:ignore WooCommerce.Commenting.CommentHooks.MissingHookComment -- WooCommerce's own filter.
			'woocommerce_update_order_review_fragments',
			array(
				'.woocommerce-checkout-review-order-table' => '',
				'.woocommerce-checkout-payment'            => '',
			)
		);
		unset( $fragments['.woocommerce-checkout-review-order-table'], $fragments['.woocommerce-checkout-payment'] );
		$islands  = Kassa_Classic_Hooks::render_update();
		$reload   = isset( WC()->session->reload_checkout );
		$messages = $reload ? '' : wc_print_notices( true );
		unset( WC()->session->refresh_totals, WC()->session->reload_checkout );
		return array(
			'result'    => '' === (string) $messages ? 'success' : 'failure',
			'messages'  => (string) $messages,
			'reload'    => $reload,
			'fragments' => (object) array_map( 'strval', (array) $fragments ),
			'islands'   => (object) $islands,
		);
	}

	/**
	 * Reads what Kassa's checkout sends of the classic form with its Store API requests: the
	 * serialised form with its other requests (the totals are then calculated with it, and
	 * `is_checkout()` is true, as in the classic checkout's requests); Place Order's classic
	 * post, which the totals calculated first in that request must see, as the classic
	 * checkout's `process_checkout()` sees it.
	 *
	 * @param mixed           $result  An answer another filter gave.
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function read_request( $result, $server, $request ) {
		if ( 0 !== strpos( $request->get_route(), '/wc/store/' ) ) {
			return $result;
		}
		if ( 'POST' === $request->get_method() && preg_match( '#^/wc/store/v\d+/checkout$#', $request->get_route() ) ) {
			self::$placing = Kassa_Classic_Posted_Data::is_classic_request( $request ) ? $request : null;
			return $result;
		}
		$header = $request->get_header( self::HEADER );
		if ( null !== $header ) {
			self::$post_data = rawurldecode( $header );
			add_filter( 'woocommerce_is_checkout', '__return_true' );
		}
		return $result;
	}

	/**
	 * Before the totals are calculated in a request that carries the classic form: the form as
	 * the classic checkout posts it, `$_POST['post_data']` with an update, the classic post when
	 * the order is placed.
	 */
	public static function post_form() {
		if ( self::$placing ) {
			// As WC_Checkout::process_checkout() before it calculates the totals.
			wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
			Kassa_Classic_Posted_Data::apply( Kassa_Classic_Posted_Data::from_request( self::$placing ) );
		} elseif ( null !== self::$post_data ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the Store API checked the request's nonce.
			$_POST['post_data'] = wp_slash( self::$post_data );
		}
	}
}
