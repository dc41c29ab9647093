<?php
/**
 * Who hooks the shop's cart and checkout: the active plugins (and the theme) whose callbacks sit
 * on WooCommerce's cart and checkout hooks, found by the file each callback is written in, by
 * family — WooCommerce's block API, the classic checkout's field filters, its action, validation
 * and order hooks, classic payment gateways — with whether Kassa runs each hook. WooCommerce's
 * own callbacks and Kassa's are not counted: they are the checkout itself.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;

/**
 * Finds the plugins that hook the cart and checkout.
 */
class Kassa_Classic_Plugins {

	/** WooCommerce's block API: what an extension of WooCommerce's Cart and Checkout blocks hooks. */
	const BLOCK_API = 'block-api';

	/** The classic checkout's field filters. */
	const CLASSIC_FIELDS = 'classic-fields';

	/** The classic cart's and checkout's action hooks, live updates, validation and order hooks. */
	const CLASSIC_HOOKS = 'classic-hooks';

	/** Payment gateways written for the classic checkout alone (no block integration). */
	const CLASSIC_GATEWAY = 'classic-gateway';

	/** The filters that shape the checkout fields themselves (Kassa_Classic_Fields reads them against WooCommerce's own). */
	const SHAPING_FIELDS = array(
		'woocommerce_checkout_fields',
		'woocommerce_billing_fields',
		'woocommerce_shipping_fields',
		'woocommerce_default_address_fields',
		'woocommerce_get_country_locale',
		'woocommerce_get_country_locale_default',
		'woocommerce_get_country_locale_base',
	);

	/**
	 * Hook names (or prefixes, ending in `*`) of each family. Kassa runs every one on its cart and
	 * checkout except those in NOT_RUN.
	 */
	const HOOKS = array(
		self::BLOCK_API      => array(
			'woocommerce_blocks_loaded',
			'woocommerce_blocks_cart_block_registration',
			'woocommerce_blocks_checkout_block_registration',
			'woocommerce_blocks_mini-cart_block_registration',
			'woocommerce_blocks_payment_method_type_registration',
			'woocommerce_blocks_checkout_enqueue_data',
			'woocommerce_blocks_cart_enqueue_data',
			'woocommerce_store_api_*',
		),
		self::CLASSIC_FIELDS => array(
			...self::SHAPING_FIELDS,
			'woocommerce_country_locale_field_selectors',
			'woocommerce_enable_order_notes_field',
			'woocommerce_checkout_get_value',
			'default_checkout_*',
			'woocommerce_form_field',
			'woocommerce_form_field_*',
		),
		self::CLASSIC_HOOKS  => array(
			'woocommerce_before_checkout_form',
			'woocommerce_checkout_before_customer_details',
			'woocommerce_before_checkout_billing_form',
			'woocommerce_after_checkout_billing_form',
			'woocommerce_before_checkout_shipping_form',
			'woocommerce_after_checkout_shipping_form',
			'woocommerce_before_order_notes',
			'woocommerce_after_order_notes',
			'woocommerce_checkout_after_customer_details',
			'woocommerce_checkout_before_order_review_heading',
			'woocommerce_checkout_before_order_review',
			'woocommerce_review_order_before_cart_contents',
			'woocommerce_review_order_after_cart_contents',
			'woocommerce_review_order_before_shipping',
			'woocommerce_review_order_after_shipping',
			'woocommerce_review_order_before_order_total',
			'woocommerce_review_order_after_order_total',
			'woocommerce_review_order_before_payment',
			'woocommerce_review_order_after_payment',
			'woocommerce_review_order_before_submit',
			'woocommerce_review_order_after_submit',
			'woocommerce_checkout_before_terms_and_conditions',
			'woocommerce_checkout_after_terms_and_conditions',
			'woocommerce_checkout_after_order_review',
			'woocommerce_after_checkout_form',
			'woocommerce_before_cart',
			'woocommerce_before_cart_table',
			'woocommerce_before_cart_contents',
			'woocommerce_cart_contents',
			'woocommerce_after_cart_contents',
			'woocommerce_after_cart_table',
			'woocommerce_cart_collaterals',
			'woocommerce_before_cart_totals',
			'woocommerce_cart_totals_before_shipping',
			'woocommerce_cart_totals_after_shipping',
			'woocommerce_cart_totals_before_order_total',
			'woocommerce_cart_totals_after_order_total',
			'woocommerce_proceed_to_checkout',
			'woocommerce_after_cart_totals',
			'woocommerce_after_cart',
			'woocommerce_checkout_update_order_review',
			'woocommerce_update_order_review_fragments',
			'woocommerce_before_checkout_process',
			'woocommerce_checkout_process',
			'woocommerce_after_checkout_validation',
			'woocommerce_checkout_posted_data',
			'woocommerce_checkout_create_order',
			'woocommerce_checkout_update_order_meta',
			'woocommerce_checkout_update_customer',
			'woocommerce_checkout_update_user_meta',
			'woocommerce_checkout_order_processed',
		),
	);

