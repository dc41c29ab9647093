<?php
/**
 * Plugin Name: Kassa demo shop (WooCommerce)
 * Description: The demo shop's rules that WooCommerce offers only through hooks: pickup rates named after the locations; bulky items ship as a package of their own and add a handling fee; flat rates show a delivery time; products carry quantity limits and cart item data in their meta; coupons apply in the order they were added; free shipping and minimum spends count prices without tax; the checkout asks two more questions; and a demo extension may store data in the cart. The catalogue, zones and settings are seeded by bin/lib/woocommerce/seed-shop.php.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** The shipping class of items that ship separately, by freight. */
const KASSA_DEMO_SHOP_BULKY_CLASS = 'bulky';

/** The fee of a cart that holds a bulky item, in pounds without tax. */
const KASSA_DEMO_SHOP_BULKY_FEE = 2.5;

add_filter( 'woocommerce_cart_shipping_packages', 'kassa_demo_shop_split_bulky_items' );
add_action( 'woocommerce_cart_calculate_fees', 'kassa_demo_shop_add_bulky_fee' );
add_filter( 'woocommerce_store_api_product_quantity_minimum', 'kassa_demo_shop_quantity_minimum', 10, 2 );
add_filter( 'woocommerce_store_api_product_quantity_maximum', 'kassa_demo_shop_quantity_maximum', 10, 2 );
add_filter( 'woocommerce_store_api_product_quantity_multiple_of', 'kassa_demo_shop_quantity_multiple_of', 10, 2 );
add_filter( 'woocommerce_get_item_data', 'kassa_demo_shop_item_data', 10, 2 );
add_filter( 'woocommerce_shipping_instance_form_fields_flat_rate', 'kassa_demo_shop_delivery_time_field' );
add_filter( 'woocommerce_shipping_method_add_rate', 'kassa_demo_shop_delivery_time', 10, 3 );
add_filter( 'woocommerce_shipping_method_add_rate', 'kassa_demo_shop_pickup_rate_name', 10, 3 );
add_filter( 'woocommerce_coupon_sort', 'kassa_demo_shop_coupon_order', 10, 2 );
add_filter( 'woocommerce_shipping_free_shipping_is_available', 'kassa_demo_shop_free_shipping_without_tax', 10, 3 );
add_filter( 'woocommerce_coupon_validate_minimum_amount', 'kassa_demo_shop_minimum_spend_without_tax', 10, 2 );
add_action( 'woocommerce_init', 'kassa_demo_shop_register_checkout_fields' );
add_action( 'woocommerce_blocks_loaded', 'kassa_demo_shop_register_cart_extension' );

/**
 * Whether a product ships by freight.
 *
 * @param WC_Product $product Product.
 * @return bool
 */
function kassa_demo_shop_is_bulky( WC_Product $product ) {
	return KASSA_DEMO_SHOP_BULKY_CLASS === $product->get_shipping_class();
}

/**
 * Splits the cart's package in two when it holds bulky and other items: the other items first,
 * then the bulky ones. WooCommerce names them Shipment 1 and Shipment 2.
 *
 * @param array $packages Shipping packages (one, unless another plugin split it already).
 * @return array
 */
function kassa_demo_shop_split_bulky_items( $packages ) {
	if ( 1 !== count( $packages ) ) {
		return $packages;
	}
	$package = reset( $packages );
	$groups  = array(
		'standard' => array(),
		'bulky'    => array(),
	);
	foreach ( $package['contents'] as $key => $item ) {
		$groups[ kassa_demo_shop_is_bulky( $item['data'] ) ? 'bulky' : 'standard' ][ $key ] = $item;
	}
	if ( ! $groups['standard'] || ! $groups['bulky'] ) {
		return $packages;
	}
	$split = array();
	foreach ( $groups as $contents ) {
		$split[] = array_merge(
			$package,
			array(
				'contents'      => $contents,
				'contents_cost' => array_sum( wp_list_pluck( $contents, 'line_total' ) ),
			)
		);
	}
	return $split;
}

/**
 * Adds the taxable "Bulky item handling" fee to a cart that ships a bulky item.
 *
 * @param WC_Cart $cart Cart.
 */
function kassa_demo_shop_add_bulky_fee( WC_Cart $cart ) {
	foreach ( $cart->get_cart() as $item ) {
		if ( $item['data']->needs_shipping() && kassa_demo_shop_is_bulky( $item['data'] ) ) {
			$cart->add_fee( 'Bulky item handling', KASSA_DEMO_SHOP_BULKY_FEE, true );
			return;
		}
	}
}

/**
 * One of a product's quantity limits (meta _kassa_quantity_limits: minimum, maximum,
 * multiple_of), or a default.
 *
 * @param WC_Product $product Product.
 * @param string     $limit   minimum, maximum or multiple_of.
 * @param int|float  $value   WooCommerce's value, kept when the product sets none.
 * @return int|float
 */
function kassa_demo_shop_quantity_limit( WC_Product $product, $limit, $value ) {
	$limits = $product->get_meta( '_kassa_quantity_limits' );
	return isset( $limits[ $limit ] ) ? $limits[ $limit ] : $value;
}

