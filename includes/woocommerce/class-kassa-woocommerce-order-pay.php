<?php
/**
 * Paying for an existing order on Kassa's checkout page: the checkout page's `order-pay`
 * endpoint, where WooCommerce sends a shopper to pay an order made before it was paid (a
 * merchant's payment link, My Account's "Pay", the e-mails' pay link, a gateway's retry).
 *
 * On that endpoint the page renders what WooCommerce's own Checkout block renders there: the
 * checkout shortcode's output (WC_Shortcode_Checkout::order_pay). So WooCommerce checks the
 * link and the shopper as it always does, and every refusal (a wrong key, another customer's
 * order, one that needs no payment, a guest asked to confirm their e-mail, a login form) and the
 * receipt step of gateways that need one (`woocommerce_receipt_{gateway}`) are WooCommerce's own
 * output, with WooCommerce's scripts and styles. Only when WooCommerce shows its pay form
 * (template `checkout/form-pay.php`) does Kassa show its view in its place: the order's lines,
 * totals and addresses, the payment methods WooCommerce offers for the order (through Kassa's
 * registry, with the customer's saved cards, and the classic gateways as on the checkout), the
 * checkout's terms and a "Pay for order" button, which pays through the Store API's order route
 * (`POST /wc/store/v1/checkout/<id>`).
 *
 * The view is a script of its own (build/order-pay/), loaded on this endpoint only: the
 * checkout's bundle is not. The page's stores hold the order as its cart (the Store API's cart
 * shape), so Kassa's payment methods, terms, order summary and checkout flow serve it unchanged,
 * and nothing reads or writes the shopper's cart (a Kassa mini-cart there is a link to the cart).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Kassa's checkout page on the order-pay endpoint.
 */
class Kassa_WooCommerce_Order_Pay {

	/** The order-pay view's script (and build folder). */
	const HANDLE = 'kassa-order-pay';

	/** The checkout's inner blocks whose settings the view takes, as the checkout has them. */
	const VIEW_BLOCKS = array(
		'kassa/checkout-payment-methods',
		'kassa/checkout-terms',
		'kassa/checkout-actions',
		'kassa/checkout-order-summary-cart-items',
		'kassa/checkout-order-summary-taxes',
	);

	/**
	 * Kassa's checkout block as the page holds it, while the page is its order-pay endpoint.
	 *
	 * @var array|null
	 */
	private static $checkout = null;

	/**
	 * The order the view shows, as the page's stores hold it (the Store API's cart shape).
	 *
	 * @var array|null
	 */
	private static $cart = null;

	/**
	 * The order's contact and order fields and its note, which paying keeps.
	 *
	 * @var array|null
	 */
	private static $fields = null;

