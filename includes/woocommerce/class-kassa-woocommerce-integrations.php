<?php
/**
 * WooCommerce's block integrations on Kassa's pages: what an extension registers with an
 * `IntegrationInterface` for WooCommerce's Cart, Checkout and Mini-Cart blocks
 * (`woocommerce_blocks_{cart,checkout,mini-cart}_block_registration`) loads with Kassa's cart,
 * checkout and mini-cart as it does with WooCommerce's blocks: its scripts become dependencies
 * of Kassa's block script (so they register their filters and blocks before it renders, as
 * WooCommerce makes them dependencies of its own), its `get_script_data()` goes into
 * `wcSettings`, with `wcBlocksConfig`; and WooCommerce's
 * `woocommerce_blocks_enqueue_{cart,checkout}_block_scripts_{before,after}` actions fire around
 * them. Kassa's script that fires WooCommerce's blocks' JS actions (`kassa-woocommerce-events`)
 * loads with Kassa's cart, checkout, mini-cart drawer and product grid.
 *
 * The integrations are the ones WooCommerce's own blocks registered: each block type keeps its
 * registry, read here rather than filled a second time (an integration's initialize() runs once).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Assets\AssetDataRegistry;
use Automattic\WooCommerce\Blocks\BlockTypes\AbstractBlock;
use Automattic\WooCommerce\Blocks\Integrations\IntegrationRegistry;
use Automattic\WooCommerce\Blocks\Package;

/**
 * Loads WooCommerce's block integrations and events script with Kassa's blocks.
 */
class Kassa_WooCommerce_Integrations {

