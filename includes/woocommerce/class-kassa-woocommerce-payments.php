<?php
/**
 * WooCommerce's payment method integrations on Kassa's checkout and cart, unchanged: the
 * gateways' own blocks scripts load with WooCommerce's small registry (`wc-blocks-registry`)
 * and settings (`wc-settings`), WooCommerce's checkout data hooks fire so every gateway adds its
 * data to `wcSettings` as in WooCommerce's own blocks, and Kassa's `kassa-woocommerce-payments`
 * script hands what the gateways registered to Kassa's payment-method registry.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;

/**
 * Brings WooCommerce's payment gateways to Kassa.
 */
class Kassa_WooCommerce_Payments {

	/** The script that registers WooCommerce's methods with Kassa's registry. */
	const HANDLE = 'kassa-woocommerce-payments';

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'scripts' ), 10, 2 );
	}

	/**
	 * Every active integration's data (title, description, supported features, icons, ...), by
	 * gateway id, as WooCommerce gives it to its own blocks.
	 *
	 * @return array<string, array>
	 */
	public static function method_data() {
		$data = self::registry()->get_all_registered_script_data()['paymentMethodData'] ?? array();
		foreach ( $data as $name => $method ) {
			$data[ $name ] = array_merge(
				array(
					'name'        => $name,
					'title'       => '',
					'description' => '',
					'icons'       => array(),
					'supports'    => array( 'products' ),
				),
				(array) $method
			);
		}
		return (object) $data;
	}

	/**
	 * The shop's enabled gateways in the order the admin gave them (WooCommerce → Settings →
	 * Payments, kept in `woocommerce_gateway_order`), as WooCommerce's Checkout block lists
	 * them (its `paymentMethodSortOrder`).
	 *
	 * @return string[] Gateway ids.
	 */
	public static function gateway_order() {
		$enabled = array_filter(
			WC()->payment_gateways()->payment_gateways(),
			static function ( $gateway ) {
				return filter_var( $gateway->enabled, FILTER_VALIDATE_BOOLEAN );
			}
		);
		return array_map( 'strval', array_keys( $enabled ) );
	}

	/**
	 * The scripts that register the shop's payment methods, for a page with Kassa's checkout or
	 * cart (or the editor): WooCommerce's data hooks fire once, so `wcSettings` carries what the
	 * gateways add, and the gateways' handles become dependencies of Kassa's bridge script.
	 *
	 * @param string[] $handles Handles so far.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function scripts( $handles, $context ) {
		static $fired = array();
		$action = 'cart' === $context ? 'woocommerce_blocks_cart_enqueue_data' : 'woocommerce_blocks_checkout_enqueue_data';
		if ( empty( $fired[ $action ] ) ) {
			$fired[ $action ] = true;
			/** This action is documented in WooCommerce (src/Blocks/BlockTypes/Checkout.php). */
			do_action( $action );
		}
		$asset = kassa_asset_file( 'woocommerce-payments' );
		if ( ! $asset ) {
			return $handles;
		}
		// Registering happens here, not at `init`: the integrations register their scripts
		// only when asked for their handles.
		$gateways = is_admin()
			? self::admin_script_handles()
			: self::registry()->get_all_active_payment_method_script_dependencies();
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/woocommerce-payments/index.js', KASSA_FILE ),
			array_merge( $asset['dependencies'], array( 'wc-blocks-registry', 'wc-settings' ), $gateways ),
			$asset['version'],
			// WooCommerce prints wcSettings with the footer scripts, so its users load there.
			array( 'in_footer' => true )
		);
		$handles[] = self::HANDLE;
		return $handles;
	}

	/**
	 * The integrations' editor scripts (a gateway may give the editor a lighter preview).
	 *
	 * @return string[]
	 */
	private static function admin_script_handles() {
		$handles = array();
		foreach ( self::registry()->get_all_active_registered() as $integration ) {
			$handles = array_merge( $handles, $integration->get_payment_method_script_handles_for_admin() );
		}
		return array_values( array_unique( array_filter( $handles ) ) );
	}

	/**
	 * WooCommerce's registry of payment method integrations.
	 *
	 * @return PaymentMethodRegistry
	 */
	private static function registry() {
		return Package::container()->get( PaymentMethodRegistry::class );
	}
}
