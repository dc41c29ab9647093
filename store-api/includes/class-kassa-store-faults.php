<?php
/**
 * Test-only fault injection, off unless the constant KASSA_STORE_API_FAULTS is true. A request
 * (or a batch sub-request) asks for faults with the header
 * `X-Kassa-Fault: 500 | delay=<ms> | malformed | stale-nonce` (comma-separated to combine).
 * See store-api/README.md.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and applies injected faults.
 */
class Kassa_Store_Faults {

	/** Longest delay a request may ask for, so a typo cannot hang a worker. */
	const MAX_DELAY_MS = 30000;

	/**
	 * Whether a malformed body was asked for by the top-level request.
	 *
	 * @var bool
	 */
	private static $malformed = false;

	/**
	 * Whether faults may be injected at all.
	 *
	 * @return bool
	 */
	public static function enabled() {
		return defined( 'KASSA_STORE_API_FAULTS' ) && KASSA_STORE_API_FAULTS;
	}

	/**
	 * The faults a request asks for.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{500?: bool, delay?: int, malformed?: bool, stale-nonce?: bool}
	 */
	public static function requested( WP_REST_Request $request ) {
		if ( ! self::enabled() ) {
			return array();
		}
		$header = (string) $request->get_header( 'x_kassa_fault' );
		$faults = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', strtolower( $header ) ) ) ) as $fault ) {
			if ( 0 === strpos( $fault, 'delay=' ) ) {
				$faults['delay'] = min( self::MAX_DELAY_MS, max( 0, (int) substr( $fault, 6 ) ) );
			} elseif ( in_array( $fault, array( '500', 'malformed', 'stale-nonce' ), true ) ) {
				$faults[ $fault ] = true;
			}
		}
		return $faults;
	}

	/**
	 * Applies the faults that act before the route runs: the delay and the 500.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param bool            $is_top  Whether this is the HTTP request (not a batch sub-request).
	 * @return WP_REST_Response|null A response that replaces the route's, or null.
	 */
	public static function before( WP_REST_Request $request, $is_top ) {
		$faults = self::requested( $request );
		if ( ! empty( $faults['delay'] ) ) {
			usleep( $faults['delay'] * 1000 );
		}
		if ( ! empty( $faults['malformed'] ) && $is_top ) {
			self::$malformed = true;
		}
		if ( ! empty( $faults['500'] ) ) {
			return Kassa_Store_Routes::error_response( new Kassa_Store_Exception( 'woocommerce_rest_unknown_server_error', 'Injected fault: internal server error.', 500 ) );
		}
		return null;
	}

	/**
	 * Whether the request asked to have its nonce treated as expired.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool
	 */
	public static function stale_nonce( WP_REST_Request $request ) {
		return ! empty( self::requested( $request )['stale-nonce'] );
	}

	/**
	 * Replaces the body of the response with cut-off JSON when asked (rest_pre_serve_request).
	 *
	 * @param bool             $served Whether the response was served already.
	 * @param WP_REST_Response $result The response.
	 * @return bool
	 */
	public static function maybe_serve_malformed( $served, $result ) {
		if ( ! self::$malformed || $served ) {
			return $served;
		}
		$json = wp_json_encode( $result->get_data() );
		echo substr( (string) $json, 0, max( 1, (int) ( strlen( (string) $json ) / 2 ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- deliberately broken JSON for tests.
		return true;
	}
}