	/**
	 * The hooks of those families Kassa's cart and checkout do not run (or run only in part),
	 * each with why.
	 *
	 * @return array<string, string> Hook name => reason.
	 */
	public static function not_run() {
		$own_fields = __( "Kassa's own fields (names, address, email) are not WooCommerce's form fields: it runs for the fields plugins add", 'kassa' );
		$not_run    = array();
		foreach ( array( 'woocommerce_form_field', 'woocommerce_form_field_args', 'woocommerce_form_field_text', 'woocommerce_form_field_country', 'woocommerce_form_field_state', 'woocommerce_form_field_email', 'woocommerce_form_field_tel', 'woocommerce_form_field_textarea' ) as $hook ) {
			$not_run[ $hook ] = $own_fields;
		}
		return $not_run;
	}

	/**
	 * The active plugins (and theme) that hook the cart or checkout, with the hooks each uses by
	 * family, and the classic gateways each brings.
	 *
	 * @return array<string, array{name: string, families: array<string, string[]>}> By plugin file
	 *         (or `theme:<stylesheet>`), sorted by name.
	 */
	public static function find() {
		$found = array();
		foreach ( self::HOOKS as $family => $patterns ) {
			foreach ( self::hook_names( $patterns ) as $hook ) {
				foreach ( self::callback_files( $hook ) as $file ) {
					$owner = self::owner( $file );
					if ( $owner ) {
						$found[ $owner ]['families'][ $family ][ $hook ] = $hook;
					}
				}
			}
		}
		foreach ( self::classic_gateways() as $id => $file ) {
			$owner = self::owner( $file );
			if ( $owner ) {
				$found[ $owner ]['families'][ self::CLASSIC_GATEWAY ][ $id ] = $id;
			}
		}
		foreach ( $found as $owner => $entry ) {
			$found[ $owner ]['name']     = self::name( $owner );
			$found[ $owner ]['families'] = array_map( 'array_values', $entry['families'] );
		}
		uasort(
			$found,
			static function ( $a, $b ) {
				return strcasecmp( $a['name'], $b['name'] );
			}
		);
		return $found;
	}

