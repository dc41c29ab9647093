<?php
/**
 * The classic checkout's server hooks, fired by Kassa's Place Order: in the Store API's checkout
 * request (POST /wc/store/v1/checkout) that carries Kassa's classic data, each once, in the order
 * of `WC_Checkout::process_checkout()`, with the classic `$_POST` and posted data
 * (Kassa_Classic_Posted_Data) and `is_checkout()` true. Never on a draft save (PUT) or a page
 * load: the Store API fires the two hooks used here only when it places an order.
 *
 * 1. Before the order exists (the Store API's `…_update_customer_from_request`):
 *    `woocommerce_before_checkout_process`, `woocommerce_checkout_process`, the posted data
 *    (`WC_Checkout::get_posted_data()`, with `woocommerce_checkout_posted_data`), the classic
 *    checks of the posted fields, the chosen classic gateway's `validate_fields()`,
 *    `woocommerce_after_checkout_validation` ($data, $errors). An error — in `$errors` or a
 *    `wc_add_notice( …, 'error' )` — refuses the order: no order is made (see refuse()).
 * 2. Once the Store API has the order and its customer, before payment (its
 *    `…_checkout_order_processed`): `woocommerce_checkout_update_customer` ($customer, $data),
 *    `woocommerce_checkout_update_user_meta`, `woocommerce_checkout_create_order` ($order,
 *    $data; the order is saved after it), `woocommerce_checkout_update_order_meta` ($order_id,
 *    $data), `woocommerce_checkout_order_processed` ($order_id, $data, $order).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/**
 * Fires the classic checkout's hooks on Kassa's Place Order.
 */
class Kassa_Classic_Checkout_Hooks {

	/** The error code of a refused classic checkout (the Store API's code for invalid fields). */
	const ERROR_CODE = 'rest_invalid_param';

	/**
	 * The posted data of the order being placed (`WC_Checkout::get_posted_data()`), once the
	 * classic checks passed; null otherwise.
	 *
	 * @var array|null
	 */
	private static $posted_data = null;

