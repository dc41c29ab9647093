<?php
/**
 * WooCommerce's script handles that Kassa adapts (ARCHITECTURE.md, "WooCommerce's front-end API
 * on Kassa's pages"): on a page with Kassa's cart or checkout, each of those handles
 * (`wc-blocks-data-store`, …) is registered again to point at Kassa's adapter build, so a
 * gateway or extension script that depends on it gets WooCommerce's API over Kassa's stores,
 * and WooCommerce's own bundle, a second cart of its own, never loads there. On another page
 * with Kassa's mini-cart, the same goes for the scripts its drawer loads (the mini-cart
 * integrations'), unless a WooCommerce block there loads WooCommerce's own stores, which the
 * drawer then shares.
 *
 * Paid only when used: the adapters are registered, never enqueued; one loads only when a
 * script on the page depends on its handle. Many gateways use WooCommerce's stores without
 * saying so (`wp.data.select( 'wc/store/cart' )`, `window.wc.wcBlocksData` read when their
 * script loads, with the stores' handle not among their dependencies: WooCommerce's own
 * Checkout block loads it before them). So the payment method scripts are read once (again
 * when a file changes) for the words that show such a use, and a script that has them gets the
 * adapter as a dependency: it loads before the script, and only on shops whose scripts need it.
 *
 * The adapters, with those words, are webpack.config.js's WOOCOMMERCE_ADAPTERS, which the build
 * writes to build/woocommerce-adapters.php.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Points WooCommerce's handles at Kassa's adapters on Kassa's pages.
 */
class Kassa_WooCommerce_Script_Handles {

	/** What the scripts read were found to need: version, files (path => [ modified, handles ]). */
	const NEEDS_OPTION = 'kassa_woocommerce_script_needs';

	/** Whether the adapters are registered for this page. */
	private static $registered = false;