	/** The script that fires WooCommerce's blocks' JS actions when Kassa's events fire. */
	const EVENTS_HANDLE = 'kassa-woocommerce-events';

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_events_script' ), 6 );
		// Around the payment methods' scripts (priority 10, which fires WooCommerce's
		// `woocommerce_blocks_{cart,checkout}_enqueue_data`), as in WooCommerce's blocks.
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'before_block_scripts' ), 7, 2 );
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'after_block_scripts' ), 20, 2 );
		add_filter( 'render_block_kassa/mini-cart', array( __CLASS__, 'with_mini_cart' ) );
		add_filter( 'render_block_kassa/products', array( __CLASS__, 'with_products' ) );
	}

	/**
	 * Registers the events script (enqueued only with the blocks whose events it passes on).
	 */
	public static function register_events_script() {
		$asset = kassa_asset_file( 'woocommerce-events' );
		if ( $asset ) {
			wp_register_script(
				self::EVENTS_HANDLE,
				plugins_url( 'build/woocommerce-events/index.js', KASSA_FILE ),
				$asset['dependencies'],
				$asset['version'],
				array( 'in_footer' => true )
			);
		}
	}

	/**
	 * Before a Kassa cart's or checkout's scripts: WooCommerce's `…_block_scripts_before` action,
	 * the integrations' data and `wcBlocksConfig` in `wcSettings`, and the integrations' scripts
	 * and the events script as dependencies of the block's script.
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function before_block_scripts( $handles, $context ) {
		$block = self::block_of( $context );
		if ( $block ) {
			/** This action is documented in WooCommerce (src/Blocks/BlockTypes/Checkout.php, Cart.php). */
			do_action( "woocommerce_blocks_enqueue_{$block}_block_scripts_before" );
			$integrations = self::registry( $block );
			self::add_data( $integrations );
			self::add_dependencies(
				generate_block_asset_handle( "kassa/$block", 'viewScript' ),
				array_merge( self::script_handles( $integrations ), array( self::EVENTS_HANDLE ) )
			);
		}
		return $handles;
	}

	/**
	 * After a Kassa cart's or checkout's scripts: WooCommerce's `…_block_scripts_after` action.
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function after_block_scripts( $handles, $context ) {
		$block = self::block_of( $context );
		if ( $block ) {
			/** This action is documented in WooCommerce (src/Blocks/BlockTypes/Checkout.php, Cart.php). */
			do_action( "woocommerce_blocks_enqueue_{$block}_block_scripts_after" );
		}
		return $handles;
	}

	/**
	 * With a mini-cart on a shopper's page: the mini-cart integrations' scripts and the events
	 * script load with the drawer (when it first opens, as the rest of it), and their data is in
	 * `wcSettings`, which the page then prints.
	 *
	 * @param string $content The block's HTML, passed on unchanged.
	 * @return string
	 */
	public static function with_mini_cart( $content ) {
		if ( is_admin() ) {
			return $content;
		}
		$integrations = self::registry( 'mini-cart' );
		$handles      = self::script_handles( $integrations );
		if ( $handles ) {
			self::add_data( $integrations );
			wp_enqueue_script( 'wc-settings' );
		}
		self::add_dependencies( KASSA_MINI_CART_DRAWER_HANDLE, array_merge( $handles, array( self::EVENTS_HANDLE ) ) );
		return $content;
	}

	/**
	 * With Kassa's product grid on a shopper's page: the events script (its add to cart, list and
	 * product link events).
	 *
	 * @param string $content The block's HTML, passed on unchanged.
	 * @return string
	 */
	public static function with_products( $content ) {
		if ( ! is_admin() ) {
			self::add_dependencies( generate_block_asset_handle( 'kassa/products', 'viewScript' ), array( self::EVENTS_HANDLE ) );
		}
		return $content;
	}

	/**
	 * WooCommerce's block a payment method scripts context stands for.
	 *
	 * @param string $context 'checkout', 'cart' or 'editor'.
	 * @return string|null 'checkout', 'cart', or null for the editor.
	 */
	private static function block_of( $context ) {
		return in_array( $context, array( 'checkout', 'cart' ), true ) ? $context : null;
	}

	/**
	 * The integrations WooCommerce's block registered (`woocommerce_blocks_{$block}_block_registration`).
	 *
	 * @param string $block 'checkout', 'cart' or 'mini-cart'.
	 * @return IntegrationRegistry|null
	 */
	public static function registry( $block ) {
		$type     = WP_Block_Type_Registry::get_instance()->get_registered( "woocommerce/$block" );
		$callback = $type ? $type->render_callback : null;
		if ( ! is_array( $callback ) || ! $callback[0] instanceof AbstractBlock ) {
			return null;
		}
		// The block type keeps its registry to itself; read it in the block's own scope.
		$read = Closure::bind(
			function () {
				return $this->integration_registry;
			},
			$callback[0],
			AbstractBlock::class
		);
		$registry = $read();
		return $registry instanceof IntegrationRegistry ? $registry : null;
	}

	/**
	 * The integrations' front-end script handles.
	 *
	 * @param IntegrationRegistry|null $integrations The registry.
	 * @return string[]
	 */
	private static function script_handles( $integrations ) {
		return $integrations ? array_values( $integrations->get_all_registered_script_handles() ) : array();
	}

	/**
	 * Adds the integrations' script data (`<name>_data`) and `wcBlocksConfig` to `wcSettings`, as
	 * WooCommerce's blocks do (a key already there is kept).
	 *
	 * @param IntegrationRegistry|null $integrations The registry.
	 */
	private static function add_data( $integrations ) {
		$settings = Package::container()->get( AssetDataRegistry::class );
		$data     = $integrations ? $integrations->get_all_registered_script_data() : array();
		foreach ( $data as $key => $value ) {
			if ( ! $settings->exists( $key ) ) {
				$settings->add( $key, $value );
			}
		}
		if ( ! $settings->exists( 'wcBlocksConfig' ) ) {
			$settings->add( 'wcBlocksConfig', self::blocks_config() );
		}
	}

	/**
	 * WooCommerce's `wcBlocksConfig`, as its blocks give it to a shopper's page.
	 *
	 * @return array
	 */
	public static function blocks_config() {
		/** This filter is documented in WooCommerce (src/Blocks/BlockTypes/AbstractBlock.php). */
		$routes = apply_filters( 'woocommerce_blocks_pre_get_routes_from_namespace', array(), 'wc/store/v1', 'view' );
		return array(
			'pluginUrl'     => plugins_url( '/', WC_PLUGIN_FILE ),
			'restApiRoutes' => array( '/wc/store/v1' => array_keys( (array) $routes ) ),
			'defaultAvatar' => get_avatar_url( 0, array( 'force_default' => true ) ),
			'wordCountType' => self::word_count_type(),
		);
	}

	/**
	 * How WooCommerce's translation counts words ('words', or characters for languages such as
	 * Chinese): WooCommerce's own string, in the shop's language.
	 *
	 * @return string
	 */
	private static function word_count_type() {
		$domain = 'woocommerce';
		// phpcs:ignore WordPress.WP.I18n -- WooCommerce's own string, read in its text domain.
		return _x( 'words', 'Word count type. Do not translate!', $domain );
	}

	/**
	 * Makes scripts dependencies of a registered script (those registered; the classic checkout's
	 * scripts use it too).
	 *
	 * @param string   $handle       The script.
	 * @param string[] $dependencies The scripts it now depends on.
	 */
	public static function add_dependencies( $handle, $dependencies ) {
		$scripts = wp_scripts();
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			return;
		}
		$dependencies = array_filter(
			$dependencies,
			static function ( $dependency ) use ( $scripts ) {
				return isset( $scripts->registered[ $dependency ] );
			}
		);
		$script       = $scripts->registered[ $handle ];
		$script->deps = array_values( array_unique( array_merge( $script->deps, $dependencies ) ) );
	}
}
