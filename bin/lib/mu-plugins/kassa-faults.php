<?php
/**
 * Plugin Name: Kassa test faults
 * Description: Test-only fault injection for Store API requests. Off unless the constant KASSA_STORE_API_FAULTS is true.
 *
 * A Store API request (or a batch sub-request, through its own `headers`) asks for faults with
 * `X-Kassa-Fault: 500 | delay=<ms> | malformed | stale-nonce`, comma-separated to combine.
 * Faults act before the route runs, so a 500 or a stale nonce changes nothing. The delay and the
 * 500 act at `rest_pre_dispatch`; the stale nonce once WordPress has matched the route, on the
 * request the route receives (WordPress hands `rest_pre_dispatch` a copy of each batch
 * sub-request, so changing the nonce there would not reach the route).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'KASSA_STORE_API_FAULTS' ) || ! KASSA_STORE_API_FAULTS ) {
	return;
}

/** Longest delay a request may ask for, so a typo cannot hang a worker. */
const KASSA_FAULTS_MAX_DELAY_MS = 30000;

/**
 * The faults a request asks for.
 *
 * @param WP_REST_Request $request Request.
 * @return array{500?: bool, delay?: int, malformed?: bool, stale-nonce?: bool}
 */
function kassa_faults_requested( WP_REST_Request $request ) {
	$faults = array();
	foreach ( array_filter( array_map( 'trim', explode( ',', strtolower( (string) $request->get_header( 'x_kassa_fault' ) ) ) ) ) as $fault ) {
		if ( 0 === strpos( $fault, 'delay=' ) ) {
			$faults['delay'] = min( KASSA_FAULTS_MAX_DELAY_MS, max( 0, (int) substr( $fault, 6 ) ) );
		} elseif ( in_array( $fault, array( '500', 'malformed', 'stale-nonce' ), true ) ) {
			$faults[ $fault ] = true;
		}
	}
	return $faults;
}

/**
 * Applies the faults that act before the route is matched: the delay and the 500 (and asks for
 * the malformed body on the HTTP request).
 *
 * @param mixed           $result  Response so far (null).
 * @param WP_REST_Server  $server  Server.
 * @param WP_REST_Request $request Request (the HTTP request first, then any batch sub-requests).
 * @return mixed
 */
function kassa_faults_before( $result, $server, $request ) {
	static $seen_top = false;
	if ( null !== $result || 0 !== strpos( $request->get_route(), '/wc/store/v1/' ) ) {
		return $result;
	}
	$is_top   = ! $seen_top;
	$seen_top = true;
	$faults   = kassa_faults_requested( $request );
	if ( ! empty( $faults['delay'] ) ) {
		usleep( $faults['delay'] * 1000 );
	}
	if ( ! empty( $faults['malformed'] ) && $is_top ) {
		add_filter( 'rest_pre_serve_request', 'kassa_faults_serve_malformed', 10, 2 );
	}
	if ( ! empty( $faults['500'] ) ) {
		// A response, not a WP_Error: inside a batch, WordPress passes what this filter returns
		// straight on to `rest_post_dispatch`, whose callbacks expect a response (WordPress 7.1's
		// own one fails with a fatal error on a WP_Error, taking the whole batch down).
		return rest_convert_error_to_response( new WP_Error( 'woocommerce_rest_unknown_server_error', 'Injected fault: internal server error.', array( 'status' => 500 ) ) );
	}
	return $result;
}
add_filter( 'rest_pre_dispatch', 'kassa_faults_before', 5, 3 );

/**
 * Applies the stale nonce: the request's nonce is replaced by one no site accepts, so the
 * WooCommerce's own check refuses it as expired (403 woocommerce_rest_invalid_nonce).
 *
 * @param mixed           $response Response so far (null, or an error from argument checks).
 * @param array           $handler  Route handler.
 * @param WP_REST_Request $request  The request the route receives.
 * @return mixed
 */
function kassa_faults_stale_nonce( $response, $handler, $request ) {
	if ( 0 === strpos( $request->get_route(), '/wc/store/v1/' ) && ! empty( kassa_faults_requested( $request )['stale-nonce'] ) ) {
		$request->set_header( 'nonce', 'stale' );
	}
	return $response;
}
add_filter( 'rest_request_before_callbacks', 'kassa_faults_stale_nonce', 5, 3 );

/**
 * Serves the first half of the response's JSON: a body no client can parse.
 *
 * @param bool             $served Whether the response was served already.
 * @param WP_REST_Response $result The response.
 * @return bool
 */
function kassa_faults_serve_malformed( $served, $result ) {
	if ( $served ) {
		return $served;
	}
	$json = (string) wp_json_encode( $result->get_data() );
	echo substr( $json, 0, max( 1, (int) ( strlen( $json ) / 2 ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- deliberately broken JSON for tests.
	return true;
}
