<?php
/**
 * No order for a cart other than the one the shopper saw. Kassa's checkout sends, with Place
 * Order, what its page showed the shopper being charged for (extension data, namespace
 * `kassa/cart-on-show`): each line's key and quantity, the coupons, the rate chosen for each
 * shipping package, the fees and the total, never an address or a field's value. Inside that
 * checkout request, once WooCommerce has priced the cart the order is made from (the addresses
 * the request carries applied), they are compared; a difference (another tab or device changed
 * the cart, the shop's prices moved, an address the page had not yet priced) refuses the order
 * before it exists, with its own error code and the cart as it now is (WooCommerce adds the
 * cart to a 409's data), which the page shows with a notice. A checkout without the data (an
 * express payment's, another client's) is not compared.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CheckoutSchema;

/**
 * Compares the cart an order is made from with the one the shopper was shown.
 */
class Kassa_WooCommerce_Cart_Check {

	/** The checkout's extension data namespace. */
	const NAMESPACE = 'kassa/cart-on-show';

	/** The error code of a refused order. */
	const ERROR_CODE = 'kassa_cart_changed';

	/** The cart on show of the checkout request under way, or null. */
	private static $shown = null;

	/**
	 * Hooks in.
	 */
	public static function init() {
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			self::register();
		} else {
			add_action( 'woocommerce_blocks_loaded', array( __CLASS__, 'register' ) );
		}
		// The last listener: the customer holds the request's addresses.
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( __CLASS__, 'expect' ), PHP_INT_MAX, 2 );
	}

	/**
	 * Lets the checkout request carry the cart on show: without a schema, WooCommerce drops an
	 * extension's data.
	 */
	public static function register() {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => CheckoutSchema::IDENTIFIER,
				'namespace'       => self::NAMESPACE,
				'schema_callback' => array( __CLASS__, 'schema' ),
				'schema_type'     => ARRAY_A,
			)
		);
	}

	/**
	 * The cart on show, as the page sends it.
	 *
	 * @return array
	 */
	public static function schema() {
		$list = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		return array(
			'items'          => $list + array( 'description' => 'Each line as "key:quantity".' ),
			'coupons'        => $list + array( 'description' => 'The coupons\' codes.' ),
			'shipping_rates' => $list + array( 'description' => 'Each package as "package id:rate id chosen".' ),
			'fees'           => $list + array( 'description' => 'Each fee as "key:total".' ),
			'total'          => array(
				'type'        => 'string',
				'pattern'     => '^-?[0-9]+$',
				'description' => 'The total, in the currency\'s minor units.',
			),
		);
	}

	/**
	 * Once the checkout request has set the customer from its addresses, waits for the next
	 * time WooCommerce prices the cart: the pricing the order is made from (creating it, or
	 * updating the session's pending order), which then checks it before anything is saved.
	 *
	 * @param WC_Customer     $customer The customer (unused).
	 * @param WP_REST_Request $request  The checkout request.
	 */
	public static function expect( $customer, $request ) {
		$shown = $request['extensions'][ self::NAMESPACE ] ?? null;
		// WooCommerce's sanitising fills in a namespace the request left out, the total empty.
		if ( ! is_array( $shown ) || '' === (string) ( $shown['total'] ?? '' ) ) {
			return;
		}
		self::$shown = $shown;
		add_action( 'woocommerce_after_calculate_totals', array( __CLASS__, 'check' ), PHP_INT_MAX );
	}

	/**
	 * Refuses the order when the cart just priced is not the one on show.
	 *
	 * @param WC_Cart $cart The cart.
	 * @throws RouteException When they differ.
	 */
	public static function check( $cart ) {
		remove_action( 'woocommerce_after_calculate_totals', array( __CLASS__, 'check' ), PHP_INT_MAX );
		$shown       = self::$shown;
		self::$shown = null;
		if ( null === $shown || self::same( $shown, self::on_server( $cart ) ) ) {
			return;
		}
		throw new RouteException(
			esc_html( self::ERROR_CODE ),
			esc_html__( 'Your cart has changed since this page showed it. Check your order and its total, then place it again.', 'kassa' ),
			409 // WooCommerce answers a 409 with the cart.
		);
	}

	/**
	 * What the cart charges for, as the Store API shows it (the page's cart is its answer):
	 * amounts in minor units through its money formatter, each package's chosen rate as its
	 * shipping rates mark it `selected`.
	 *
	 * @param WC_Cart $cart The cart.
	 * @return array
	 */
	public static function on_server( $cart ) {
		$money    = woocommerce_store_api_get_formatter( 'money' );
		$decimals = array( 'decimals' => wc_get_price_decimals() );
		$items    = array();
		foreach ( $cart->get_cart() as $key => $item ) {
			$items[] = $key . ':' . (int) $item['quantity'];
		}
		$fees = array();
		foreach ( $cart->get_fees() as $fee ) {
			$fees[] = $fee->id . ':' . $money->format( $fee->total, $decimals );
		}
		return array(
			'items'          => $items,
			'coupons'        => array_values( $cart->get_applied_coupons() ),
			'shipping_rates' => self::chosen_rates( $cart ),
			'fees'           => $fees,
			'total'          => (string) $money->format( $cart->get_total( 'edit' ), $decimals ),
		);
	}

	/**
	 * Each package's chosen rate, as the Store API's cart marks it: the session's choice for
	 * the package when one of its rates (else none), WooCommerce's default without a choice.
	 *
	 * @param WC_Cart $cart The cart.
	 * @return string[] "package id:rate id".
	 */
	private static function chosen_rates( $cart ) {
		if ( ! $cart->needs_shipping() || ! $cart->has_calculated_shipping() ) {
			return array();
		}
		$chosen = WC()->session ? (array) WC()->session->get( 'chosen_shipping_methods', array() ) : array();
		$rates  = array();
		foreach ( WC()->shipping()->get_packages() as $key => $package ) {
			$id       = $package['package_id'] ?? $key;
			$selected = $chosen[ $id ] ?? '';
			if ( '' === $selected && ! empty( $package['rates'] ) ) {
				$selected = wc_get_chosen_shipping_method_for_package( $id, $package );
			}
			$shown = '';
			foreach ( $package['rates'] ?? array() as $rate ) {
				if ( $rate->get_id() === $selected ) {
					$shown = $selected;
				}
			}
			$rates[] = $id . ':' . $shown;
		}
		return $rates;
	}

	/**
	 * Whether the cart on show and the server's charge for the same: the same lines, coupons,
	 * rates and fees, in any order, and the same total.
	 *
	 * @param array $shown  The cart on show.
	 * @param array $server The server's.
	 * @return bool
	 */
	public static function same( $shown, $server ) {
		foreach ( array( 'items', 'coupons', 'shipping_rates', 'fees' ) as $list ) {
			$a = array_map( 'strval', (array) ( $shown[ $list ] ?? array() ) );
			$b = array_map( 'strval', $server[ $list ] );
			sort( $a );
			sort( $b );
			if ( $a !== $b ) {
				return false;
			}
		}
		return (string) ( $shown['total'] ?? '' ) === $server['total'];
	}
}
