<?php
/**
 * A read-only slice of WooCommerce's admin REST API for the demo's orders: `GET /wc/v3/orders`
 * (filter `customer`, paging, `X-WP-Total`) and `GET /wc/v3/orders/{id}`, for shop managers only,
 * in WooCommerce's shape (amounts as decimal strings). Tests and tools read placed orders the
 * same way on both backends.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Orders in WooCommerce's admin REST shape.
 */
class Kassa_Store_Admin_Orders {

	const NAMESPACE_V3 = 'wc/v3';

	/**
	 * Registers the routes (later than WooCommerce would, and never beside it).
	 *
	 * @param WP_REST_Server $server Server.
	 */
	public static function register( $server ) {
		if ( in_array( self::NAMESPACE_V3, $server->get_namespaces(), true ) ) {
			return;
		}
		$can_read = static function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			self::NAMESPACE_V3,
			'/orders',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'list_orders' ),
				'permission_callback' => $can_read,
				'args'                => Kassa_Store_Routes::paging_args() + array(
					'customer' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_V3,
			'/orders/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_order' ),
				'permission_callback' => $can_read,
			)
		);
	}

	/**
	 * GET /wc/v3/orders: placed orders, newest first (drafts left out, as in WooCommerce).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function list_orders( WP_REST_Request $request ) {
		$query = array(
			'post_type'      => Kassa_Store_Orders::POST_TYPE,
			'post_status'    => 'publish',
			'posts_per_page' => (int) $request['per_page'],
			'paged'          => (int) $request['page'],
			'orderby'        => 'ID',
			'order'          => 'DESC',
			'fields'         => 'ids',
			'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a demo's handful of orders.
				array(
					'key'     => '_kassa_order_status',
					'value'   => 'checkout-draft',
					'compare' => '!=',
				),
			),
		);
		if ( null !== $request['customer'] ) {
			// A logged-in shopper's orders are authored by them; a guest's by nobody.
			$query['author'] = (int) $request['customer'];
		}
		$result   = new WP_Query( $query );
		$response = new WP_REST_Response(
			array_values( array_filter( array_map( array( __CLASS__, 'shape' ), array_map( array( 'Kassa_Store_Orders', 'get' ), $result->posts ) ) ) )
		);
		$response->header( 'X-WP-Total', (string) $result->found_posts );
		$response->header( 'X-WP-TotalPages', (string) max( 1, $result->max_num_pages ) );
		return $response;
	}

	/**
	 * GET /wc/v3/orders/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function get_order( WP_REST_Request $request ) {
		$order = self::shape( Kassa_Store_Orders::get( (int) $request['id'] ) );
		return $order ? new WP_REST_Response( $order ) : new WP_Error( 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.', array( 'status' => 404 ) );
	}

	/**
	 * One order in WooCommerce's admin REST shape.
	 *
	 * @param array|null $order Stored order.
	 * @return array|null
	 */
	private static function shape( $order ) {
		if ( ! $order ) {
			return null;
		}
		$totals  = $order['totals'] ?? array();
		$decimal = static function ( $minor ) use ( $totals ) {
			return Kassa_Store_Money::to_decimal( (int) $minor, (int) ( $totals['currency_minor_unit'] ?? 2 ) );
		};
		// WooCommerce's line total is after discounts, before tax.
		return array(
			'id'                   => (int) $order['id'],
			'status'               => $order['status'],
			'order_key'            => $order['key'],
			'currency'             => $totals['currency_code'] ?? '',
			'total'                => $decimal( $totals['total_price'] ?? 0 ),
			'total_tax'            => $decimal( $totals['total_tax'] ?? 0 ),
			'shipping_total'       => $decimal( $totals['total_shipping'] ?? 0 ),
			'discount_total'       => $decimal( $totals['total_discount'] ?? 0 ),
			'customer_id'          => (int) $order['customer_id'],
			'customer_note'        => $order['customer_note'],
			'billing'              => $order['billing_address'],
			'shipping'             => $order['shipping_address'],
			'payment_method'       => $order['payment_method'],
			'payment_method_title' => $order['payment_method_title'] ?? '',
			'line_items'           => array_map(
				static function ( $item ) use ( $decimal ) {
					return array(
						'name'     => $item['name'],
						'quantity' => (int) $item['quantity'],
						'total'    => $decimal( $item['line_total'] ?? 0 ),
					);
				},
				$order['items'] ?? array()
			),
			'shipping_lines'       => array_map(
				static function ( $line ) use ( $decimal ) {
					return array(
						'method_id'    => strtok( $line['rate_id'], ':' ),
						'method_title' => $line['name'],
						'total'        => $decimal( $line['total'] ),
					);
				},
				$order['shipping_lines'] ?? array()
			),
		);
	}
}
