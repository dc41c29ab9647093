<?php
/**
 * The demo shop's general settings on WooCommerce: a launched shop in the United Kingdom that
 * sells in pounds to the shop's countries and ships to some of them, takes guests, creates
 * accounts at checkout with the shopper's own password, and stores orders where a new
 * WooCommerce shop does (its own order tables).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the settings.
 */
function kassa_seed_woocommerce_settings() {
	$settings = array(
		// At the first admin page view a new shop turns "coming soon" and WooCommerce hooks its
		// mini-cart into the theme's header: this shop is open, and its header has Kassa's.
		'woocommerce_coming_soon'                           => 'no',
		'woocommerce_hooked_blocks_version'                 => 'no',
		'woocommerce_default_country'                       => 'GB',
		'woocommerce_allowed_countries'                     => 'specific',
		'woocommerce_specific_allowed_countries'            => array_keys( kassa_shop_countries() ),
		'woocommerce_ship_to_countries'                     => 'specific',
		'woocommerce_specific_ship_to_countries'            => kassa_shop_shipping_countries(),
		// Shoppers without an address get the base country's rates and taxes.
		'woocommerce_default_customer_address'              => 'base',
		'woocommerce_currency'                              => 'GBP',
		'woocommerce_currency_pos'                          => 'left',
		'woocommerce_price_thousand_sep'                    => ',',
		'woocommerce_price_decimal_sep'                     => '.',
		'woocommerce_price_num_decimals'                    => '2',
		'woocommerce_weight_unit'                           => 'kg',
		'woocommerce_dimension_unit'                        => 'cm',
		// Stock of five or fewer shows as low ("3 left in stock").
		'woocommerce_notify_low_stock_amount'               => '5',
		// A checkout holds the stock it takes for an hour (WooCommerce's default), so two
		// shoppers racing for the last item cannot both have it; on SQLite, with the query
		// fixed by mu-plugins/kassa-sqlite-stock-hold.php.
		'woocommerce_hold_stock_minutes'                    => '60',
		// Each coupon applies to what the coupons before it left.
		'woocommerce_calc_discounts_sequentially'           => 'yes',
		'woocommerce_enable_guest_checkout'                 => 'yes',
		'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
		'woocommerce_registration_generate_password'        => 'no',
		// Phone, company and address line 2 are optional: each checkout block
		// shows or requires them as its admin chooses (with no setting, WooCommerce requires a
		// phone number unless its own Checkout block is the shop's checkout).
		'woocommerce_checkout_phone_field'                  => 'optional',
		'woocommerce_checkout_company_field'                => 'optional',
		'woocommerce_checkout_address_2_field'              => 'optional',
	);
	foreach ( $settings as $name => $value ) {
		kassa_seed_woocommerce_option( $name, $value );
	}
	// Also done at a new shop's first admin page view, which may come after the first order.
	WC_Install::maybe_enable_hpos();
}
