<?php
/**
 * The classic checkout's contract on Kassa's pages (README "The classic checkout's contract"):
 * plugins written for WooCommerce's classic (shortcode) checkout — PHP hooks, `$_POST`, jQuery
 * events — work on Kassa's checkout. This class starts the pieces and loads the classic script
 * (`kassa-classic`, classic/) on the pages that need it:
 * - islands (Kassa_Classic_Islands): the HTML classic PHP prints, rendered with the page;
 * - the classic post (Kassa_Classic_Posted_Data): what Kassa's Place Order sends, rebuilt as
 *   the `$_POST` and posted data of `WC_Checkout::process_checkout()`;
 * - the classic hooks (Kassa_Classic_Checkout_Hooks), fired in that order by the Store API's
 *   checkout request;
 * - classic gateways (Kassa_Classic_Gateways).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Boots the classic contract and loads its script where it is needed.
 */
class Kassa_Classic {

	/** The classic script: islands, the classic form and its events, the classic post. */
	const HANDLE = 'kassa-classic';

	/** Kassa's namespace in the Store API checkout's `extensions`. */
	const EXTENSION = 'kassa/classic';

	/**
	 * The classic checkout's server hooks: with a plugin's callback on one of them, the checkout
	 * needs the classic script (which posts what the hooks read), even with no island.
	 */
	const CHECKOUT_HOOKS = array(
		'woocommerce_before_checkout_process',
		'woocommerce_checkout_process',
		'woocommerce_checkout_posted_data',
		'woocommerce_after_checkout_validation',
		'woocommerce_checkout_update_customer',
		'woocommerce_checkout_update_user_meta',
		'woocommerce_checkout_create_order',
		'woocommerce_checkout_update_order_meta',
		'woocommerce_checkout_order_processed',
	);

