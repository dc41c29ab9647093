<?php
/**
 * The Store API v1 routes (`/wc/store/v1/...`): registration, the checks every request passes
 * (Cart-Token session, injected faults, the `Nonce` header on writes and on /checkout), the
 * response headers (a fresh `Nonce`, `Nonce-Timestamp`, `User-ID`, `Cart-Token`) and the error
 * body `{ code, message, data: { status } }`.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Store API routes.
 */
class Kassa_Store_Routes {

	const NAMESPACE_V1 = 'wc/store/v1';
	const MAX_BATCH    = 25;

	/**
	 * Whether this plugin serves the namespace (false when another plugin already does).
	 *
	 * @var bool
	 */
	private static $serving = false;

	/**
	 * Nesting depth of batch sub-requests being dispatched.
	 *
	 * @var int
	 */
	private static $batch_depth = 0;

	/**
	 * Hooks the routes in.
	 */
	public static function init() {
		// Later than the default priority, so a plugin that serves the namespace registers first.
		add_action( 'rest_api_init', array( __CLASS__, 'register' ), 20 );
		add_filter( 'rest_pre_dispatch', array( __CLASS__, 'pre_dispatch' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( __CLASS__, 'post_dispatch' ), 10, 3 );
		add_filter( 'rest_pre_serve_request', array( 'Kassa_Store_Faults', 'maybe_serve_malformed' ), 10, 2 );
		add_filter( 'rest_allowed_cors_headers', array( __CLASS__, 'cors_headers' ) );
		add_filter( 'rest_exposed_cors_headers', array( __CLASS__, 'exposed_headers' ) );
	}

	/**
	 * Registers the routes unless another plugin serves the namespace already.
	 *
	 * @param WP_REST_Server $server Server.
	 */
	public static function register( $server ) {
		if ( in_array( self::NAMESPACE_V1, $server->get_namespaces(), true ) ) {
			return;
		}
		self::$serving = true;
		$write         = static function ( $callback, $args = array() ) {
			return array(
				'methods'             => 'POST',
				'callback'            => static function ( WP_REST_Request $request ) use ( $callback ) {
					return Kassa_Store_Routes::write( $request, $callback );
				},
				'permission_callback' => '__return_true',
				'args'                => $args,
			);
		};
		$string        = array( 'type' => 'string' );

		register_rest_route(
			self::NAMESPACE_V1,
			'/cart',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_cart' ),
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/items',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_cart_items' ),
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/add-item',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::add_item( $state, (int) $request['id'], (int) $request['quantity'], (array) $request['variation'] );
				},
				array(
					'id'        => array(
						'type'     => 'integer',
						'required' => true,
					),
					'quantity'  => array(
						'type'    => 'integer',
						'default' => 1,
					),
					'variation' => array(
						'type'    => 'array',
						'default' => array(),
						'items'   => array(
							'type'       => 'object',
							'properties' => array(
								'attribute' => $string,
								'value'     => $string,
							),
						),
					),
				)
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/remove-item',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::remove_item( $state, (string) $request['key'] );
				},
				array( 'key' => array_merge( $string, array( 'required' => true ) ) )
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/update-item',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_item( $state, (string) $request['key'], (int) $request['quantity'] );
				},
				array(
					'key'      => array_merge( $string, array( 'required' => true ) ),
					'quantity' => array(
						'type'     => 'integer',
						'required' => true,
					),
				)
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/apply-coupon',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::apply_coupon( $state, (string) $request['code'] );
				},
				array( 'code' => array_merge( $string, array( 'required' => true ) ) )
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/remove-coupon',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::remove_coupon( $state, (string) $request['code'] );
				},
				array( 'code' => array_merge( $string, array( 'required' => true ) ) )
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/update-customer',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_customer( $state, $request['billing_address'], $request['shipping_address'] );
				},
				array(
					'billing_address'  => array( 'type' => 'object' ),
					'shipping_address' => array( 'type' => 'object' ),
				)
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/select-shipping-rate',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::select_shipping_rate( $state, (string) $request['rate_id'], $request['package_id'] );
				},
				array(
					'package_id' => array( 'type' => array( 'integer', 'string', 'null' ) ),
					'rate_id'    => $string,
				)
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/cart/extensions',
			$write(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_extension( $state, (string) $request['namespace'], $request['data'] );
				},
				array(
					'namespace' => array_merge( $string, array( 'required' => true ) ),
					'data'      => array(
						'type'    => 'object',
						'default' => array(),
					),
				)
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/checkout',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => array( __CLASS__, 'get_checkout' ),
					'permission_callback' => '__return_true',
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( __CLASS__, 'post_checkout' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'billing_address'   => array(
							'type'     => 'object',
							'required' => true,
						),
						'shipping_address'  => array( 'type' => 'object' ),
						'customer_note'     => array_merge( $string, array( 'default' => '' ) ),
						'create_account'    => array(
							'type'    => 'boolean',
							'default' => false,
						),
						'customer_password' => array_merge( $string, array( 'default' => '' ) ),
						'payment_method'    => array_merge( $string, array( 'default' => '' ) ),
						'payment_data'      => array(
							'type'    => 'array',
							'default' => array(),
							'items'   => array(
								'type'       => 'object',
								'properties' => array(
									'key'   => $string,
									'value' => array( 'type' => array( 'string', 'boolean', 'integer', 'number', 'null' ) ),
								),
							),
						),
						'additional_fields' => array(
							'type'    => 'object',
							'default' => array(),
						),
						'extensions'        => array(
							'type'    => 'object',
							'default' => array(),
						),
						'expected_total'    => array( 'type' => array( 'string', 'integer' ) ),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/batch',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'batch' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'validation' => array(
						'type'    => 'string',
						'enum'    => array( 'require-all-validate', 'normal' ),
						'default' => 'normal',
					),
					'requests'   => array(
						'type'     => 'array',
						'required' => true,
						'maxItems' => self::MAX_BATCH,
						'items'    => array(
							'type'       => 'object',
							'properties' => array(
								'method'  => array(
									'type'    => 'string',
									'enum'    => array( 'POST', 'PUT', 'PATCH', 'DELETE' ),
									'default' => 'POST',
								),
								'path'    => array(
									'type'     => 'string',
									'required' => true,
								),
								'body'    => array( 'type' => 'object' ),
								'headers' => array( 'type' => 'object' ),
							),
						),
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/products',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_products' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'page'     => array(
						'type'    => 'integer',
						'default' => 1,
						'minimum' => 1,
					),
					'per_page'           => array(
						'type'    => 'integer',
						'default' => 10,
						'minimum' => 1,
						'maximum' => 100,
					),
					'catalog_visibility' => array(
						'type'    => 'string',
						'enum'    => array( 'any', 'visible', 'catalog', 'search', 'hidden' ),
						'default' => 'catalog',
					),
					'slug'               => array(
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => static function ( $slug ) {
							return sanitize_title( (string) $slug );
						},
					),
					'orderby'            => array(
						'type'    => 'string',
						'enum'    => array( 'menu_order', 'date', 'title', 'price' ),
						'default' => 'menu_order',
					),
					'order'              => array(
						'type' => 'string',
						'enum' => array( 'asc', 'desc' ),
					),
					'category'           => array(
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => static function ( $category ) {
							return implode( ',', array_map( 'sanitize_title', explode( ',', (string) $category ) ) );
						},
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/products/categories',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_product_categories' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'page'       => array(
						'type'    => 'integer',
						'default' => 1,
						'minimum' => 1,
					),
					'per_page'   => array(
						'type'    => 'integer',
						'default' => 0,
						'minimum' => 0,
						'maximum' => 100,
					),
					'hide_empty' => array(
						'type'    => 'boolean',
						'default' => true,
					),
					'parent'     => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'orderby'    => array(
						'type'    => 'string',
						'enum'    => array( 'name', 'slug', 'count', 'id' ),
						'default' => 'name',
					),
					'order'      => array(
						'type'    => 'string',
						'enum'    => array( 'asc', 'desc' ),
						'default' => 'asc',
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_V1,
			'/products/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => array( __CLASS__, 'get_product' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Whether a request is for this plugin's routes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool
	 */
	private static function is_ours( WP_REST_Request $request ) {
		return self::$serving && 0 === strpos( $request->get_route(), '/' . self::NAMESPACE_V1 . '/' );
	}

	/**
	 * Runs before routing (so before argument validation): picks the session from the
	 * Cart-Token, applies injected faults and checks the nonce.
	 *
	 * @param mixed           $result  Response so far (null).
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function pre_dispatch( $result, $server, $request ) {
		if ( null !== $result || ! self::is_ours( $request ) ) {
			return $result;
		}
		Kassa_Store_Session::use_token( (string) $request->get_header( 'cart_token' ) );
		$fault = Kassa_Store_Faults::before( $request, 0 === self::$batch_depth );
		if ( $fault ) {
			return $fault;
		}
		$route = $request->get_route();
		if ( '/' . self::NAMESPACE_V1 . '/batch' === $route ) {
			return null;
		}
		$is_read = in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true );
		if ( $is_read && 0 !== strpos( $route, '/' . self::NAMESPACE_V1 . '/checkout' ) ) {
			return null;
		}
		try {
			self::check_nonce( $request );
		} catch ( Kassa_Store_Exception $e ) {
			return self::error_response( $e );
		}
		return null;
	}

	/**
	 * Checks the `Nonce` header. A valid Cart-Token replaces it (the token is never sent by a
	 * browser on its own, so it cannot be forged cross-site), as in WooCommerce.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Kassa_Store_Exception 401 when missing, 403 when invalid or expired.
	 */
	private static function check_nonce( WP_REST_Request $request ) {
		if ( Kassa_Store_Session::has_token() || apply_filters( 'woocommerce_store_api_disable_nonce_check', false ) ) {
			return;
		}
		$nonce = (string) $request->get_header( 'nonce' );
		if ( '' === $nonce ) {
			$nonce = (string) $request->get_header( 'x_wc_store_api_nonce' );
		}
		if ( '' === $nonce ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401 );
		}
		if ( Kassa_Store_Faults::stale_nonce( $request ) || ! wp_verify_nonce( $nonce, 'wc_store_api' ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403 );
		}
	}

	/**
	 * Adds the Store API headers to every response of ours.
	 *
	 * @param WP_HTTP_Response $response Response.
	 * @param WP_REST_Server   $server   Server.
	 * @param WP_REST_Request  $request  Request.
	 * @return WP_HTTP_Response
	 */
	public static function post_dispatch( $response, $server, $request ) {
		if ( $response instanceof WP_HTTP_Response && self::is_ours( $request ) ) {
			Kassa_Store_Session::use_token( (string) $request->get_header( 'cart_token' ) );
			self::add_headers( $response );
			if ( Kassa_Store_Session::is_new() && ! Kassa_Store_Session::has_token() ) {
				Kassa_Store_Session::set_cookie();
			}
		}
		return $response;
	}

	/**
	 * Sets a fresh Nonce (and its timestamp), the customer id and the Cart-Token.
	 *
	 * @param WP_HTTP_Response $response Response.
	 */
	public static function add_headers( WP_HTTP_Response $response ) {
		$nonce = wp_create_nonce( 'wc_store_api' );
		$response->header( 'Nonce', $nonce );
		$response->header( 'Nonce-Timestamp', (string) time() );
		$response->header( 'X-WC-Store-API-Nonce', $nonce );
		$response->header( 'User-ID', (string) get_current_user_id() );
		$response->header( 'Cart-Token', Kassa_Store_Session::token() );
		$response->header( 'Cache-Control', 'no-store, private' );
		// Time since WordPress started loading, for store-api/README.md's measurements.
		$response->header( 'Server-Timing', sprintf( 'app;dur=%.1f', timer_float() * 1000 ) );
	}

	/**
	 * Headers browsers may send cross-origin.
	 *
	 * @param string[] $headers Headers.
	 * @return string[]
	 */
	public static function cors_headers( $headers ) {
		return array_merge( $headers, array( 'Cart-Token', 'Nonce', 'X-WC-Store-API-Nonce' ) );
	}

	/**
	 * Headers scripts may read cross-origin.
	 *
	 * @param string[] $headers Headers.
	 * @return string[]
	 */
	public static function exposed_headers( $headers ) {
		return array_merge( $headers, array( 'Cart-Token', 'Cart-Hash', 'Nonce', 'Nonce-Timestamp', 'User-ID', 'X-WC-Store-API-Nonce', 'Server-Timing' ) );
	}

	/**
	 * The session's state, with a customer's saved addresses filled in on their first visit.
	 *
	 * @return array
	 */
	public static function load_state() {
		$stored = Kassa_Store_Session::load();
		$state  = Kassa_Store_Cart::normalise_state( $stored );
		$user   = get_current_user_id();
		if ( $user && ! isset( $stored['billing_address'] ) && ! Kassa_Store_Session::has_token() ) {
			foreach ( array( 'billing_address', 'shipping_address' ) as $type ) {
				$saved = get_user_meta( $user, '_kassa_' . $type, true );
				if ( is_array( $saved ) ) {
					$state[ $type ] = array_merge( $state[ $type ], array_intersect_key( $saved, $state[ $type ] ) );
				}
			}
			if ( '' === $state['billing_address']['email'] ) {
				$state['billing_address']['email'] = wp_get_current_user()->user_email;
			}
		}
		return $state;
	}

	/**
	 * A cart response for a state.
	 *
	 * @param array $state  State.
	 * @param int   $status HTTP status.
	 * @return WP_REST_Response
	 */
	public static function cart_response( array $state, $status = 200 ) {
		$data     = Kassa_Store_Cart_Schema::cart( Kassa_Store_Totals::calculate( $state ) );
		$response = new WP_REST_Response( $data, $status );
		$response->header( 'Cart-Hash', md5( wp_json_encode( array( $data['items'], $data['coupons'], $data['totals'] ) ) ) );
		return $response;
	}

	/**
	 * The Store API error body.
	 *
	 * @param Kassa_Store_Exception $e Error.
	 * @return WP_REST_Response
	 */
	public static function error_response( Kassa_Store_Exception $e ) {
		return new WP_REST_Response(
			array(
				'code'    => $e->error_code,
				'message' => $e->getMessage(),
				'data'    => array_merge( array( 'status' => $e->status ), $e->data ),
			),
			$e->status
		);
	}

	/**
	 * Runs a route body: Store API errors become their error body, anything unexpected a
	 * generic 500 (logged, never shown).
	 *
	 * @param callable $callback Returns a response or data.
	 * @return WP_REST_Response
	 */
	private static function respond( $callback ) {
		try {
			$result = $callback();
			return $result instanceof WP_REST_Response ? $result : new WP_REST_Response( $result, 200 );
		} catch ( Kassa_Store_Exception $e ) {
			return self::error_response( $e );
		} catch ( Throwable $e ) {
			error_log( 'Kassa Store API: ' . $e->getMessage() . ' in ' . $e->getFile() . ':' . $e->getLine() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return self::error_response( new Kassa_Store_Exception( 'woocommerce_rest_unknown_server_error', 'An unknown error occurred while processing your request.', 500 ) );
		}
	}

	/**
	 * Runs a cart write under the session lock and answers with the whole cart (a 409 carries the
	 * cart too, so the client can resync).
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param callable        $callback ( $state, $request ) => new state.
	 * @return WP_REST_Response
	 */
	public static function write( WP_REST_Request $request, $callback ) {
		return self::respond(
			static function () use ( $request, $callback ) {
				return Kassa_Store_Session::locked(
					static function () use ( $request, $callback ) {
						$state = self::load_state();
						try {
							$state = $callback( $state, $request );
						} catch ( Kassa_Store_Exception $e ) {
							if ( 409 === $e->status ) {
								$e->data['cart'] = Kassa_Store_Cart_Schema::cart( Kassa_Store_Totals::calculate( $state ) );
							}
							throw $e;
						}
						Kassa_Store_Session::save( $state );
						return self::cart_response( $state );
					}
				);
			}
		);
	}

	/**
	 * GET /cart. Reads only: a shopper without a session gets an empty cart and nothing is stored.
	 *
	 * @return WP_REST_Response
	 */
	public static function get_cart() {
		return self::respond(
			static function () {
				return self::cart_response( self::load_state() );
			}
		);
	}

	/**
	 * GET /cart/items.
	 *
	 * @return WP_REST_Response
	 */
	public static function get_cart_items() {
		return self::respond(
			static function () {
				return self::cart_response( self::load_state() )->get_data()['items'];
			}
		);
	}

	/**
	 * GET /checkout: the draft order.
	 *
	 * @return WP_REST_Response
	 */
	public static function get_checkout() {
		return self::respond( array( 'Kassa_Store_Checkout', 'get_draft' ) );
	}

	/**
	 * POST /checkout: places the order.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function post_checkout( WP_REST_Request $request ) {
		return self::respond(
			static function () use ( $request ) {
				return Kassa_Store_Checkout::place( $request );
			}
		);
	}

	/**
	 * POST /batch: runs up to 25 Store API writes in order, each answered with its own status,
	 * body and headers (207 Multi-Status).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function batch( WP_REST_Request $request ) {
		$responses = array();
		$inherit   = array(
			'nonce'      => $request->get_header( 'nonce' ),
			'cart_token' => $request->get_header( 'cart_token' ),
		);
		foreach ( (array) $request['requests'] as $item ) {
			$path  = (string) $item['path'];
			$parts = wp_parse_url( $path );
			$route = isset( $parts['path'] ) ? untrailingslashit( $parts['path'] ) : '';
			if ( 0 !== strpos( $route, '/' . self::NAMESPACE_V1 . '/' ) || '/' . self::NAMESPACE_V1 . '/batch' === $route ) {
				$responses[] = self::batch_item( self::error_response( new Kassa_Store_Exception( 'woocommerce_rest_invalid_path', 'Invalid path provided.', 400 ) ) );
				continue;
			}
			$sub = new WP_REST_Request( isset( $item['method'] ) ? (string) $item['method'] : 'POST', $route );
			if ( ! empty( $parts['query'] ) ) {
				$query = array();
				wp_parse_str( $parts['query'], $query );
				$sub->set_query_params( $query );
			}
			foreach ( $inherit as $name => $value ) {
				if ( null !== $value ) {
					$sub->set_header( $name, $value );
				}
			}
			foreach ( isset( $item['headers'] ) && is_array( $item['headers'] ) ? $item['headers'] : array() as $name => $value ) {
				if ( is_scalar( $value ) ) {
					$sub->set_header( (string) $name, (string) $value );
				}
			}
			$sub->set_header( 'content-type', 'application/json' );
			$sub->set_body( wp_json_encode( isset( $item['body'] ) && is_array( $item['body'] ) ? $item['body'] : new stdClass() ) );
			++self::$batch_depth;
			$result = rest_do_request( $sub );
			--self::$batch_depth;
			$responses[] = self::batch_item( $result );
		}
		Kassa_Store_Session::use_token( (string) $request->get_header( 'cart_token' ) );
		return new WP_REST_Response( array( 'responses' => $responses ), 207 );
	}

	/**
	 * One batch answer: { body, status, headers }.
	 *
	 * @param WP_REST_Response $response Sub-response.
	 * @return array
	 */
	private static function batch_item( WP_REST_Response $response ) {
		self::add_headers( $response );
		return array(
			'body'    => rest_get_server()->response_to_data( $response, false ),
			'status'  => $response->get_status(),
			'headers' => (object) $response->get_headers(),
		);
	}

	/**
	 * GET /products: the shop page's catalogue (hidden products left out).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function get_products( WP_REST_Request $request ) {
		return self::respond(
			static function () use ( $request ) {
				$per_page = (int) $request['per_page'];
				$list     = Kassa_Store_Catalog::list_visible(
					(int) $request['page'],
					$per_page,
					(string) $request['catalog_visibility'],
					(string) $request['slug'],
					array(
						'orderby'  => (string) $request['orderby'],
						'order'    => (string) $request['order'],
						'category' => (string) $request['category'],
					)
				);
				$response = new WP_REST_Response( array_map( array( 'Kassa_Store_Cart_Schema', 'product' ), $list['products'] ) );
				$response->header( 'X-WP-Total', (string) $list['total'] );
				$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $list['total'] / $per_page ) ) );
				return $response;
			}
		);
	}

	/**
	 * GET /products/categories: the shop's product categories (empty ones left out by default).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function get_product_categories( WP_REST_Request $request ) {
		return self::respond(
			static function () use ( $request ) {
				$per_page = (int) $request['per_page'];
				$list     = Kassa_Store_Catalog::categories(
					array(
						'page'       => (int) $request['page'],
						'per_page'   => $per_page,
						'hide_empty' => (bool) $request['hide_empty'],
						'parent'     => null === $request['parent'] ? null : (int) $request['parent'],
						'orderby'    => 'id' === $request['orderby'] ? 'term_id' : (string) $request['orderby'],
						'order'      => (string) $request['order'],
					)
				);
				$response = new WP_REST_Response( $list['categories'] );
				$response->header( 'X-WP-Total', (string) $list['total'] );
				$response->header( 'X-WP-TotalPages', (string) ( $per_page > 0 ? max( 1, (int) ceil( $list['total'] / $per_page ) ) : 1 ) );
				return $response;
			}
		);
	}

	/**
	 * GET /products/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function get_product( WP_REST_Request $request ) {
		return self::respond(
			static function () use ( $request ) {
				$product = Kassa_Store_Catalog::get( (int) $request['id'] );
				if ( ! $product || 'variation' === $product['type'] ) {
					throw new Kassa_Store_Exception( 'woocommerce_rest_product_invalid_id', 'Invalid product ID.', 404 );
				}
				return Kassa_Store_Cart_Schema::product( $product );
			}
		);
	}
}
