<?php
/**
 * What plugins print at the action hooks of WooCommerce's classic (shortcode) checkout and cart,
 * on Kassa's checkout and cart: each hook's output is rendered by the server with the page, as
 * the classic page renders it (in the classic page's order, with its arguments and conditions,
 * and `is_checkout()` / `is_cart()` true), and shown by the `kassa/classic-hook` block of that
 * hook, wherever the merchant put it, as an island React leaves alone. WooCommerce's own
 * callbacks at these hooks (its login and coupon forms, notices, order review, payment section,
 * cross-sells, totals, buttons) are left out: Kassa's blocks are those. A hook no plugin prints
 * at renders nothing and loads nothing; its block's saved shell is left out of the page.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the classic hooks' output on Kassa's pages.
 */
class Kassa_Classic_Hooks {

	/** The block that places a hook's output. */
	const BLOCK = 'kassa/classic-hook';

	/** The hooks' script (classic/hooks/): their blocks' islands, the checkout's live updates. */
	const HANDLE = 'kassa-classic-hooks';

	/**
	 * How the hooks' islands sit in Kassa's layout: table rows as the totals' rows, a hook of
	 * the filled cart across both its columns.
	 */
	const STYLE = '.kassa-classic-hook__rows{width:100%;border-collapse:collapse}.kassa-classic-hook__rows th{text-align:start;font-weight:inherit}.kassa-classic-hook__rows td{text-align:end}.kassa-filled-cart>.kassa-classic-hook{grid-column:1/-1}';

	/**
	 * Page => hook => how the classic page fires it, in the order it does: `checkout` passes
	 * `WC()->checkout()`; `rows`, the hook prints table rows (wrapped in a table here); `when`,
	 * the condition of the classic template (see conditions()); `update`, the classic checkout
	 * prints it again on each update of the order review (its review table and payment
	 * section); `form` false, printed outside the classic checkout form (its inputs are not
	 * posted).
	 */
	const POSITIONS = array(
		'checkout' => array(
			'woocommerce_before_checkout_form_cart_notices'    => array( 'form' => false ),
			'woocommerce_before_checkout_form'                 => array(
				'checkout' => true,
				'form'     => false,
			),
			'woocommerce_checkout_before_customer_details'     => array(),
			'woocommerce_checkout_billing'                     => array(),
			'woocommerce_before_checkout_billing_form'         => array( 'checkout' => true ),
			'woocommerce_after_checkout_billing_form'          => array( 'checkout' => true ),
			'woocommerce_before_checkout_registration_form'    => array(
				'checkout' => true,
				'when'     => 'registration',
			),
			'woocommerce_after_checkout_registration_form'     => array(
				'checkout' => true,
				'when'     => 'registration',
			),
			'woocommerce_checkout_shipping'                    => array(),
			'woocommerce_before_checkout_shipping_form'        => array(
				'checkout' => true,
				'when'     => 'shipping_address',
			),
			'woocommerce_after_checkout_shipping_form'         => array(
				'checkout' => true,
				'when'     => 'shipping_address',
			),
			'woocommerce_before_order_notes'                   => array( 'checkout' => true ),
			'woocommerce_after_order_notes'                    => array( 'checkout' => true ),
			'woocommerce_checkout_after_customer_details'      => array(),
			'woocommerce_checkout_before_order_review_heading' => array(),
			'woocommerce_checkout_before_order_review'         => array(),
			'woocommerce_checkout_order_review'                => array(),
			'woocommerce_review_order_before_cart_contents'    => array(
				'rows'   => true,
				'update' => true,
			),
			'woocommerce_review_order_after_cart_contents'     => array(
				'rows'   => true,
				'update' => true,
			),
			'woocommerce_review_order_before_shipping'         => array(
				'rows'   => true,
				'update' => true,
				'when'   => 'shipping',
			),
			'woocommerce_review_order_after_shipping'          => array(
				'rows'   => true,
				'update' => true,
				'when'   => 'shipping',
			),
			'woocommerce_review_order_before_order_total'      => array(
				'rows'   => true,
				'update' => true,
			),
			'woocommerce_review_order_after_order_total'       => array(
				'rows'   => true,
				'update' => true,
			),
			'woocommerce_review_order_before_payment'          => array(),
			'woocommerce_checkout_before_terms_and_conditions' => array(
				'update' => true,
				'when'   => 'terms',
			),
			'woocommerce_checkout_terms_and_conditions'        => array(
				'update' => true,
				'when'   => 'terms',
			),
			'woocommerce_checkout_after_terms_and_conditions'  => array(
				'update' => true,
				'when'   => 'terms',
			),
			'woocommerce_review_order_before_submit'           => array( 'update' => true ),
			'woocommerce_review_order_after_submit'            => array( 'update' => true ),
			'woocommerce_review_order_after_payment'           => array(),
			'woocommerce_checkout_after_order_review'          => array(),
			'woocommerce_after_checkout_form'                  => array(
				'checkout' => true,
				'form'     => false,
			),
		),
		'cart'     => array(
			'woocommerce_before_cart'                    => array( 'when' => 'filled' ),
			'woocommerce_before_cart_table'              => array( 'when' => 'filled' ),
			'woocommerce_before_cart_contents'           => array(
				'rows' => true,
				'when' => 'filled',
			),
			'woocommerce_cart_contents'                  => array(
				'rows' => true,
				'when' => 'filled',
			),
			'woocommerce_cart_coupon'                    => array( 'when' => 'coupons' ),
			'woocommerce_cart_actions'                   => array( 'when' => 'filled' ),
			'woocommerce_after_cart_contents'            => array(
				'rows' => true,
				'when' => 'filled',
			),
			'woocommerce_after_cart_table'               => array( 'when' => 'filled' ),
			'woocommerce_before_cart_collaterals'        => array( 'when' => 'filled' ),
			'woocommerce_cart_collaterals'               => array( 'when' => 'filled' ),
			'woocommerce_before_cart_totals'             => array( 'when' => 'filled' ),
			'woocommerce_cart_totals_before_shipping'    => array(
				'rows' => true,
				'when' => 'shipping',
			),
			'woocommerce_before_shipping_calculator'     => array( 'when' => 'calculator' ),
			'woocommerce_after_shipping_calculator'      => array( 'when' => 'calculator' ),
			'woocommerce_cart_totals_after_shipping'     => array(
				'rows' => true,
				'when' => 'shipping',
			),
			'woocommerce_cart_totals_before_order_total' => array(
				'rows' => true,
				'when' => 'filled',
			),
			'woocommerce_cart_totals_after_order_total'  => array(
				'rows' => true,
				'when' => 'filled',
			),
			'woocommerce_proceed_to_checkout'            => array( 'when' => 'filled' ),
			'woocommerce_after_cart_totals'              => array( 'when' => 'filled' ),
			'woocommerce_after_cart'                     => array( 'when' => 'filled' ),
			// Kassa's cart turns into the empty cart on the page, as the classic cart's script
			// loads the empty cart's template: its output is ready either way.
			'woocommerce_cart_is_empty'                  => array(),
		),
	);

