<?php
/**
 * The shop's currency (GBP): the `currency_*` fields every amount carries, and formatting for
 * messages. Amounts are integers in minor units everywhere in this plugin.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Currency facts and helpers.
 */
class Kassa_Store_Money {

	/**
	 * The `currency_*` fields (CurrencyInfo in assets/api/types.ts).
	 *
	 * @return array
	 */
	public static function currency() {
		return array(
			'currency_code'               => 'GBP',
			'currency_symbol'             => '£',
			'currency_minor_unit'         => 2,
			'currency_decimal_separator'  => '.',
			'currency_thousand_separator' => ',',
			'currency_prefix'             => '£',
			'currency_suffix'             => '',
		);
	}

	/**
	 * Adds the currency fields to an array of amounts, each turned into an integer string.
	 *
	 * @param array $amounts Name => int amount (null stays null).
	 * @return array
	 */
	public static function with_currency( array $amounts ) {
		foreach ( $amounts as $key => $value ) {
			if ( is_int( $value ) ) {
				$amounts[ $key ] = (string) $value;
			}
		}
		return array_merge( $amounts, self::currency() );
	}

	/**
	 * Tax on an amount at a percentage rate, rounded half up to the minor unit.
	 *
	 * @param int   $amount Minor units.
	 * @param float $rate   Percent.
	 * @return int
	 */
	public static function tax( $amount, $rate ) {
		return (int) round( $amount * $rate / 100 );
	}

	/**
	 * An amount as a decimal string, as WooCommerce's admin REST API gives it, e.g. '26.39'.
	 *
	 * @param int $amount     Minor units.
	 * @param int $minor_unit Decimals.
	 * @return string
	 */
	public static function to_decimal( $amount, $minor_unit = 2 ) {
		return number_format( $amount / ( 10 ** $minor_unit ), $minor_unit, '.', '' );
	}

	/**
	 * Formats an amount as HTML text, as WooCommerce's messages and pages show prices, e.g.
	 * `&pound;100.00`.
	 *
	 * @param int $amount Minor units.
	 * @return string
	 */
	public static function format_html( $amount ) {
		return '&pound;' . number_format( $amount / 100, 2, '.', ',' );
	}

	/**
	 * Formats an amount for a message, e.g. £100.00.
	 *
	 * @param int $amount Minor units.
	 * @return string
	 */
	public static function format( $amount ) {
		return '£' . number_format( $amount / 100, 2, '.', ',' );
	}
}