/**
 * The least a cart may hold of a product.
 *
 * @param int|float  $minimum WooCommerce's minimum.
 * @param WC_Product $product Product.
 * @return int|float
 */
function kassa_demo_shop_quantity_minimum( $minimum, $product ) {
	return kassa_demo_shop_quantity_limit( $product, 'minimum', $minimum );
}

/**
 * The most a cart may hold of a product: its own limit, or less when the stock is lower.
 *
 * @param int|float  $maximum WooCommerce's maximum (the stock left, or 9999).
 * @param WC_Product $product Product.
 * @return int|float
 */
function kassa_demo_shop_quantity_maximum( $maximum, $product ) {
	return min( $maximum, kassa_demo_shop_quantity_limit( $product, 'maximum', $maximum ) );
}

/**
 * The step of a product's quantity.
 *
 * @param int|float  $multiple_of WooCommerce's step.
 * @param WC_Product $product     Product.
 * @return int|float
 */
function kassa_demo_shop_quantity_multiple_of( $multiple_of, $product ) {
	return kassa_demo_shop_quantity_limit( $product, 'multiple_of', $multiple_of );
}

/**
 * Adds a product's cart item data (meta _kassa_item_data) to its cart items: name/value or
 * key/display pairs, `hidden` ones for the shop only, `className` for styling. The Store API
 * passes every key through as a string, so `hidden` is left out unless it is true ('1').
 *
 * @param array $item_data Item data so far.
 * @param array $cart_item Cart item.
 * @return array
 */
function kassa_demo_shop_item_data( $item_data, $cart_item ) {
	$product_data = $cart_item['data']->get_meta( '_kassa_item_data' );
	foreach ( is_array( $product_data ) ? $product_data : array() as $data ) {
		$item_data[] = empty( $data['hidden'] ) ? array_diff_key( $data, array( 'hidden' => true ) ) : $data;
	}
	return $item_data;
}

/**
 * Adds a "Delivery time" setting to flat rates.
 *
 * @param array $fields The flat rate's instance settings fields.
 * @return array
 */
function kassa_demo_shop_delivery_time_field( $fields ) {
	$fields['delivery_time'] = array(
		'title'       => 'Delivery time',
		'type'        => 'text',
		'description' => 'Shown to shoppers with the rate, e.g. 1-2 working days.',
		'desc_tip'    => true,
		'default'     => '',
	);
	return $fields;
}

/**
 * Gives a flat rate its delivery time.
 *
 * @param WC_Shipping_Rate   $rate   Rate.
 * @param array              $args   Rate arguments.
 * @param WC_Shipping_Method $method The method that made it.
 * @return WC_Shipping_Rate
 */
function kassa_demo_shop_delivery_time( $rate, $args, $method ) {
	if ( 'flat_rate' === $method->id ) {
		$rate->set_delivery_time( $method->get_option( 'delivery_time' ) );
	}
	return $rate;
}

/**
 * Names a pickup rate after its location ("Kassa Shoreditch", where WooCommerce says "Pickup
 * (Kassa Shoreditch)") and describes it with the location's details.
 *
 * @param WC_Shipping_Rate   $rate   Rate.
 * @param array              $args   Rate arguments.
 * @param WC_Shipping_Method $method The method that made it.
 * @return WC_Shipping_Rate
 */
function kassa_demo_shop_pickup_rate_name( $rate, $args, $method ) {
	if ( 'pickup_location' === $method->id ) {
		$rate->set_label( $args['meta_data']['pickup_location'] );
		$rate->set_description( $args['meta_data']['pickup_details'] );
	}
	return $rate;
}

/**
 * Applies coupons in the order the shopper added them, each to what the ones before left
 * (WooCommerce applies percentage coupons before fixed ones).
 *
 * @param int       $sort   WooCommerce's rank for the coupon's type.
 * @param WC_Coupon $coupon Coupon.
 * @return int
 */
function kassa_demo_shop_coupon_order( $sort, $coupon ) {
	$position = WC()->cart ? array_search( $coupon->get_code(), WC()->cart->get_applied_coupons(), true ) : false;
	return false === $position ? $sort : $position;
}

/**
 * Free shipping's minimum amount counts the items after discounts without tax (WooCommerce
 * counts them as the cart shows them, here with tax); a free shipping coupon still qualifies.
 *
 * @param bool                      $is_available Whether WooCommerce offers it.
 * @param array                     $package      Package.
 * @param WC_Shipping_Free_Shipping $method       The free shipping method.
 * @return bool
 */
function kassa_demo_shop_free_shipping_without_tax( $is_available, $package, $method ) {
	$cart = WC()->cart;
	if ( ! $is_available || ! $cart ) {
		return $is_available;
	}
	foreach ( $cart->get_coupons() as $coupon ) {
		if ( $coupon->get_free_shipping() ) {
			return true;
		}
	}
	return $cart->get_subtotal() - $cart->get_discount_total() >= (float) $method->min_amount;
}

