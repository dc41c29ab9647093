<?php
/**
 * Classic gateways on Kassa's checkout: every enabled, available `WC_Payment_Gateway` that
 * registered no payment method for WooCommerce's Checkout block (which therefore shows none of
 * them). Each is listed among Kassa's payment methods (`kassa-classic-gateways`, classic/gateways/)
 * with its title and icon after the classic filters, and its `payment_fields()` printed by the
 * server as an island, with what it enqueues. On Place Order its `validate_fields()` runs among
 * the classic checks (Kassa_Classic_Checkout_Hooks) and its `process_payment()` here, both with
 * the classic `$_POST`: before WooCommerce's own handler of gateways without block support
 * (StoreApi/Legacy.php, priority 999), which would replace `$_POST` with `payment_data` alone.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use Automattic\WooCommerce\StoreApi\Payments\PaymentContext;
use Automattic\WooCommerce\StoreApi\Payments\PaymentResult;

/**
 * Classic gateways as Kassa's payment methods.
 */
class Kassa_Classic_Gateways {

	/** The script that registers them with Kassa's registry. */
	const HANDLE = 'kassa-classic-gateways';

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'kassa_classic_islands', array( __CLASS__, 'islands' ) );
		add_filter( 'kassa_payment_method_scripts', array( __CLASS__, 'scripts' ), 10, 2 );
		add_action( 'woocommerce_rest_checkout_process_payment_with_context', array( __CLASS__, 'process_payment' ), 998, 2 );
	}

	/**
	 * The gateways that have no block integration, by id, in the admin's order: those available
	 * for this cart, or (in the editor, which has no cart) those enabled.
	 *
	 * @param bool $enabled Every enabled one, whatever the cart.
	 * @return array<string, WC_Payment_Gateway>
	 */
	public static function classic_gateways( $enabled = false ) {
		$integrated = array_keys( Package::container()->get( PaymentMethodRegistry::class )->get_all_active_registered() );
		$candidates = $enabled
			? array_filter(
				WC()->payment_gateways()->payment_gateways(),
				static function ( $gateway ) {
					return 'yes' === $gateway->enabled;
				}
			)
			: WC()->payment_gateways()->get_available_payment_gateways();
		$gateways   = array();
		foreach ( $candidates as $id => $gateway ) {
			if ( $gateway instanceof WC_Payment_Gateway && ! in_array( (string) $id, $integrated, true ) ) {
				$gateways[ (string) $id ] = $gateway;
			}
		}
		return $gateways;
	}

	/**
	 * A classic gateway by id.
	 *
	 * @param string $id The gateway's id.
	 * @return WC_Payment_Gateway|null
	 */
	public static function gateway( $id ) {
		$gateways = self::classic_gateways();
		return isset( $gateways[ $id ] ) ? $gateways[ $id ] : null;
	}

	/**
	 * Each classic gateway's `payment_fields()` as an island on Kassa's checkout, in the classic
	 * checkout's payment box (printed only where the classic template prints it: the gateway
	 * has fields or a description).
	 *
	 * @param string $context 'checkout' or 'cart'.
	 */
	public static function islands( $context ) {
		if ( 'checkout' !== $context ) {
			return;
		}
		foreach ( self::classic_gateways() as $id => $gateway ) {
			if ( ! $gateway->has_fields() && ! $gateway->get_description() ) {
				continue;
			}
			Kassa_Classic_Islands::capture(
				"gateway:$id",
				static function () use ( $gateway, $id ) {
					printf( '<div class="payment_box payment_method_%s">', esc_attr( $id ) );
					$gateway->payment_fields();
					echo '</div>';
				}
			);
		}
	}

	/**
	 * The script that registers the classic gateways, on Kassa's checkout (and in the editor,
	 * where the payment block lists them), when the shop has some.
	 *
	 * @param string[] $handles Handles so far.
	 * @param string   $context 'checkout', 'cart' or 'editor'.
	 * @return string[]
	 */
	public static function scripts( $handles, $context ) {
		if ( 'cart' === $context ) {
			return $handles;
		}
		$gateways = self::classic_gateways( 'editor' === $context );
		$asset    = kassa_asset_file( 'classic-gateways' );
		if ( ! $gateways || ! $asset ) {
			return $handles;
		}
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/classic-gateways/index.js', KASSA_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.kassaClassicGateways = ' . wp_json_encode( array_values( array_map( array( __CLASS__, 'script_data' ), $gateways ) ) ) . ';',
			'before'
		);
		if ( 'checkout' === $context ) {
			// Registered before the checkout renders its payment methods.
			Kassa_WooCommerce_Integrations::add_dependencies(
				generate_block_asset_handle( 'kassa/checkout', 'viewScript' ),
				array( self::HANDLE )
			);
		}
		$handles[] = self::HANDLE;
		return $handles;
	}

	/**
	 * What the script needs of a gateway: its id, title and icon after the classic filters
	 * (`woocommerce_gateway_title`, `…_icon`, `…_description`), its place-order text and
	 * features.
	 *
	 * @param WC_Payment_Gateway $gateway The gateway.
	 * @return array
	 */
	public static function script_data( WC_Payment_Gateway $gateway ) {
		return array(
			'id'              => (string) $gateway->id,
			'title'           => html_entity_decode( wp_strip_all_tags( (string) $gateway->get_title() ), ENT_QUOTES, get_bloginfo( 'charset' ) ),
			'icon'            => wp_kses_post( (string) $gateway->get_icon() ),
			'description'     => html_entity_decode( wp_strip_all_tags( (string) $gateway->get_description() ), ENT_QUOTES, get_bloginfo( 'charset' ) ),
			'orderButtonText' => (string) $gateway->order_button_text,
			'supports'        => array_values( array_map( 'strval', (array) $gateway->supports ) ),
		);
	}

	/**
	 * The chosen classic gateway's `validate_fields()`, among the classic checks (the classic
	 * checkout runs it before `woocommerce_after_checkout_validation`). Only when the order needs
	 * payment and the gateway is a classic one.
	 *
	 * @param string $id The chosen gateway's id.
	 * @return string[] The error notices it added (taken out of the shopper's notices).
	 */
	public static function validate_fields( $id ) {
		$gateway = WC()->cart && WC()->cart->needs_payment() ? self::gateway( (string) $id ) : null;
		if ( ! $gateway ) {
			return array();
		}
		$before = wc_get_notices();
		$gateway->validate_fields();
		$after = wc_get_notices( 'error' );
		$added = array_slice( $after, count( $before['error'] ?? array() ) );
		wc_set_notices( $before );
		return array_map(
			static function ( $notice ) {
				return (string) $notice['notice'];
			},
			$added
		);
	}

	/**
	 * Pays with a classic gateway on Kassa's checkout: its `process_payment()` with the classic
	 * `$_POST` (its `validate_fields()` already ran), the result read as WooCommerce reads a
	 * gateway's without block support. A failure's message, or the error notices it added, go
	 * back in the payment details (`message`), which Kassa shows beside the payment methods.
	 *
	 * @param PaymentContext $context The payment's context.
	 * @param PaymentResult  $result  The result so far.
	 */
	public static function process_payment( PaymentContext $context, PaymentResult &$result ) {
		if ( $result->status || null === Kassa_Classic_Checkout_Hooks::posted_data() ) {
			return;
		}
		$gateway = self::gateway( $context->payment_method );
		if ( ! $gateway ) {
			return;
		}
		$outcome = $gateway->process_payment( $context->order->get_id() );
		$outcome = is_array( $outcome ) ? $outcome : array();
		$status  = $outcome['result'] ?? 'failure';
		if ( 'failure' === $status ) {
			// As the classic checkout shows it: the result's message, else the error notices.
			$messages = isset( $outcome['message'] ) ? array( $outcome['message'] ) : array_column( wc_get_notices( 'error' ), 'notice' );
			wc_clear_notices();
			$outcome['message'] = implode( ' ', array_filter( array_map( 'trim', array_map( 'wp_strip_all_tags', array_map( 'strval', $messages ) ) ) ) );
		}
		$result->set_status( in_array( $status, array( 'success', 'failure', 'pending', 'error' ), true ) ? $status : 'failure' );
		$result->set_payment_details( array_merge( $result->payment_details, self::details( $outcome ) ) );
		$result->set_redirect_url( (string) ( $outcome['redirect'] ?? '' ) );
	}

	/**
	 * A gateway's result as payment details (strings).
	 *
	 * @param array $outcome The result.
	 * @return array<string, string>
	 */
	private static function details( array $outcome ) {
		$details = array();
		foreach ( $outcome as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$details[ (string) $key ] = (string) $value;
			}
		}
		return $details;
	}
}
