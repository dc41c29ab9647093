<?php
/**
 * The demo shop's taxes on WooCommerce: prices are entered without tax and shown with it, taxed
 * by the destination at the shop's rates (shop-data.php), shipping and fees included.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the tax settings and rates.
 */
function kassa_seed_woocommerce_taxes() {
	$settings = array(
		'woocommerce_calc_taxes'         => 'yes',
		'woocommerce_prices_include_tax' => 'no',
		'woocommerce_tax_based_on'       => 'shipping',
		'woocommerce_tax_display_shop'   => 'incl',
		'woocommerce_tax_display_cart'   => 'incl',
		// Carts list their taxes by rate (tax_lines: VAT 20%).
		'woocommerce_tax_total_display'  => 'itemized',
	);
	foreach ( $settings as $name => $value ) {
		kassa_seed_woocommerce_option( $name, $value );
	}
	$saved = WC_Tax::get_rates_for_tax_class( '' );
	foreach ( kassa_shop_tax_rates() as $rate ) {
		kassa_seed_woocommerce_tax_rate( $rate, $saved );
	}
}

/**
 * Adds a standard tax rate for a destination, or corrects the one there (rate, name, and that
 * it also taxes shipping).
 *
 * @param array $rate  { country, state, rate, name }.
 * @param array $saved The standard rates WooCommerce has (WC_Tax::get_rates_for_tax_class()).
 */
function kassa_seed_woocommerce_tax_rate( array $rate, array $saved ) {
	$row = array(
		'tax_rate_country'  => $rate['country'],
		'tax_rate_state'    => $rate['state'],
		'tax_rate'          => number_format( $rate['rate'], 4, '.', '' ),
		'tax_rate_name'     => $rate['name'],
		'tax_rate_priority' => '1',
		'tax_rate_compound' => '0',
		'tax_rate_shipping' => '1',
		'tax_rate_class'    => '',
	);
	foreach ( $saved as $existing ) {
		if ( $existing->tax_rate_country === $row['tax_rate_country'] && $existing->tax_rate_state === $row['tax_rate_state'] ) {
			if ( array_diff_assoc( $row, (array) $existing ) ) {
				WC_Tax::_update_tax_rate( $existing->tax_rate_id, $row );
			}
			return;
		}
	}
	WC_Tax::_insert_tax_rate( $row );
}
