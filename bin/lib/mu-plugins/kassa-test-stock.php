<?php
/**
 * Plugin Name: Kassa test stock
 * Description: Test-only route that reads and sets a product's WooCommerce stock: `GET` or `PUT /wp-json/kassa-test/v1/stock/<product id>` (with `{ "stock": N }`), for the admin. The concurrency tests race for the last item; the chaos journeys start from the seeded stock. Off unless the constant KASSA_STORE_API_FAULTS is true.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

/**
 * Reads a product's stock (a PUT sets it first).
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function kassa_test_stock( WP_REST_Request $request ) {
	$product = wc_get_product( (int) $request['id'] );
	if ( ! $product ) {
		return new WP_Error( 'kassa_test_no_product', 'No such product.', array( 'status' => 404 ) );
	}
	if ( 'PUT' === $request->get_method() ) {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( (int) $request['stock'] );
		$product->save();
		$product = wc_get_product( $product->get_id() );
		// The stock set is all there is: no checkout holds any of it.
		global $wpdb;
		$wpdb->delete( $wpdb->prefix . 'wc_reserved_stock', array( 'product_id' => $product->get_id() ) );
	}
	return new WP_REST_Response( array( 'stock' => $product->get_stock_quantity() ) );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'kassa-test/v1',
			'/stock/(?P<id>\d+)',
			array(
				'methods'             => 'GET, PUT',
				'callback'            => 'kassa_test_stock',
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
				'args'                => array(
					'stock' => array( 'type' => 'integer' ),
				),
			)
		);
	}
);