	/**
	 * Whether the order hooks fired in this request.
	 *
	 * @var bool
	 */
	private static $order_hooks_fired = false;

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( __CLASS__, 'process' ), 10, 2 );
		// Before the integrations' own handlers (10) and the payment.
		add_action( 'woocommerce_store_api_checkout_order_processed', array( __CLASS__, 'order_processed' ), 5 );
	}

	/**
	 * The posted data of the order being placed, or null outside a classic checkout request.
	 *
	 * @return array|null
	 */
	public static function posted_data() {
		return self::$posted_data;
	}

	/**
	 * Step 1: the classic checks, before the order exists.
	 *
	 * @param WC_Customer     $customer The customer (unused: the classic hooks read `$_POST`).
	 * @param WP_REST_Request $request  The checkout request.
	 * @throws RouteException When a check fails.
	 */
	public static function process( $customer, $request ) {
		unset( $customer );
		if ( null !== self::$posted_data || ! $request instanceof WP_REST_Request || ! Kassa_Classic_Posted_Data::is_classic_request( $request ) ) {
			return;
		}
		Kassa_Classic_Posted_Data::apply( Kassa_Classic_Posted_Data::from_request( $request ) );
		// As the classic checkout's request: is_checkout() is true from here on.
		wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
		wc_clear_notices();

		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_before_checkout_process' );
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_checkout_process' );

		$checkout = WC()->checkout();
		// The fields as this post's countries make them (a read earlier in the request cached
		// them for the customer's stored countries).
		$checkout->checkout_fields = null;
		$data                      = $checkout->get_posted_data();
		$errors   = new WP_Error();
		self::validate_posted_data( $checkout, $data, $errors );
		$payment_errors = Kassa_Classic_Gateways::validate_fields( $data['payment_method'] );
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_after_checkout_validation', $data, $errors );

		$refusals = self::refusals( $errors, $payment_errors );
		if ( $refusals ) {
			self::refuse( $refusals, self::shown_address( $data ) );
		}
		self::$posted_data = $data;
	}

	/**
	 * Step 2: the classic order hooks, once the Store API has the order and its customer.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function order_processed( $order ) {
		if ( null === self::$posted_data || self::$order_hooks_fired || ! $order instanceof WC_Order ) {
			return;
		}
		self::$order_hooks_fired = true;
		$data                    = self::$posted_data;
		$customer_id             = $order->get_customer_id();
		/** This filter is documented in WooCommerce (includes/class-wc-checkout.php). */
		if ( $customer_id && apply_filters( 'woocommerce_checkout_update_customer_data', true, WC()->checkout() ) ) {
			$customer = new WC_Customer( $customer_id );
			/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
			do_action( 'woocommerce_checkout_update_customer', $customer, $data );
			$customer->save();
		}
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_checkout_update_user_meta', $customer_id, $data );
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_checkout_create_order', $order, $data );
		$order->save();
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_checkout_update_order_meta', $order->get_id(), $data );
		/** This action is documented in WooCommerce (includes/class-wc-checkout.php). */
		do_action( 'woocommerce_checkout_order_processed', $order->get_id(), $data, $order );
	}

	/**
	 * The classic checks of the posted fields (required, email, phone, postcode, country and
	 * state), as WC_Checkout runs them (its own method, protected, run in its scope).
	 *
	 * @param WC_Checkout $checkout The checkout.
	 * @param array       $data     The posted data.
	 * @param WP_Error    $errors   Collects the errors.
	 */
	private static function validate_posted_data( WC_Checkout $checkout, array &$data, WP_Error $errors ) {
		$validate = Closure::bind(
			function ( array &$data, WP_Error $errors ) {
				$this->validate_posted_data( $data, $errors );
			},
			$checkout,
			WC_Checkout::class
		);
		$validate( $data, $errors );
	}

	/**
	 * Every reason to refuse the order: the validation errors and the error notices added
	 * meanwhile (the gateway's as payment errors). The notices are cleared: they are answered.
	 *
	 * @param WP_Error $errors         The validation errors.
	 * @param string[] $payment_errors The chosen gateway's error notices.
	 * @return array<int, array{message: string, id: string, payment: bool}>
	 */
	private static function refusals( WP_Error $errors, array $payment_errors ) {
		$refusals = array();
		foreach ( $errors->errors as $code => $messages ) {
			$data = $errors->get_error_data( $code );
			foreach ( $messages as $message ) {
				$refusals[] = self::refusal( $message, is_array( $data ) && isset( $data['id'] ) ? $data['id'] : '' );
			}
		}
		foreach ( wc_get_notices( 'error' ) as $notice ) {
			$id         = isset( $notice['data']['id'] ) ? $notice['data']['id'] : '';
			$refusals[] = self::refusal( $notice['notice'], $id );
		}
		foreach ( $payment_errors as $message ) {
			$refusals[] = array_merge( self::refusal( $message, '' ), array( 'payment' => true ) );
		}
		wc_clear_notices();
		return $refusals;
	}

	/**
	 * One reason, as text.
	 *
	 * @param string $message The message (HTML).
	 * @param mixed  $id      The field it names, if any.
	 * @return array{message: string, id: string, payment: bool}
	 */
	private static function refusal( $message, $id ) {
		return array(
			'message' => trim( wp_strip_all_tags( (string) $message ) ),
			'id'      => is_string( $id ) ? $id : '',
			'payment' => false,
		);
	}

	/**
	 * Refuses the order: a Store API error that puts each message where Kassa's checkout shows
	 * a field's error (`rest_invalid_param`, whose `params` name where each goes): the gateway's
	 * beside the payment methods (`payment_data`), an address field's in its address step,
	 * others as checkout notices; and `kassa_classic_errors`, every message with the field it
	 * names, for the classic script (inline errors, `checkout_error`).
	 *
	 * @param array  $refusals The reasons.
	 * @param string $shown    The address form the shopper filled in ('billing' or 'shipping'),
	 *                         where an error of either address shows when they are the same.
	 * @throws RouteException Always.
	 */
	private static function refuse( array $refusals, $shown ) {
		$params = array();
		foreach ( $refusals as $index => $refusal ) {
			$param = self::param_of( $refusal, $index, $shown );
			$params[ $param ] = isset( $params[ $param ] ) ? $params[ $param ] . ' ' . $refusal['message'] : $refusal['message'];
		}
		throw new RouteException(
			self::ERROR_CODE, // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a code.
			esc_html( implode( ' ', wp_list_pluck( $refusals, 'message' ) ) ),
			400,
			array(
				'params'               => $params,
				'kassa_classic_errors' => $refusals,
			)
		);
	}

	/**
	 * Where one reason shows (a `params` key of the error).
	 *
	 * @param array  $refusal The reason.
	 * @param int    $index   Its place among them.
	 * @param string $shown   The address form the shopper filled in, when only one is shown.
	 * @return string
	 */
	private static function param_of( array $refusal, $index, $shown ) {
		if ( $refusal['payment'] ) {
			return 'payment_data';
		}
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			if ( 0 === strpos( $refusal['id'], "{$type}_" ) ) {
				return ( $shown ? $shown : $type ) . '_address';
			}
		}
		return Kassa_Classic::EXTENSION . "/$index";
	}

	/**
	 * The one address form Kassa's checkout shows when the billing and shipping addresses are
	 * the same (the shipping form, or the billing form where the shop ships to the billing
	 * address only), or '' when both are shown.
	 *
	 * @param array $data The posted data.
	 * @return string 'billing', 'shipping' or ''.
	 */
	private static function shown_address( array $data ) {
		if ( ! WC()->cart || ! WC()->cart->needs_shipping_address() || wc_ship_to_billing_address_only() ) {
			return 'billing';
		}
		return empty( $data['ship_to_different_address'] ) ? 'shipping' : '';
	}
}