	/**
	 * Whether a plugin or the theme (not WooCommerce, not Kassa) hooks any of these hooks.
	 *
	 * @param string[] $patterns Hook names or prefixes ending in `*`.
	 * @return bool
	 */
	public static function anyone_hooks( $patterns ) {
		foreach ( self::hook_names( $patterns ) as $hook ) {
			foreach ( self::callback_files( $hook ) as $file ) {
				if ( ! self::is_own( $file ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a file is WooCommerce's, Kassa's or WordPress's own.
	 *
	 * @param string $file A PHP file, as Reflection gives it (symbolic links resolved).
	 * @return bool
	 */
	public static function is_own( $file ) {
		$path = wp_normalize_path( $file );
		foreach ( array( WC_ABSPATH, ABSPATH . WPINC ) as $dir ) {
			if ( 0 === strpos( $path, wp_normalize_path( (string) realpath( $dir ) ) . '/' ) ) {
				return true;
			}
		}
		// plugin_basename() knows the plugins linked into the plugins folder (Kassa's test
		// fixtures sit inside Kassa's folder, each linked as a plugin of its own).
		return strtok( plugin_basename( $file ), '/' ) === strtok( plugin_basename( KASSA_FILE ), '/' );
	}

	/**
	 * The hook names that are set and match the patterns.
	 *
	 * @param string[] $patterns Hook names or prefixes ending in `*`.
	 * @return string[]
	 */
	private static function hook_names( $patterns ) {
		global $wp_filter;
		$names = array();
		foreach ( $patterns as $pattern ) {
			if ( '*' !== substr( $pattern, -1 ) ) {
				$names[] = $pattern;
				continue;
			}
			$prefix = substr( $pattern, 0, -1 );
			foreach ( array_keys( $wp_filter ) as $name ) {
				if ( 0 === strpos( (string) $name, $prefix ) ) {
					$names[] = (string) $name;
				}
			}
		}
		return array_values(
			array_filter(
				array_unique( $names ),
				static function ( $name ) use ( $wp_filter ) {
					return isset( $wp_filter[ $name ] ) && $wp_filter[ $name ]->has_filters();
				}
			)
		);
	}

	/**
	 * The files the callbacks of a hook are written in.
	 *
	 * @param string $hook Hook name.
	 * @return string[]
	 */
	private static function callback_files( $hook ) {
		global $wp_filter;
		$files = array();
		foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$file = self::callback_file( $callback['function'] );
				if ( $file ) {
					$files[ $file ] = $file;
				}
			}
		}
		return array_values( $files );
	}

	/**
	 * The file a callback is written in.
	 *
	 * @param callable $callback The callback.
	 * @return string The file, or '' when it has none (a PHP function).
	 */
	public static function callback_file( $callback ) {
		try {
			if ( is_string( $callback ) && false !== strpos( $callback, '::' ) ) {
				$callback = explode( '::', $callback, 2 );
			}
			if ( is_array( $callback ) ) {
				$reflection = new ReflectionMethod( $callback[0], $callback[1] );
			} elseif ( is_string( $callback ) || $callback instanceof Closure ) {
				$reflection = new ReflectionFunction( $callback );
			} elseif ( is_object( $callback ) ) {
				$reflection = new ReflectionMethod( $callback, '__invoke' );
			} else {
				return '';
			}
			return (string) $reflection->getFileName();
		} catch ( ReflectionException $e ) {
			return '';
		}
	}

	/**
	 * The active plugin (its file, as WordPress names it) or theme a file belongs to.
	 *
	 * @param string $file A PHP file.
	 * @return string|null The plugin file, `theme:<stylesheet>`, or null (WooCommerce, Kassa,
	 *                     WordPress, or nothing active).
	 */
	private static function owner( $file ) {
		if ( ! $file || self::is_own( $file ) ) {
			return null;
		}
		$folder = strtok( plugin_basename( $file ), '/' );
		foreach ( self::active_plugins() as $plugin ) {
			if ( strtok( $plugin, '/' ) === $folder ) {
				return $plugin;
			}
		}
		$file = wp_normalize_path( $file );
		foreach ( array_unique( array( get_stylesheet_directory(), get_template_directory() ) ) as $theme_dir ) {
			if ( 0 === strpos( $file, wp_normalize_path( (string) realpath( $theme_dir ) ) . '/' ) ) {
				return 'theme:' . basename( $theme_dir );
			}
		}
		return null;
	}

	/**
	 * The active plugins' files (the site's and the network's).
	 *
	 * @return string[]
	 */
	private static function active_plugins() {
		$plugins = (array) get_option( 'active_plugins', array() );
		if ( is_multisite() ) {
			$plugins = array_merge( $plugins, array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) );
		}
		return $plugins;
	}

	/**
	 * A plugin's or theme's name as its header gives it.
	 *
	 * @param string $owner Plugin file or `theme:<stylesheet>`.
	 * @return string
	 */
	private static function name( $owner ) {
		if ( 0 === strpos( $owner, 'theme:' ) ) {
			/* translators: %s: the theme's name */
			return sprintf( __( 'Theme: %s', 'kassa' ), wp_get_theme( substr( $owner, 6 ) )->get( 'Name' ) );
		}
		if ( ! function_exists( 'get_plugin_data' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$data = get_plugin_data( WP_PLUGIN_DIR . '/' . $owner, false, true );
		return '' !== $data['Name'] ? $data['Name'] : $owner;
	}

	/**
	 * The shop's enabled gateways that register no payment method for WooCommerce's blocks, with
	 * the file their class is written in.
	 *
	 * @return array<string, string> Gateway id => file.
	 */
	private static function classic_gateways() {
		$with_blocks = array_keys( Package::container()->get( PaymentMethodRegistry::class )->get_all_registered() );
		$gateways    = array();
		foreach ( WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
			if ( 'yes' === $gateway->enabled && ! in_array( $id, $with_blocks, true ) ) {
				$gateways[ $id ] = ( new ReflectionClass( $gateway ) )->getFileName();
			}
		}
		return $gateways;
	}
}