	/**
	 * Hooks in: when Kassa's cart or checkout renders, before the payment method scripts are
	 * registered (the adapters), and after (what those scripts need).
	 */
	public static function init() {
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'register_on_shopper_page' ), 5, 2 );
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'attach_on_shopper_page' ), 20, 2 );
		add_filter( 'render_block_kassa/mini-cart', array( __CLASS__, 'with_mini_cart' ) );
	}

	/**
	 * Takes the handles over on a shopper's page (the editor keeps WooCommerce's own scripts,
	 * which its blocks there need).
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function register_on_shopper_page( $handles, $context ) {
		if ( 'editor' !== $context ) {
			self::register_adapters();
		}
		return $handles;
	}

	/**
	 * Gives the shopper's page's payment method scripts the adapters they use.
	 *
	 * @param string[] $handles Payment method script handles, passed on unchanged.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function attach_on_shopper_page( $handles, $context ) {
		if ( 'editor' !== $context ) {
			self::attach_to( $handles );
		}
		return $handles;
	}

	/**
	 * With a mini-cart on a shopper's page: the drawer's scripts are decided at the end of the
	 * page (includes/mini-cart.php), just before which the adapters are chosen for them.
	 *
	 * @param string $content The block's HTML, passed on unchanged.
	 * @return string
	 */
	public static function with_mini_cart( $content ) {
		if ( ! is_admin() && ! has_action( 'wp_footer', array( __CLASS__, 'on_mini_cart_page' ) ) ) {
			add_action( 'wp_footer', array( __CLASS__, 'on_mini_cart_page' ), 0 );
		}
		return $content;
	}

	/**
	 * On a page with Kassa's mini-cart and not its cart or checkout (which took the handles
	 * already): the adapters serve the drawer's scripts, unless the page loads one of
	 * WooCommerce's own (a WooCommerce block there needs its whole bundle, which the drawer then
	 * shares rather than load a second cart).
	 */
	public static function on_mini_cart_page() {
		if ( self::$registered ) {
			return;
		}
		foreach ( array_keys( self::adapters() ) as $handle ) {
			// 'enqueued' counts the dependencies of what is enqueued too.
			if ( wp_script_is( $handle, 'enqueued' ) || wp_script_is( $handle, 'done' ) ) {
				return;
			}
		}
		self::register_adapters();
		self::attach_to( array( KASSA_MINI_CART_DRAWER_HANDLE ) );
	}

	/**
	 * Registers each adapter under WooCommerce's handle, in place of WooCommerce's script.
	 */
	public static function register_adapters() {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;
		foreach ( self::adapters() as $handle => $adapter ) {
			$asset = kassa_asset_file( $adapter['folder'] );
			if ( ! $asset ) {
				continue;
			}
			wp_deregister_script( $handle );
			wp_register_script(
				$handle,
				plugins_url( "build/{$adapter['folder']}/index.js", KASSA_FILE ),
				$asset['dependencies'],
				$asset['version'],
				// WooCommerce prints its handles with the footer scripts; their users load there.
				array( 'in_footer' => true )
			);
		}
	}

	/**
	 * Makes each adapter a dependency of the scripts (these handles and the scripts of the
	 * site's plugins they depend on) whose code uses it without declaring it.
	 *
	 * @param string[] $handles Script handles.
	 */
	public static function attach_to( $handles ) {
		$scripts  = wp_scripts();
		$adapters = self::adapters();
		$queue    = array_values( $handles );
		$seen     = array();
		// What was read holds while the adapters (and the words that name them) are the same.
		$version = md5( (string) wp_json_encode( $adapters ) );
		$stored  = (array) get_option( self::NEEDS_OPTION, array() );
		$needs   = isset( $stored['version'], $stored['files'] ) && $stored['version'] === $version ? (array) $stored['files'] : array();
		$read    = false;
		while ( $queue ) {
			$handle = array_shift( $queue );
			if ( isset( $seen[ $handle ] ) || isset( $adapters[ $handle ] ) || empty( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$script          = $scripts->registered[ $handle ];
			$queue           = array_merge( $queue, $script->deps );
			$path            = self::plugin_file( (string) $script->src );
			if ( ! $path ) {
				continue;
			}
			$modified = (int) filemtime( $path );
			if ( ! isset( $needs[ $path ] ) || $needs[ $path ][0] !== $modified ) {
				$needs[ $path ] = array( $modified, self::adapters_named_in( (string) file_get_contents( $path ), $adapters ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
				$read           = true;
			}
			$script->deps = array_values( array_unique( array_merge( $script->deps, $needs[ $path ][1] ) ) );
		}
		if ( $read ) {
			// Files no longer there (a plugin removed or updated) are forgotten.
			update_option(
				self::NEEDS_OPTION,
				array(
					'version' => $version,
					'files'   => array_filter( $needs, 'is_readable', ARRAY_FILTER_USE_KEY ),
				),
				false
			);
		}
	}

	/**
	 * The adapters a script's code names: any of an adapter's words in it.
	 *
	 * @param string $code     The script's code.
	 * @param array  $adapters The adapters, by handle.
	 * @return string[] Their handles.
	 */
	private static function adapters_named_in( $code, $adapters ) {
		$named = array();
		foreach ( $adapters as $handle => $adapter ) {
			foreach ( $adapter['markers'] as $marker ) {
				if ( false !== strpos( $code, $marker ) ) {
					$named[] = $handle;
					break;
				}
			}
		}
		return $named;
	}

	/**
	 * The file of a script served from a plugin other than WooCommerce and Kassa (WordPress's
	 * and WooCommerce's own scripts declare what they use), or null.
	 *
	 * @param string $src The script's URL.
	 * @return string|null Its path.
	 */
	private static function plugin_file( $src ) {
		$plugins = plugins_url() . '/';
		$url     = explode( '?', $src )[0];
		if ( 0 !== strpos( $url, $plugins ) ) {
			return null;
		}
		$relative = substr( $url, strlen( $plugins ) );
		// The plugin is the last `plugins/<name>/` of the path: on a site that lives inside
		// Kassa's own folder (the dev and test sites), WordPress builds other plugins' URLs
		// through Kassa's folder (kassa/.cache/sites/…/plugins/<name>/…).
		preg_match_all( '#(?:^|/plugins/)([^/]+)/#', $relative, $folders );
		$plugin = (string) end( $folders[1] );
		$own    = array( basename( dirname( plugin_basename( WC_PLUGIN_FILE ) ) ), basename( dirname( plugin_basename( KASSA_FILE ) ) ) );
		if ( in_array( $plugin, $own, true ) || false !== strpos( $relative, '..' ) ) {
			return null;
		}
		$path = WP_PLUGIN_DIR . '/' . $relative;
		return is_readable( $path ) ? $path : null;
	}

	/**
	 * WooCommerce's handles Kassa adapts, with each adapter's build folder and the words that
	 * show a script uses it.
	 *
	 * @return array<string, array{folder: string, markers: string[]}> By handle.
	 */
	public static function adapters() {
		$map = KASSA_DIR . '/build/woocommerce-adapters.php';
		return is_readable( $map ) ? (array) require $map : array();
	}
}
