<?php
/**
 * The Store API v1 routes (`/wc/store/v1/...`): registration with WooCommerce's arguments, the
 * checks a cart route makes as WooCommerce's do (the `Nonce` header on writes and on /checkout,
 * after WordPress has checked the arguments; a valid Cart-Token instead), the response headers
 * (a fresh `Nonce`, `Nonce-Timestamp`, `User-ID`, `Cart-Token`, `Cart-Hash`), the batch route and
 * the error body `{ code, message, data: { status } }`.
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
	 * Hooks the routes in.
	 */
	public static function init() {
		// Later than the default priority, so a plugin that serves the namespace registers first.
		add_action( 'rest_api_init', array( __CLASS__, 'register' ), 20 );
		add_filter( 'rest_post_dispatch', array( __CLASS__, 'post_dispatch' ), 10, 3 );
		add_filter( 'rest_allowed_cors_headers', array( __CLASS__, 'cors_headers' ) );
		add_filter( 'rest_exposed_cors_headers', array( __CLASS__, 'exposed_headers' ) );
	}

	/**
	 * A cart or checkout route: its callback runs as WooCommerce's cart routes run (see
	 * serve()), and it may be part of a batch.
	 *
	 * @param string|string[] $methods  HTTP methods.
	 * @param callable        $callback Receives the request; returns a response or data.
	 * @param array           $args     Arguments.
	 * @return array
	 */
	private static function cart_route( $methods, $callback, $args = array() ) {
		return array(
			'methods'             => $methods,
			'callback'            => static function ( WP_REST_Request $request ) use ( $callback ) {
				return Kassa_Store_Routes::serve( $request, $callback );
			},
			'permission_callback' => '__return_true',
			'args'                => $args,
			'allow_batch'         => array( 'v1' => true ),
		);
	}

	/**
	 * A cart write route: its callback changes the session's state under the session lock
	 * (see write()).
	 *
	 * @param callable $callback ( $state, $request ) => new state.
	 * @param array    $args     Arguments.
	 * @param int      $status   HTTP status of a success.
	 * @return array
	 */
	private static function write_route( $callback, $args = array(), $status = 200 ) {
		return self::cart_route(
			'POST',
			static function ( WP_REST_Request $request ) use ( $callback, $status ) {
				return Kassa_Store_Routes::write( $request, $callback, $status );
			},
			$args
		);
	}

	/**
	 * A catalogue route (products and categories): read only, no session headers.
	 *
	 * @param callable $callback Receives the request.
	 * @param array    $args     Arguments.
	 * @return array
	 */
	private static function catalog_route( $callback, $args = array() ) {
		return array(
			'methods'             => 'GET',
			'callback'            => static function ( WP_REST_Request $request ) use ( $callback ) {
				return Kassa_Store_Routes::respond(
					static function () use ( $callback, $request ) {
						return $callback( $request );
					}
				);
			},
			'permission_callback' => '__return_true',
			'args'                => $args,
			'allow_batch'         => array( 'v1' => true ),
		);
	}

	/**
	 * Registers the routes unless another plugin serves the namespace already. Arguments are
	 * WooCommerce's, so WordPress refuses the same bad requests the same way (before the nonce
	 * is checked, as in WooCommerce).
	 *
	 * @param WP_REST_Server $server Server.
	 */
	public static function register( $server ) {
		if ( in_array( self::NAMESPACE_V1, $server->get_namespaces(), true ) ) {
			return;
		}
		self::$serving = true;
		$string        = array( 'type' => 'string' );
		$routes        = array(
			'/cart'                       => self::cart_route( 'GET', array( __CLASS__, 'get_cart' ) ),
			'/cart/items'                 => self::cart_route( 'GET', array( __CLASS__, 'get_cart_items' ) ),
			'/cart/add-item'              => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::add_item( $state, $request['id'], $request['quantity'], (array) $request['variation'] );
				},
				array(
					// As in WooCommerce: any id is taken as a number (absint), so a bad one is
					// an unknown product rather than an argument error.
					'id'        => array(
						'type'              => 'integer',
						'sanitize_callback' => 'absint',
					),
					'quantity'  => array( 'type' => 'number' ),
					'variation' => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'attribute' => $string,
								'value'     => $string,
							),
						),
					),
				),
				201
			),
			'/cart/remove-item'           => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::remove_item( $state, (string) $request['key'] );
				},
				array( 'key' => $string )
			),
			'/cart/update-item'           => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_item( $state, (string) $request['key'], $request['quantity'] );
				},
				array(
					'key'      => $string,
					'quantity' => array( 'type' => 'number' ),
				)
			),
			'/cart/apply-coupon'          => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::apply_coupon( $state, $request['code'] );
				},
				array( 'code' => $string )
			),
			'/cart/remove-coupon'         => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::remove_coupon( $state, $request['code'] );
				},
				array( 'code' => $string )
			),
			'/cart/update-customer'       => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_customer( $state, $request['billing_address'], $request['shipping_address'] );
				},
				array(
					// No sanitize callback, as in WooCommerce: WordPress then does not check the
					// type either, and any value is merged as a (partial) address.
					'billing_address'  => array(
						'type'              => 'object',
						'sanitize_callback' => null,
					),
					'shipping_address' => array(
						'type'              => 'object',
						'sanitize_callback' => null,
					),
				)
			),
			'/cart/select-shipping-rate'  => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::select_shipping_rate( $state, (string) $request['rate_id'], $request['package_id'] );
				},
				array(
					'package_id' => array( 'type' => array( 'integer', 'string', 'null' ) ),
					'rate_id'    => array_merge( $string, array( 'required' => true ) ),
				)
			),
			'/cart/extensions'            => self::write_route(
				static function ( $state, $request ) {
					return Kassa_Store_Cart::update_extension( $state, (string) $request['namespace'], $request['data'] );
				},
				array(
					'namespace' => $string,
					'data'      => array( 'type' => 'object' ),
				)
			),
			'/checkout'                   => array(
				self::cart_route( 'GET', array( 'Kassa_Store_Checkout', 'get_draft' ) ),
				self::cart_route( 'POST', array( 'Kassa_Store_Checkout', 'place' ), Kassa_Store_Checkout::args() ),
				self::cart_route( array( 'PUT', 'PATCH' ), array( 'Kassa_Store_Checkout', 'update_draft' ), Kassa_Store_Checkout::draft_args() ),
			),
			'/batch'                      => array(
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
								'body'    => array(
									'type'                 => 'object',
									'properties'           => array(),
									'additionalProperties' => true,
								),
								'headers' => array(
									'type'                 => 'object',
									'properties'           => array(),
									'additionalProperties' => array(
										'type'  => array( 'string', 'array' ),
										'items' => $string,
									),
								),
							),
						),
					),
				),
			),
			'/products'                   => self::catalog_route( array( __CLASS__, 'get_products' ), self::product_args() ),
			'/products/categories'        => self::catalog_route( array( __CLASS__, 'get_product_categories' ), self::category_args() ),
			'/products/(?P<id>[\d]+)'     => self::catalog_route( array( __CLASS__, 'get_product' ) ),
		);
		foreach ( $routes as $path => $route ) {
			register_rest_route( self::NAMESPACE_V1, $path, $route );
		}
	}

	/**
	 * The paging arguments of a list route, as WooCommerce's: `page` and `per_page` (10, at most
	 * 100).
	 *
	 * @return array
	 */
	public static function paging_args() {
		return array(
			'page'     => array(
				'type'    => 'integer',
				'default' => 1,
				'minimum' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'default' => 10,
				'minimum' => 1,
				'maximum' => 100,
			),
		);
	}

	/**
	 * GET /products arguments (WooCommerce's, for the filters this shop has).
	 *
	 * @return array
	 */
	private static function product_args() {
		return self::paging_args() + array(
			'catalog_visibility' => array(
				'type' => 'string',
				'enum' => array( 'any', 'visible', 'catalog', 'search', 'hidden' ),
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
				'enum'    => array( 'date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order', 'comment_count' ),
				'default' => 'date',
			),
			'order'              => array(
				'type'    => 'string',
				'enum'    => array( 'asc', 'desc' ),
				'default' => 'desc',
			),
			'category'           => array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => static function ( $category ) {
					return implode( ',', array_map( 'sanitize_title', explode( ',', (string) $category ) ) );
				},
			),
		);
	}

	/**
	 * GET /products/categories arguments (WooCommerce's).
	 *
	 * @return array
	 */
	private static function category_args() {
		return array(
			'page'       => array(
				'type'    => 'integer',
				'default' => 1,
				'minimum' => 1,
			),
			'per_page'   => array(
				'type'    => 'integer',
				'minimum' => 0,
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
				'enum'    => array( 'name', 'slug', 'count' ),
				'default' => 'name',
			),
			'order'      => array(
				'type'    => 'string',
				'enum'    => array( 'asc', 'desc' ),
				'default' => 'asc',
			),
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
	 * Runs a cart or checkout route as WooCommerce does: a write (and any /checkout request)
	 * needs a valid `Nonce` header unless a valid Cart-Token came with the HTTP request; the
	 * answer, error or not, carries the session headers (see add_headers()).
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param callable        $callback Receives the request.
	 * @return WP_REST_Response
	 */
	public static function serve( WP_REST_Request $request, $callback ) {
		$response = null;
		$is_write = in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH', 'DELETE' ), true );
		if ( $is_write || '/' . self::NAMESPACE_V1 . '/checkout' === untrailingslashit( $request->get_route() ) ) {
			$response = self::nonce_error( $request );
		}
		if ( ! $response ) {
			$response = self::respond(
				static function () use ( $callback, $request ) {
					return $callback( $request );
				}
			);
		}
		self::add_headers( $response );
		return $response;
	}

	/**
	 * The error for a request without a valid `Nonce` header, or null when it may go on. A valid
	 * Cart-Token replaces the nonce (a browser never sends it by itself, so it cannot be forged
	 * cross-site), as in WooCommerce.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|null 401 when missing, 403 when invalid or expired.
	 */
	private static function nonce_error( WP_REST_Request $request ) {
		if ( Kassa_Store_Session::has_token() || apply_filters( 'woocommerce_store_api_disable_nonce_check', false ) ) {
			return null;
		}
		$nonce = (string) $request->get_header( 'nonce' );
		if ( '' === $nonce ) {
			return self::error_response( new Kassa_Store_Exception( 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401 ) );
		}
		if ( ! wp_verify_nonce( $nonce, 'wc_store_api' ) ) {
			return self::error_response( new Kassa_Store_Exception( 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403 ) );
		}
		return null;
	}

	/**
	 * Gives a guest who has no session yet their session cookie with the first answer of ours
	 * (their nonce is bound to that session).
	 *
	 * @param WP_HTTP_Response $response Response.
	 * @param WP_REST_Server   $server   Server.
	 * @param WP_REST_Request  $request  Request.
	 * @return WP_HTTP_Response
	 */
	public static function post_dispatch( $response, $server, $request ) {
		if ( $response instanceof WP_HTTP_Response && self::is_ours( $request ) && Kassa_Store_Session::is_new() && ! Kassa_Store_Session::has_token() ) {
			Kassa_Store_Session::set_cookie();
		}
		return $response;
	}

	/**
	 * Sets the session headers of a cart or checkout answer, as WooCommerce's: a fresh Nonce
	 * (and its timestamp), the customer id, the Cart-Token and the Cart-Hash ('' for an empty
	 * cart).
	 *
	 * @param WP_HTTP_Response $response Response.
	 */
	public static function add_headers( WP_HTTP_Response $response ) {
		self::add_nonce_headers( $response );
		$response->header( 'Cart-Token', Kassa_Store_Session::token() );
		$headers = $response->get_headers();
		if ( ! isset( $headers['Cart-Hash'] ) ) {
			$response->header( 'Cart-Hash', self::cart_hash( Kassa_Store_Totals::calculate( self::load_state() ) ) );
		}
		$response->header( 'Cache-Control', 'no-store' );
		// Time since WordPress started loading, for store-api/README.md's measurements.
		$response->header( 'Server-Timing', sprintf( 'app;dur=%.1f', timer_float() * 1000 ) );
	}

	/**
	 * Sets a fresh Nonce, its timestamp and the customer id (numbers, as WooCommerce sets them).
	 *
	 * @param WP_HTTP_Response $response Response.
	 */
	private static function add_nonce_headers( WP_HTTP_Response $response ) {
		$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$response->header( 'Nonce-Timestamp', time() );
		$response->header( 'User-ID', get_current_user_id() );
	}

	/**
	 * A hash of the cart's contents and total ('' for an empty cart), changing whenever either does.
	 *
	 * @param array $cart Calculated cart.
	 * @return string
	 */
	private static function cart_hash( array $cart ) {
		if ( ! $cart['lines'] ) {
			return '';
		}
		$contents = array();
		foreach ( $cart['lines'] as $key => $line ) {
			$contents[ $key ] = array( $line['product']['id'], $line['quantity'], $line['total'] );
		}
		return md5( wp_json_encode( $contents ) . $cart['totals']['total_price'] );
	}

	/**
	 * Headers browsers may send cross-origin.
	 *
	 * @param string[] $headers Headers.
	 * @return string[]
	 */
	public static function cors_headers( $headers ) {
		return array_merge( $headers, array( 'Cart-Token', 'Nonce' ) );
	}

	/**
	 * Headers scripts may read cross-origin.
	 *
	 * @param string[] $headers Headers.
	 * @return string[]
	 */
	public static function exposed_headers( $headers ) {
		return array_merge( $headers, array( 'Cart-Token', 'Cart-Hash', 'Nonce', 'Nonce-Timestamp', 'User-ID', 'Server-Timing' ) );
	}

	/**
	 * The session's state, with a logged-in customer's saved addresses and email filled in while
	 * the session has none of its own (as WooCommerce's customer data).
	 *
	 * @return array
	 */
	public static function load_state() {
		$stored = Kassa_Store_Session::load();
		$state  = Kassa_Store_Cart::normalise_state( $stored );
		$user   = get_current_user_id();
		if ( $user && ! isset( $stored['billing_address'] ) ) {
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
	 * Stores a state, with each package's selected rate and its rates recorded (so a choice holds
	 * while the package's rates stay the same, as WooCommerce's session keeps them).
	 *
	 * @param array $state State.
	 */
	public static function save_state( array $state ) {
		$cart                   = Kassa_Store_Totals::calculate( $state );
		$state['chosen_rates']  = array();
		$state['package_rates'] = array();
		foreach ( $cart['packages'] as $package ) {
			$selected = wp_list_filter( $package['rates'], array( 'selected' => true ) );
			$state['chosen_rates'][ $package['package_id'] ]  = $selected ? reset( $selected )['rate_id'] : '';
			$state['package_rates'][ $package['package_id'] ] = wp_list_pluck( $package['rates'], 'rate_id' );
		}
		Kassa_Store_Session::save( $state );
	}

	/**
	 * A cart response for a state.
	 *
	 * @param array $state  State.
	 * @param int   $status HTTP status.
	 * @return WP_REST_Response
	 */
	public static function cart_response( array $state, $status = 200 ) {
		$cart     = Kassa_Store_Totals::calculate( $state );
		$response = new WP_REST_Response( Kassa_Store_Cart_Schema::cart( $cart ), $status );
		$response->header( 'Cart-Hash', self::cart_hash( $cart ) );
		return $response;
	}

	/**
	 * The Store API error body.
	 *
	 * @param Kassa_Store_Exception $e Error.
	 * @return WP_REST_Response
	 */
	public static function error_response( Kassa_Store_Exception $e ) {
		// Members in WooCommerce's order: WordPress's parameter errors start with the status,
		// WooCommerce's own errors end with it (before the cart a 409 carries).
		$extra = array_diff_key( $e->data, array( 'cart' => true ) );
		$data  = 'rest_invalid_param' === $e->error_code
			? array_merge( array( 'status' => $e->status ), $extra )
			: array_merge( $extra, array( 'status' => $e->status ) );
		if ( isset( $e->data['cart'] ) ) {
			$data['cart'] = $e->data['cart'];
		}
		return new WP_REST_Response(
			array(
				'code'    => $e->error_code,
				'message' => $e->getMessage(),
				'data'    => $data,
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
	public static function respond( $callback ) {
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
	 * @param int             $status   HTTP status of a success.
	 * @return WP_REST_Response
	 * @throws Kassa_Store_Exception When the write is refused.
	 */
	public static function write( WP_REST_Request $request, $callback, $status = 200 ) {
		return Kassa_Store_Session::locked(
			static function () use ( $request, $callback, $status ) {
				$state = self::load_state();
				try {
					$state = $callback( $state, $request );
				} catch ( Kassa_Store_Exception $e ) {
					if ( 409 === $e->status ) {
						$e->data['cart'] = Kassa_Store_Cart_Schema::cart( Kassa_Store_Totals::calculate( $state ) );
					}
					throw $e;
				}
				self::save_state( $state );
				return self::cart_response( $state, $status );
			}
		);
	}

	/**
	 * GET /cart. Reads only: a shopper without a session gets an empty cart and nothing is stored.
	 *
	 * @return WP_REST_Response
	 */
	public static function get_cart() {
		return self::cart_response( self::load_state() );
	}

	/**
	 * GET /cart/items.
	 *
	 * @return WP_REST_Response
	 */
	public static function get_cart_items() {
		return new WP_REST_Response( self::cart_response( self::load_state() )->get_data()['items'] );
	}

	/**
	 * POST /batch, as WooCommerce runs it: every path must be a Store API one (else the whole
	 * batch is refused with 400 woocommerce_rest_invalid_path and nothing runs), then WordPress's
	 * own batch runs each request with its own headers (a sub-request's nonce is its own) and
	 * answers 207 with each one's status, body and headers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function batch( WP_REST_Request $request ) {
		$response = null;
		foreach ( (array) $request['requests'] as $item ) {
			$path = wp_parse_url( (string) ( $item['path'] ?? '' ), PHP_URL_PATH );
			if ( ! $path || 0 !== strpos( $path, '/wc/store' ) ) {
				$response = self::error_response( new Kassa_Store_Exception( 'woocommerce_rest_invalid_path', 'Invalid path provided.', 400 ) );
				break;
			}
		}
		if ( ! $response ) {
			$response = rest_get_server()->serve_batch_request_v1( $request );
		}
		self::add_nonce_headers( $response );
		return $response;
	}

	/**
	 * GET /products: the catalogue (every product, hidden ones too, unless `catalog_visibility`
	 * narrows it; newest first), with WooCommerce's pagination headers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function get_products( WP_REST_Request $request ) {
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
		$response = new WP_REST_Response( array_map( array( __CLASS__, 'product_data' ), $list['products'] ) );
		$response->header( 'X-WP-Total', (string) $list['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $list['total'] / $per_page ) );
		return $response;
	}

	/**
	 * A product with its links (self, collection, related), as WooCommerce lists it.
	 *
	 * @param array $product Product.
	 * @return array
	 */
	public static function product_data( array $product ) {
		$response = new WP_REST_Response( Kassa_Store_Cart_Schema::product( $product ) );
		$base     = rest_url( self::NAMESPACE_V1 . '/products' );
		$response->add_links(
			array(
				'self'       => array( 'href' => $base . '/' . $product['id'] ),
				'collection' => array( 'href' => $base ),
				'related'    => array(
					'href'       => add_query_arg(
						array(
							'related'  => $product['id'],
							'per_page' => 10,
						),
						$base
					),
					'embeddable' => true,
				),
			)
		);
		return rest_get_server()->response_to_data( $response, false );
	}

	/**
	 * GET /products/categories: the shop's product categories (empty ones left out by default).
	 * As in WooCommerce, pagination headers come only when a page size is asked for and more
	 * than one page may exist.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public static function get_product_categories( WP_REST_Request $request ) {
		$per_page = (int) $request['per_page'];
		$page     = (int) $request['page'];
		$list     = Kassa_Store_Catalog::categories(
			array(
				'page'       => $page,
				'per_page'   => $per_page,
				'hide_empty' => (bool) $request['hide_empty'],
				'parent'     => null === $request['parent'] ? null : (int) $request['parent'],
				'orderby'    => (string) $request['orderby'],
				'order'      => (string) $request['order'],
			)
		);
		$response = new WP_REST_Response( $list['categories'] );
		if ( $per_page > 0 && ( count( $list['categories'] ) === $per_page || $page > 1 ) ) {
			$response->header( 'X-WP-Total', (string) $list['total'] );
			$response->header( 'X-WP-TotalPages', (string) (int) ceil( $list['total'] / $per_page ) );
		}
		return $response;
	}

	/**
	 * GET /products/{id} (a variation's id too, as in WooCommerce).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 * @throws Kassa_Store_Exception 404 for an unknown product.
	 */
	public static function get_product( WP_REST_Request $request ) {
		$product = Kassa_Store_Catalog::get( (int) $request['id'] );
		if ( ! $product ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_product_invalid_id', 'Invalid product ID.', 404 );
		}
		return new WP_REST_Response( self::product_data( $product ) );
	}
}