	/**
	 * The order to pay as the view sends it back (id, key, billing e-mail).
	 *
	 * @var array|null
	 */
	private static $to_pay = null;

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_script' ) );
		add_filter( 'pre_render_block', array( __CLASS__, 'render_endpoint' ), 10, 2 );
		add_filter( 'wc_get_template', array( __CLASS__, 'pay_form' ), 10, 2 );
		add_filter( 'kassa_preload_cart', array( __CLASS__, 'preload_cart' ) );
		add_filter( 'kassa_preload_checkout', array( __CLASS__, 'preload_checkout' ), 20 );
		add_filter( 'kassa_checkout_settings', array( __CLASS__, 'checkout_settings' ) );
		add_filter( 'render_block_data', array( __CLASS__, 'mini_cart_to_cart' ) );
	}

	/**
	 * Registers the view's script and its stylesheet (before Kassa gives its scripts their
	 * translations).
	 */
	public static function register_script() {
		$asset = kassa_asset_file( 'order-pay' );
		if ( ! $asset ) {
			return;
		}
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/order-pay/index.js', KASSA_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		// The checkout's styles, and the view's own few after them.
		wp_register_style(
			self::HANDLE,
			plugins_url( 'build/order-pay/style-index.css', KASSA_FILE ),
			array( generate_block_asset_handle( 'kassa/checkout', 'style' ) ),
			$asset['version']
		);
		wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
	}

	/**
	 * Whether the page being served is the order-pay endpoint of the shop's checkout page.
	 *
	 * @return bool
	 */
	private static function is_endpoint() {
		return ! is_admin() && is_checkout() && is_wc_endpoint_url( 'order-pay' );
	}

	/**
	 * In place of Kassa's checkout on the order-pay endpoint: what WooCommerce's Checkout block
	 * renders there, the checkout shortcode (rendered now in a block theme, by the content's
	 * shortcodes in a classic one). Kassa's checkout script and its first paint are left out.
	 *
	 * @param string|null $pre   What another filter rendered, or null.
	 * @param array       $block The parsed block.
	 * @return string|null
	 */
	public static function render_endpoint( $pre, $block ) {
		if ( null !== $pre || 'kassa/checkout' !== ( $block['blockName'] ?? '' ) || ! self::is_endpoint() ) {
			return $pre;
		}
		self::$checkout = $block;
		return wp_is_block_theme() ? do_shortcode( '[woocommerce_checkout]' ) : '[woocommerce_checkout]';
	}

	/**
	 * WooCommerce's pay form, when it shows on Kassa's checkout page: Kassa's view instead. By
	 * then WooCommerce has checked the link and the shopper and chosen the gateways.
	 *
	 * @param string $template      The template's path.
	 * @param string $template_name Its name.
	 * @return string
	 */
	public static function pay_form( $template, $template_name ) {
		if ( 'checkout/form-pay.php' !== $template_name || null === self::$checkout ) {
			return $template;
		}
		return KASSA_DIR . '/includes/woocommerce/templates/form-pay.php';
	}

	/**
	 * Prints the view's shell and loads the view with the order: the settings payload with the
	 * order as the page's cart, the order to pay (what paying it sends besides), the payment
	 * methods' scripts as on the checkout, the classic gateways' fields (their islands, in the
	 * classic form, as on the checkout), the checkout's styles. WooCommerce's classic checkout
	 * scripts and styles, which its pay form would use, are left out as on Kassa's checkout.
	 *
	 * @param WC_Order             $order       The order.
	 * @param WC_Payment_Gateway[] $gateways    The gateways WooCommerce offers for it, by id.
	 * @param string               $button_text The pay button's text (WooCommerce's, filtered).
	 * @return bool Whether the view shows (else WooCommerce's pay form should: an order without
	 *              products, or a page whose stores hold the shopper's cart already).
	 */
	public static function render_view( $order, $gateways, $button_text ) {
		// Kassa's checkout shows a cart without products as empty: an order of fees alone (a
		// merchant's payment request) is paid on WooCommerce's own form.
		if ( ! $order->get_items() ) {
			return false;
		}
		self::$cart = self::order_as_cart( $order, array_keys( (array) $gateways ) );
		// The page's stores must start from the order: not if something on the page had them
		// start from the shopper's cart already.
		if ( null === self::$cart || kassa_preload_cart() !== self::$cart ) {
			self::$cart = null;
			return false;
		}
		self::$fields = self::order_fields( $order );
		self::$to_pay = array(
			'id'           => $order->get_id(),
			'key'          => $order->get_order_key(),
			'billingEmail' => $order->get_billing_email(),
		);
		kassa_print_settings( KASSA_SETTINGS_PARTS['kassa/checkout'] );
		kassa_enqueue_payment_method_scripts( 'checkout' );
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		kassa_woocommerce_leave_out_classic_scripts( '' );
		self::leave_out_classic_styles();
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'leave_out_classic_styles' ), 20 );
		$shell = sprintf(
			'<div class="wp-block-kassa-checkout kassa-order-pay" data-block-name="woocommerce/checkout" data-view="%s"><div class="kassa-checkout__skeleton" aria-busy="true"></div></div>',
			esc_attr(
				(string) wp_json_encode(
					array(
						'checkout'   => (object) ( self::$checkout['attrs'] ?? array() ),
						'blocks'     => (object) self::block_settings( self::$checkout ),
						'buttonText' => $button_text,
						'addresses'  => self::addresses( $order ),
					)
				)
			)
		);
		// The classic gateways' payment_fields() (and the classic form), as on the checkout.
		echo class_exists( 'Kassa_Classic_Islands' ) ? Kassa_Classic_Islands::with_checkout( $shell ) : $shell; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above; the islands are the gateways' own HTML, as the classic checkout prints it.
		return true;
	}

	/**
	 * Leaves WooCommerce's classic stylesheets off the page once Kassa's view shows (they style
	 * its pay form and notices; they stay for WooCommerce's own output on this endpoint).
	 */
	public static function leave_out_classic_styles() {
		foreach ( array( 'woocommerce-general', 'woocommerce-layout', 'woocommerce-smallscreen' ) as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * The page's cart, while it pays an order: the order.
	 *
	 * @param array|null $cart A cart another filter gave, or null.
	 * @return array|null
	 */
	public static function preload_cart( $cart ) {
		return null === $cart && null !== self::$cart ? self::$cart : $cart;
	}

	/**
	 * The payload's checkout part while the page pays an order: the order to pay (`orderToPay`,
	 * what paying it sends besides the addresses), which only this shopper's page carries.
	 *
	 * @param array $settings Payload keys and values.
	 * @return array
	 */
	public static function checkout_settings( $settings ) {
		return null === self::$to_pay ? $settings : array_merge( $settings, array( 'orderToPay' => self::$to_pay ) );
	}

	/**
	 * What the checkout starts with while the page pays an order: the order's own contact and
	 * order fields and note, which paying sends back unchanged.
	 *
	 * @param array|null $checkout What the shopper's checkout session kept, or null.
	 * @return array|null
	 */
	public static function preload_checkout( $checkout ) {
		return null === self::$fields ? $checkout : self::$fields;
	}

	/**
	 * On the order-pay endpoint of Kassa's checkout page, the mini-cart is a link to the cart:
	 * its drawer would show the page's cart, which there is the order being paid.
	 *
	 * @param array $block The parsed block.
	 * @return array
	 */
	public static function mini_cart_to_cart( $block ) {
		if ( 'kassa/mini-cart' === ( $block['blockName'] ?? '' ) && self::is_endpoint() && 'kassa' === Kassa_WooCommerce_Pages::status( 'checkout' ) ) {
			$block['attrs']['onCartClickBehaviour'] = 'navigate_to_cart';
		}
		return $block;
	}

	/**
	 * The order in the Store API's cart shape: the Store API's answer for the order (as the
	 * shopper would read it, `GET /wc/store/v1/order/<id>`), with what a cart has besides: the
	 * gateways offered for it, its shipping lines as the chosen rates, and its lines' prices and
	 * subtotal as the order charges them (the Store API gives today's product prices and the
	 * lines' total after discounts).
	 *
	 * @param WC_Order $order    The order.
	 * @param string[] $gateways The ids of the gateways WooCommerce offers for it.
	 * @return array|null The cart, or null when the Store API gives no order.
	 */
	public static function order_as_cart( $order, $gateways ) {
		$answer = kassa_store_api_get(
			add_query_arg(
				array(
					'key'           => rawurlencode( $order->get_order_key() ),
					'billing_email' => rawurlencode( $order->get_billing_email() ),
				),
				'/wc/store/v1/order/' . $order->get_id()
			)
		);
		if ( ! isset( $answer['body']['items'] ) ) {
			return null;
		}
		$cart  = json_decode( (string) wp_json_encode( $answer['body'] ), true );
		$minor = static function ( $amount ) {
			return (string) (int) round( (float) $amount * ( 10 ** wc_get_price_decimals() ) );
		};
		$incl  = 'incl' === get_option( 'woocommerce_tax_display_cart' );
		$lines = array_values( $order->get_items() );
		$tax   = 0.0;
		foreach ( $cart['items'] as $index => $item ) {
			$line = $lines[ $index ] ?? null;
			if ( ! $line instanceof WC_Order_Item_Product ) {
				continue;
			}
			$unit = ( (float) $line->get_subtotal() + ( $incl ? (float) $line->get_subtotal_tax() : 0 ) ) / max( 1, (int) $line->get_quantity() );
			$tax += (float) $line->get_subtotal_tax();
			// The Store API gives every line of an order the order key as its key, and the line's
			// id as its id, where a cart's line has a key of its own and the product's id.
			$cart['items'][ $index ]['key']    = (string) $line->get_id();
			$cart['items'][ $index ]['id']     = $line->get_variation_id() ? $line->get_variation_id() : $line->get_product_id();
			$cart['items'][ $index ]['prices'] = array_merge(
				(array) $item['prices'],
				array(
					'price'         => $minor( $unit ),
					'regular_price' => $minor( $unit ),
					'sale_price'    => $minor( $unit ),
					'price_range'   => null,
				)
			);
		}
		$cart['totals']['total_items']     = $minor( $order->get_subtotal() );
		$cart['totals']['total_items_tax'] = $minor( $tax );
		$cart['shipping_rates']            = self::shipping_packages( $order, $cart['totals'], $minor );
		$cart['has_calculated_shipping']   = true;
		$cart['payment_methods']           = array_values( array_map( 'strval', $gateways ) );
		return $cart;
	}

	/**
	 * The order's shipping lines as the chosen rates of one package, so the order reads as a
	 * cart whose shipping is chosen.
	 *
	 * @param WC_Order $order    The order.
	 * @param array    $currency The Store API's currency fields.
	 * @param callable $minor    Amount => minor units.
	 * @return array
	 */
	private static function shipping_packages( $order, $currency, $minor ) {
		$rates = array();
		foreach ( $order->get_shipping_methods() as $line ) {
			$rates[] = array_merge(
				array_intersect_key( $currency, array_flip( array( 'currency_code', 'currency_symbol', 'currency_minor_unit', 'currency_decimal_separator', 'currency_thousand_separator', 'currency_prefix', 'currency_suffix' ) ) ),
				array(
					'rate_id'       => $line->get_method_id() . ':' . $line->get_instance_id(),
					'name'          => $line->get_name(),
					'description'   => '',
					'delivery_time' => '',
					'price'         => $minor( $line->get_total() ),
					'taxes'         => $minor( $line->get_total_tax() ),
					'instance_id'   => (int) $line->get_instance_id(),
					'method_id'     => $line->get_method_id(),
					'meta_data'     => array(),
					'selected'      => true,
				)
			);
		}
		if ( ! $rates ) {
			return array();
		}
		return array(
			array(
				'package_id'     => 0,
				'name'           => __( 'Shipping', 'kassa' ),
				'destination'    => (object) array(),
				'items'          => array(),
				'shipping_rates' => $rates,
			),
		);
	}

	/**
	 * The order's contact and order fields and its note, as the Store API takes them back.
	 *
	 * @param WC_Order $order The order.
	 * @return array
	 */
	private static function order_fields( $order ) {
		$fields = array();
		if ( class_exists( 'Automattic\WooCommerce\Blocks\Package' ) && class_exists( 'Automattic\WooCommerce\Blocks\Domain\Services\CheckoutFields' ) ) {
			$controller = Automattic\WooCommerce\Blocks\Package::container()->get( Automattic\WooCommerce\Blocks\Domain\Services\CheckoutFields::class );
			$fields     = $controller->get_all_fields_from_object( $order, 'other' );
		}
		return array(
			'additional_fields' => $fields,
			'customer_note'     => $order->get_customer_note(),
		);
	}

	/**
	 * The order's addresses as WooCommerce formats them for its country, one line each, with the
	 * billing e-mail and phone; no shipping address when the order has none.
	 *
	 * @param WC_Order $order The order.
	 * @return array{billing: string[], shipping: string[]}
	 */
	private static function addresses( $order ) {
		$lines = static function ( $formatted ) {
			$parts = preg_split( '#<br\s*/?>#i', (string) $formatted );
			$text  = static function ( $part ) {
				return trim( html_entity_decode( wp_strip_all_tags( $part ), ENT_QUOTES, 'UTF-8' ) );
			};
			return array_values( array_filter( array_map( $text, $parts ) ) );
		};
		$billing = array_merge( $lines( $order->get_formatted_billing_address() ), array_filter( array( $order->get_billing_phone(), $order->get_billing_email() ) ) );
		return array(
			'billing'  => $billing,
			'shipping' => $order->has_shipping_address() ? array_merge( $lines( $order->get_formatted_shipping_address() ), array_filter( array( $order->get_shipping_phone() ) ) ) : array(),
		);
	}

	/**
	 * The settings (attributes) of the checkout's inner blocks the view shows, by block name.
	 *
	 * @param array $block The checkout block, parsed.
	 * @return array<string, array>
	 */
	private static function block_settings( $block ) {
		$settings = array();
		foreach ( $block['innerBlocks'] ?? array() as $inner ) {
			$name = $inner['blockName'] ?? '';
			if ( in_array( $name, self::VIEW_BLOCKS, true ) ) {
				$settings[ $name ] = (object) ( $inner['attrs'] ?? array() );
			}
			$settings = array_merge( $settings, self::block_settings( $inner ) );
		}
		return $settings;
	}
}
