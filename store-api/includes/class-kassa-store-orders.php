<?php
/**
 * Orders, stored as `kassa_order` posts whose meta holds the order (items, totals, addresses,
 * payment method, status), and the order-received page at {checkout}/order-received/{id}/?key=
 * (the order's details only with its key; without it, as in WooCommerce, a general confirmation).
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Order storage and the order-received page.
 */
class Kassa_Store_Orders {

	const POST_TYPE = 'kassa_order';
	const META_KEY  = '_kassa_order';

	/** Statuses of an order that has been placed (paid or awaiting offline payment). */
	const PLACED = array( 'processing', 'on-hold', 'completed' );

	/**
	 * Registers the order post type and the order-received page.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_action( 'parse_request', array( __CLASS__, 'maybe_render_received_page' ) );
	}

	/**
	 * Registers the private order post type.
	 */
	public static function register() {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'        => 'Orders',
				'public'       => false,
				'show_ui'      => true,
				'show_in_menu' => true,
				'supports'     => array( 'title' ),
				'capabilities' => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap' => true,
			)
		);
	}

	/**
	 * Loads an order.
	 *
	 * @param int $id Order id.
	 * @return array|null
	 */
	public static function get( $id ) {
		$post = get_post( (int) $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type ) {
			return null;
		}
		wp_cache_delete( $post->ID, 'post_meta' );
		$order = get_post_meta( $post->ID, self::META_KEY, true );
		if ( ! is_array( $order ) ) {
			return null;
		}
		$order['id'] = $post->ID;
		return $order;
	}

	/**
	 * Saves an order (creating its post when it has no id yet).
	 *
	 * @param array $order Order.
	 * @return array The order with its id.
	 */
	public static function save( array $order ) {
		if ( empty( $order['id'] ) ) {
			$order['id'] = (int) wp_insert_post(
				array(
					'post_type'   => self::POST_TYPE,
					'post_status' => 'publish',
					'post_title'  => 'Order',
				)
			);
			wp_update_post(
				array(
					'ID'         => $order['id'],
					'post_title' => sprintf( 'Order #%d', $order['id'] ),
				)
			);
		}
		$stored = $order;
		unset( $stored['id'] );
		update_post_meta( $order['id'], self::META_KEY, $stored );
		update_post_meta( $order['id'], '_kassa_order_status', $order['status'] );
		return $order;
	}

	/**
	 * A new order key, as WooCommerce formats them.
	 *
	 * @return string
	 */
	public static function new_key() {
		return 'wc_order_' . wp_generate_password( 13, false );
	}

	/**
	 * Where the shopper lands after paying.
	 *
	 * @param array $order Order.
	 * @return string
	 */
	public static function received_url( array $order ) {
		$pages    = (array) get_option( 'kassa_pages', array() );
		$checkout = empty( $pages['checkout'] ) ? home_url( '/checkout/' ) : get_permalink( (int) $pages['checkout'] );
		return add_query_arg( 'key', $order['key'], trailingslashit( $checkout ) . 'order-received/' . $order['id'] . '/' );
	}

	/**
	 * The checkout response shape of an order, as WooCommerce's: `payment_result` holds the
	 * payment's status and the gateway's result as key/value pairs (`result`, `redirect`).
	 *
	 * @param array $order   Order.
	 * @param array $payment Payment { status, details } ('' status before payment).
	 * @return array
	 */
	public static function response( array $order, array $payment ) {
		$details = array();
		foreach ( $payment['details'] ?? array() as $key => $value ) {
			$details[] = array(
				'key'   => $key,
				'value' => $value,
			);
		}
		return array(
			'order_id'           => (int) $order['id'],
			'status'             => $order['status'],
			'order_key'          => $order['key'],
			'order_number'       => (string) $order['id'],
			'customer_note'      => $order['customer_note'],
			'customer_id'        => (int) $order['customer_id'],
			'billing_address'    => Kassa_Store_Address::response( $order['billing_address'], true ),
			'shipping_address'   => Kassa_Store_Address::response( $order['shipping_address'], false ),
			'payment_method'     => $order['payment_method'],
			'payment_result'     => array(
				'payment_status'  => $payment['status'],
				'payment_details' => $details,
				'redirect_url'    => 'success' === $payment['status'] ? self::received_url( $order ) : '',
			),
			'additional_fields'  => (object) array_map( 'wp_kses_post', $order['additional_fields'] ),
			'__experimentalCart' => null,
			'extensions'         => new stdClass(),
		);
	}

	/**
	 * Serves the order-received page when the request path ends in order-received/{id}.
	 *
	 * @param WP $wp The request.
	 */
	public static function maybe_render_received_page( $wp ) {
		$matches = array();
		if ( ! preg_match( '#(^|/)order-received/(\d+)/?$#', (string) $wp->request, $matches ) ) {
			return;
		}
		$order = self::get( (int) $matches[2] );
		$key   = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the order key is the credential.
		if ( ! $order || '' === $key || ! hash_equals( $order['key'], $key ) ) {
			// As WooCommerce: the page answers, but only with a general confirmation.
			$order = null;
		}
		status_header( 200 );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		include KASSA_STORE_API_DIR . '/templates/order-received.php';
		exit;
	}
}