	/**
	 * Hooks in.
	 */
	public static function init() {
		foreach ( array( 'islands', 'posted-data', 'checkout-hooks', 'gateways', 'hooks', 'layout', 'live-update' ) as $part ) {
			require_once __DIR__ . "/class-kassa-classic-$part.php";
		}
		Kassa_Classic_Islands::init();
		Kassa_Classic_Checkout_Hooks::init();
		Kassa_Classic_Gateways::init();
		Kassa_Classic_Hooks::init();
		Kassa_Classic_Live_Update::init();
		add_action( 'init', array( __CLASS__, 'register_script' ), 6 );
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			self::register_extension();
		} else {
			add_action( 'woocommerce_blocks_loaded', array( __CLASS__, 'register_extension' ) );
		}
	}

	/**
	 * Registers the classic script (enqueued only where the page needs it).
	 */
	public static function register_script() {
		$asset = kassa_asset_file( 'classic' );
		if ( $asset ) {
			wp_register_script(
				self::HANDLE,
				plugins_url( 'build/classic/index.js', KASSA_FILE ),
				$asset['dependencies'],
				$asset['version'],
				array( 'in_footer' => true )
			);
		}
	}

	/**
	 * Registers Kassa's classic data with the Store API's checkout, so the route accepts it:
	 * `extensions[ 'kassa/classic' ].post_data`, the classic inputs serialised as a form posts
	 * them (`name=value&…`, as jQuery's `serialize()` writes them).
	 */
	public static function register_extension() {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => self::EXTENSION,
				'schema_callback' => array( __CLASS__, 'extension_schema' ),
				'schema_type'     => ARRAY_A,
			)
		);
	}

	/**
	 * The schema of Kassa's classic data in the checkout request.
	 *
	 * @return array
	 */
	public static function extension_schema() {
		return array(
			'post_data' => array(
				'description' => __( 'The classic checkout inputs on the page, serialised as a form posts them.', 'kassa' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
			),
		);
	}

	/**
	 * Whether a page needs the classic contract without any island: on the checkout, when a
	 * plugin (not WooCommerce itself) hooks one of the classic checkout's server hooks.
	 *
	 * @param string $context 'checkout' or 'cart'.
	 * @return bool
	 */
	public static function is_needed( $context ) {
		$needed = false;
		if ( 'checkout' === $context ) {
			foreach ( self::CHECKOUT_HOOKS as $hook ) {
				if ( self::has_plugin_callback( $hook ) ) {
					$needed = true;
					break;
				}
			}
		}
		/**
		 * Filters whether a page with Kassa's cart or checkout needs the classic contract (its
		 * form, events and post) when no island is on it.
		 *
		 * @param bool   $needed  Whether it does.
		 * @param string $context 'checkout' or 'cart'.
		 */
		return (bool) apply_filters( 'kassa_classic_needed', $needed, $context );
	}

	/**
	 * Whether a hook has a callback defined outside WooCommerce and Kassa (WooCommerce hooks some
	 * of the classic hooks itself, e.g. its coupon check on `woocommerce_after_checkout_validation`;
	 * Kassa's own classic pieces hook some too).
	 *
	 * @param string        $hook  The hook.
	 * @param callable|null $which What else a callback must be to count (given the callback).
	 * @return bool
	 */
	public static function has_plugin_callback( $hook, $which = null ) {
		global $wp_filter;
		if ( empty( $wp_filter[ $hook ] ) ) {
			return false;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( self::is_plugin_callback( $callback['function'] ) && ( null === $which || call_user_func( $which, $callback['function'] ) ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a callback is another plugin's (or the theme's): defined outside WooCommerce and
	 * outside Kassa's own PHP (includes/; the test fixtures in Kassa's folder are plugins).
	 *
	 * @param mixed $callback A callable.
	 * @return bool
	 */
	public static function is_plugin_callback( $callback ) {
		$file = self::defined_in( $callback );
		if ( null === $file ) {
			return true;
		}
		$file = wp_normalize_path( $file );
		foreach ( array( wp_normalize_path( dirname( WC_PLUGIN_FILE ) ) . '/', wp_normalize_path( KASSA_DIR ) . '/includes/' ) as $own ) {
			if ( 0 === strpos( $file, $own ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The file a callback is defined in.
	 *
	 * @param mixed $callback A callable.
	 * @return string|null The file, or null when it cannot be told.
	 */
	public static function defined_in( $callback ) {
		$reflection = self::reflect( $callback );
		return $reflection ? ( $reflection->getFileName() ?: null ) : null;
	}

	/**
	 * Whether a callback may read the classic checkout's posted form (`$_POST['post_data']`,
	 * which only the classic checkout's updates send): the file it is written in names it (a
	 * helper beside it may read it). One whose file cannot be read may.
	 *
	 * @param mixed $callback A callable.
	 * @return bool
	 */
	public static function reads_posted_form( $callback ) {
		$file = self::defined_in( $callback );
		if ( ! $file || ! is_readable( $file ) ) {
			return true;
		}
		return false !== strpos( (string) file_get_contents( $file ), 'post_data' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local PHP file.
	}

	/**
	 * A callback's reflection.
	 *
	 * @param mixed $callback A callable.
	 * @return ReflectionFunctionAbstract|null Null when it cannot be told.
	 */
	private static function reflect( $callback ) {
		try {
			if ( is_array( $callback ) && 2 === count( $callback ) ) {
				return new ReflectionMethod( $callback[0], $callback[1] );
			}
			if ( is_string( $callback ) && false !== strpos( $callback, '::' ) ) {
				return new ReflectionMethod( $callback );
			}
			if ( is_string( $callback ) || $callback instanceof Closure ) {
				return new ReflectionFunction( $callback );
			}
		} catch ( ReflectionException $error ) {
			return null;
		}
		return null;
	}

	/**
	 * Loads the classic script with Kassa's cart or checkout: before the block's own script, so
	 * what it registers (payment methods, inner blocks) is there when the block renders.
	 *
	 * @param string $context 'checkout' or 'cart'.
	 */
	public static function enqueue( $context ) {
		wp_enqueue_script( self::HANDLE );
		Kassa_WooCommerce_Integrations::add_dependencies(
			generate_block_asset_handle( "kassa/$context", 'viewScript' ),
			array( self::HANDLE )
		);
		if ( 'checkout' === $context ) {
			// Now (a classic theme has registered WooCommerce's scripts) and once WooCommerce has
			// (a block theme renders the page first).
			self::stand_in_for_classic_checkout_script();
			add_action( 'wp_enqueue_scripts', array( __CLASS__, 'stand_in_for_classic_checkout_script' ), 30 );
		}
	}

	/**
	 * On Kassa's checkout with the classic form, WooCommerce's classic checkout script
	 * (`wc-checkout`, checkout.js) is this script: a gateway's script that names it as a
	 * dependency (many do, for the form's events) gets jQuery and Kassa's classic form, not
	 * checkout.js, which would post the form itself and redraw a review table Kassa has not.
	 */
	public static function stand_in_for_classic_checkout_script() {
		$scripts = wp_scripts();
		$current = $scripts->query( 'wc-checkout' );
		if ( $current && false === $current->src && in_array( self::HANDLE, $current->deps, true ) ) {
			return;
		}
		wp_deregister_script( 'wc-checkout' );
		wp_register_script( 'wc-checkout', false, array( 'jquery', self::HANDLE ), false, array( 'in_footer' => true ) );
	}
}