	/** The parent block of each page. */
	const PAGES = array(
		'kassa/checkout' => 'checkout',
		'kassa/cart'     => 'cart',
	);

	/**
	 * Page => hook => its output on this page: hooks that printed something, and those the
	 * checkout prints again with each update of its order review that plugins hook.
	 *
	 * @var array<string, array<string, string>>
	 */
	private static $output = array();

	/**
	 * Page => hooks whose block already placed their output (a hook prints in one place).
	 *
	 * @var array<string, array<string, true>>
	 */
	private static $placed = array();

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_filter( 'render_block_data', array( __CLASS__, 'prepare_page' ) );
		add_filter( 'pre_render_block', array( __CLASS__, 'render_block' ), 10, 2 );
		add_action( 'kassa_classic_islands', array( __CLASS__, 'add_islands' ) );
		add_filter( 'woocommerce_is_checkout', array( __CLASS__, 'is_checkout' ) );
		add_filter( 'woocommerce_is_cart', array( __CLASS__, 'is_cart' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'tell_editor' ), 5 );
	}

	/**
	 * As Kassa's checkout or cart starts to render on a shopper's page: renders what plugins
	 * print at that page's classic hooks, and puts back the blocks of those hooks a page stored
	 * without them lacks (Kassa_Classic_Layout).
	 *
	 * @param array $block The parsed block.
	 * @return array
	 */
	public static function prepare_page( $block ) {
		$page = self::PAGES[ $block['blockName'] ?? '' ] ?? null;
		if ( ! $page || ! self::is_shopper_page() ) {
			return $block;
		}
		if ( ! isset( self::$output[ $page ] ) ) {
			self::$output[ $page ] = self::render_page( $page );
		}
		return Kassa_Classic_Layout::restore( $block, array_keys( self::$output[ $page ] ) );
	}

	/**
	 * A classic hook's block renders its saved shell (where the island with the hook's output
	 * goes) when a plugin printed at its hook on this page, once; otherwise nothing, not even
	 * its shell.
	 *
	 * @param string|null $pre   Output another filter gave, or null.
	 * @param array       $block The parsed block.
	 * @return string|null Null to render the block as saved.
	 */
	public static function render_block( $pre, $block ) {
		if ( null !== $pre || self::BLOCK !== ( $block['blockName'] ?? '' ) ) {
			return $pre;
		}
		$hook = (string) ( $block['attrs']['hook'] ?? '' );
		foreach ( self::$output as $page => $output ) {
			if ( isset( $output[ $hook ] ) && ! isset( self::$placed[ $page ][ $hook ] ) ) {
				self::$placed[ $page ][ $hook ] = true;
				return null;
			}
		}
		return '';
	}

	/**
	 * Adds the islands of the hooks whose blocks are on the page (Kassa_Classic_Islands), once
	 * Kassa's checkout or cart has rendered its inner blocks.
	 *
	 * @param string $page 'checkout' or 'cart'.
	 */
	public static function add_islands( $page ) {
		$placed = array_keys( self::$placed[ $page ] ?? array() );
		foreach ( $placed as $hook ) {
			Kassa_Classic_Islands::add( self::island_key( $hook ), self::island_html( self::$output[ $page ][ $hook ], self::POSITIONS[ $page ][ $hook ] ) );
		}
		if ( $placed ) {
			wp_register_style( self::HANDLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
			wp_add_inline_style( self::HANDLE, self::STYLE );
			wp_enqueue_style( self::HANDLE );
			self::keep_select2_style();
			// After Kassa leaves out WooCommerce's classic styles (kassa_woocommerce_dequeue_classic_scripts, 20).
			add_action( 'wp_enqueue_scripts', array( __CLASS__, 'keep_select2_style' ), 21 );
		}
		if ( $placed || ( 'checkout' === $page && Kassa_Classic_Live_Update::matters() ) ) {
			self::enqueue_script( $page );
		}
	}

	/**
	 * Keeps WooCommerce's select2 stylesheet, which the classic cart and checkout load, where
	 * plugins printed at their hooks: their fields enhanced with WooCommerce's select2 (a
	 * delivery time's select) look as there.
	 */
	public static function keep_select2_style() {
		if ( wp_style_is( 'select2', 'registered' ) ) {
			wp_enqueue_style( 'select2' );
		}
	}

	/**
	 * Loads the hooks' script with Kassa's cart or checkout: before the block's own script, so
	 * the hooks' blocks are registered when it renders, and its Store API requests carry the
	 * classic form.
	 *
	 * @param string $page 'checkout' or 'cart'.
	 */
	private static function enqueue_script( $page ) {
		$asset = kassa_asset_file( 'classic-hooks' );
		if ( ! $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/classic-hooks/index.js', KASSA_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		Kassa_WooCommerce_Integrations::add_dependencies( generate_block_asset_handle( "kassa/$page", 'viewScript' ), array( self::HANDLE ) );
	}

	/**
	 * The island key of a hook's output.
	 *
	 * @param string $hook The hook.
	 * @return string
	 */
	public static function island_key( $hook ) {
		return 'hook:' . $hook;
	}

	/**
	 * A hook's output as its island holds it: table rows inside a table of their own; what the
	 * classic checkout prints outside its form marked so (the classic post leaves its inputs
	 * out).
	 *
	 * @param string $html     What plugins printed.
	 * @param array  $position How the classic page fires the hook (POSITIONS).
	 * @return string
	 */
	private static function island_html( $html, $position ) {
		if ( ! empty( $position['rows'] ) ) {
			$html = '<table class="kassa-classic-hook__rows"><tbody>' . $html . '</tbody></table>';
		}
		return isset( $position['form'] ) ? '<div data-kassa-classic-unposted>' . $html . '</div>' : $html;
	}

	/**
	 * Renders what plugins print at each of a page's classic hooks, in the classic page's order.
	 * The hooks the classic checkout prints again with each update of its order review are kept
	 * when plugins hook them, printing or not: they may print after an update.
	 *
	 * @param string $page 'checkout' or 'cart'.
	 * @return array<string, string> Hook => its output.
	 */
	public static function render_page( $page ) {
		return self::render( $page, false );
	}

	/**
	 * Renders again the checkout's hooks the classic checkout prints again with each update of
	 * its order review (in its review table and payment section), those plugins hook.
	 *
	 * @return array<string, string> Island key => its new content (possibly empty).
	 */
	public static function render_update() {
		$islands = array();
		foreach ( self::render( 'checkout', true ) as $hook => $html ) {
			$islands[ self::island_key( $hook ) ] = self::island_html( $html, self::POSITIONS['checkout'][ $hook ] );
		}
		return $islands;
	}

	/**
	 * The checkout's hooks the classic checkout prints again with each update of its order
	 * review.
	 *
	 * @return string[]
	 */
	public static function update_hooks() {
		return array_keys( wp_list_filter( self::POSITIONS['checkout'], array( 'update' => true ) ) );
	}

	/**
	 * Renders a page's hooks that plugins hook and whose classic template's condition holds.
	 *
	 * @param string $page        'checkout' or 'cart'.
	 * @param bool   $update_only Only the hooks printed again with an update of the order review.
	 * @return array<string, string> Hook => its output, for hooks that printed something or that
	 *                               an update prints again.
	 */
	private static function render( $page, $update_only ) {
		if ( ! self::page_renders( $page ) ) {
			return array();
		}
		$output     = array();
		$conditions = self::conditions();
		$calculated = $update_only;
		foreach ( self::POSITIONS[ $page ] as $hook => $position ) {
			$updated = ! empty( $position['update'] );
			if ( ( $update_only && ! $updated ) || ! Kassa_Classic::has_plugin_callback( $hook ) ) {
				continue;
			}
			if ( ! $calculated ) {
				// As the classic shortcodes do before their templates: plugins read the totals.
				WC()->cart->calculate_totals();
				$calculated = true;
			}
			if ( isset( $position['when'] ) && ! $conditions[ $position['when'] ]() ) {
				continue;
			}
			$html = self::capture( $hook, empty( $position['checkout'] ) ? array() : array( WC()->checkout() ) );
			if ( $updated || '' !== trim( $html ) ) {
				$output[ $hook ] = $html;
			}
		}
		return $output;
	}

	/**
	 * Whether the classic page would print its hooks at all: the checkout with a cart to check
	 * out (the classic checkout shows the empty cart instead); the cart always.
	 *
	 * @param string $page 'checkout' or 'cart'.
	 * @return bool
	 */
	private static function page_renders( $page ) {
		if ( ! isset( WC()->cart ) ) {
			return false;
		}
		return 'cart' === $page || ! WC()->cart->is_empty();
	}

	/**
	 * The classic templates' conditions for their hooks, as callables (evaluated when a plugin
	 * uses such a hook).
	 *
	 * @return array<string, callable>
	 */
	private static function conditions() {
		$cart = WC()->cart;
		return array(
			// checkout/form-billing.php: the account fields, for guests where accounts are made.
			'registration'     => static function () {
				return ! is_user_logged_in() && WC()->checkout()->is_registration_enabled();
			},
			// checkout/form-shipping.php.
			'shipping_address' => array( $cart, 'needs_shipping_address' ),
			// checkout/review-order.php, cart/cart-totals.php.
			'shipping'         => static function () use ( $cart ) {
				return ! $cart->is_empty() && $cart->needs_shipping() && $cart->show_shipping();
			},
			// checkout/terms.php.
			'terms'            => static function () {
				return apply_filters( 'woocommerce_checkout_show_terms', true ) && function_exists( 'wc_terms_and_conditions_checkbox_enabled' ); // phpcs:ignore WooCommerce.Commenting.CommentHooks.MissingHookComment -- WooCommerce's own filter.
			},
			// The cart shortcode: cart/cart.php for a cart with products, cart/cart-empty.php.
			'filled'           => static function () use ( $cart ) {
				return ! $cart->is_empty();
			},
			// cart/cart.php: the coupon field.
			'coupons'          => static function () use ( $cart ) {
				return ! $cart->is_empty() && wc_coupons_enabled();
			},
			// cart/cart-shipping.php: the shipping calculator.
			'calculator'       => static function () use ( $cart ) {
				return ! $cart->is_empty() && $cart->needs_shipping() && $cart->show_shipping() && 'yes' === get_option( 'woocommerce_enable_shipping_calc' );
			},
		);
	}

	/**
	 * Runs a hook with only plugins' callbacks (WooCommerce's own left out, in their order
	 * otherwise) and captures what they print.
	 *
	 * @param string $hook The hook.
	 * @param array  $args Its arguments.
	 * @return string
	 */
	private static function capture( $hook, $args ) {
		global $wp_filter;
		$all    = $wp_filter[ $hook ];
		$theirs = clone $all;
		foreach ( $all->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( ! Kassa_Classic::is_plugin_callback( $callback['function'] ) ) {
					$theirs->remove_filter( $hook, $callback['function'], $priority );
				}
			}
		}
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back below.
		$wp_filter[ $hook ] = $theirs;
		ob_start();
		try {
			do_action_ref_array( $hook, $args ); // phpcs:ignore WooCommerce.Commenting.CommentHooks.MissingHookComment -- the classic page's hook.
		} finally {
			$html = (string) ob_get_clean();
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as it was.
			$wp_filter[ $hook ] = $all;
		}
		return $html;
	}

	/**
	 * The files of the plugins' (and themes') callbacks at a hook (not WooCommerce's own).
	 *
	 * @param string $hook The hook.
	 * @return string[]
	 */
	private static function plugin_callback_files( $hook ) {
		global $wp_filter;
		$files = array();
		foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( Kassa_Classic::is_plugin_callback( $callback['function'] ) ) {
					$files[] = wp_normalize_path( (string) Kassa_Classic::defined_in( $callback['function'] ) );
				}
			}
		}
		return $files;
	}

	/**
	 * Whether this request renders a shopper's page (not the editor, a REST or AJAX request).
	 *
	 * @return bool
	 */
	private static function is_shopper_page() {
		return ! is_admin() && ! wp_doing_ajax() && ! wp_is_serving_rest_request();
	}

	/**
	 * `is_checkout()` is true on a page holding Kassa's checkout, as on the classic checkout:
	 * plugins enqueue their scripts and print their fields there.
	 *
	 * @param bool $is Whether another filter said so.
	 * @return bool
	 */
	public static function is_checkout( $is ) {
		return $is || self::page_holds( 'kassa/checkout' );
	}

	/**
	 * `is_cart()` is true on a page holding Kassa's cart.
	 *
	 * @param bool $is Whether another filter said so.
	 * @return bool
	 */
	public static function is_cart( $is ) {
		return $is || self::page_holds( 'kassa/cart' );
	}

	/**
	 * Whether the page being served holds a block.
	 *
	 * @param string $block The block's name.
	 * @return bool
	 */
	private static function page_holds( $block ) {
		$post = did_action( 'wp' ) ? get_queried_object() : null;
		return $post instanceof WP_Post && has_block( $block, $post );
	}

	/**
	 * Tells the editor which classic hooks plugins print at, and which plugins: the hooks'
	 * blocks name them there.
	 */
	public static function tell_editor() {
		add_filter(
			'kassa_settings',
			static function ( $settings ) {
				$settings['classicHookPlugins'] = (object) self::hook_plugins();
				return $settings;
			}
		);
	}

	/**
	 * Hook => the names of the plugins (or themes) whose callbacks it has, for every classic
	 * hook that has some.
	 *
	 * @return array<string, string[]>
	 */
	public static function hook_plugins() {
		$names = array();
		foreach ( self::POSITIONS as $hooks ) {
			foreach ( array_keys( $hooks ) as $hook ) {
				$files = self::plugin_callback_files( $hook );
				if ( $files ) {
					$names[ $hook ] = array_values( array_unique( array_map( array( __CLASS__, 'plugin_name' ), $files ) ) );
				}
			}
		}
		return $names;
	}

	/**
	 * The name of the plugin or theme a file belongs to.
	 *
	 * @param string $file The file's path.
	 * @return string Its name, or the file's name when it belongs to neither.
	 */
	private static function plugin_name( $file ) {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$roots = array();
		foreach ( get_plugins() as $main => $data ) {
			// A plugin's folder may be a link: its callbacks' files are where it leads.
			$path = (string) realpath( WP_PLUGIN_DIR . '/' . $main );
			if ( '' !== $path ) {
				$roots[ wp_normalize_path( '.' === dirname( $main ) ? $path : dirname( $path ) . '/' ) ] = $data['Name'];
			}
		}
		// The deepest folder first: a plugin may lie inside another's (a test fixture in Kassa's).
		krsort( $roots );
		foreach ( $roots as $root => $name ) {
			if ( 0 === strpos( $file, $root ) ) {
				return $name;
			}
		}
		foreach ( array( wp_get_theme(), wp_get_theme( get_template() ) ) as $theme ) {
			if ( 0 === strpos( $file, wp_normalize_path( $theme->get_stylesheet_directory() ) . '/' ) ) {
				return $theme->get( 'Name' );
			}
		}
		return basename( $file );
	}
}