/**
 * A coupon's minimum spend counts the cart's items without tax (WooCommerce counts them as the
 * cart shows them, here with tax).
 *
 * @param bool      $not_met Whether WooCommerce finds the minimum not met.
 * @param WC_Coupon $coupon  Coupon.
 * @return bool
 */
function kassa_demo_shop_minimum_spend_without_tax( $not_met, $coupon ) {
	return WC()->cart ? $coupon->get_minimum_amount() > WC()->cart->get_subtotal() : $not_met;
}

/**
 * Registers the checkout's additional fields (a VAT number in the address, "How did you hear
 * about us?" in the order).
 */
function kassa_demo_shop_register_checkout_fields() {
	foreach ( kassa_demo_shop_checkout_fields() as $key => $field ) {
		woocommerce_register_additional_checkout_field(
			array(
				'id'                => $key,
				'label'             => $field['label'],
				'optionalLabel'     => $field['optionalLabel'],
				'location'          => $field['location'],
				'type'              => $field['type'],
				'required'          => $field['required'],
				'options'           => $field['options'] ?? array(),
				'attributes'        => isset( $field['autocomplete'] ) ? array( 'autocomplete' => $field['autocomplete'] ) : array(),
				// Checked on the server only: a `validation` schema would load WooCommerce's 33 KB
				// schema parser on its own checkout, which the bench compares Kassa's with.
				'validate_callback' => 'kassa_demo_shop_validate_checkout_field',
				// WooCommerce's checkout sorts a field by its index too: the same place in both.
				'index'             => $field['index'],
			)
		);
	}
}

/**
 * The checkout's additional fields, by key: an optional VAT number in the address, checked
 * against a pattern (as a JSON Schema writes it), and "How did you hear about us?" in the order.
 *
 * @return array<string, array>
 */
function kassa_demo_shop_checkout_fields() {
	return array(
		'kassa/vat-number'     => array(
			'label'         => 'VAT number',
			'optionalLabel' => 'VAT number (optional)',
			'required'      => false,
			'index'         => 35,
			'type'          => 'text',
			'autocomplete'  => 'off',
			'location'      => 'address',
			// JSON Schema, as WooCommerce's fields write their validation.
			'validation'    => array(
				'type'         => 'string',
				'pattern'      => '^[A-Za-z]{2}[0-9A-Za-z]{2,12}$',
				'errorMessage' => 'Please enter a VAT number that starts with the country code, e.g. GB123456789',
			),
		),
		'kassa/heard-about-us' => array(
			'label'         => 'How did you hear about us?',
			'optionalLabel' => 'How did you hear about us? (optional)',
			'required'      => false,
			'index'         => 10,
			'type'          => 'select',
			'location'      => 'order',
			'options'       => array(
				array(
					'value' => 'friend',
					'label' => 'From a friend',
				),
				array(
					'value' => 'search',
					'label' => 'Search engine',
				),
				array(
					'value' => 'social',
					'label' => 'Social media',
				),
				array(
					'value' => 'other',
					'label' => 'Other',
				),
			),
		),
	);
}

/**
 * Checks an additional field's value against the pattern of its validation schema, if it has one.
 *
 * @param string $value Value ('' when not given).
 * @param array  $field WooCommerce's field.
 * @return true|WP_Error
 */
function kassa_demo_shop_validate_checkout_field( $value, $field ) {
	$rule = kassa_demo_shop_checkout_fields()[ $field['id'] ]['validation'] ?? null;
	if ( ! $rule || '' === (string) $value || preg_match( '/' . str_replace( '/', '\/', $rule['pattern'] ) . '/', $value ) ) {
		return true;
	}
	return new WP_Error( 'woocommerce_invalid_checkout_field', $rule['errorMessage'] );
}

/**
 * Lets the `kassa-demo` namespace store data in the cart through POST /cart/extensions, and
 * shows it in the cart's `extensions` (the contract suite's extension).
 */
function kassa_demo_shop_register_cart_extension() {
	woocommerce_store_api_register_update_callback(
		array(
			'namespace' => 'kassa-demo',
			'callback'  => 'kassa_demo_shop_update_cart_extension',
		)
	);
	woocommerce_store_api_register_endpoint_data(
		array(
			'endpoint'      => 'cart',
			'namespace'     => 'kassa-demo',
			'data_callback' => 'kassa_demo_shop_cart_extension_data',
		)
	);
}

/**
 * Stores the data a /cart/extensions request sends for `kassa-demo` in the shopper's session.
 *
 * @param mixed $data Data.
 */
function kassa_demo_shop_update_cart_extension( $data ) {
	WC()->session->set( 'kassa_demo_extension', map_deep( is_array( $data ) ? $data : array(), 'sanitize_text_field' ) );
}

/**
 * The cart's `kassa-demo` extension data.
 *
 * @return array
 */
function kassa_demo_shop_cart_extension_data() {
	return WC()->session ? (array) WC()->session->get( 'kassa_demo_extension', array() ) : array();
}
