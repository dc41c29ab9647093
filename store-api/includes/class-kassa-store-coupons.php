<?php
/**
 * Coupons: seeded in an option (code => rules) and checked with WooCommerce's messages.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Looks up coupons and checks whether one may apply to a cart.
 */
class Kassa_Store_Coupons {

	const OPTION = 'kassa_store_coupons';

	/**
	 * Coupon codes are case-insensitive and trimmed.
	 *
	 * @param string $code Code as typed.
	 * @return string
	 */
	public static function normalise( $code ) {
		return strtolower( trim( wp_strip_all_tags( (string) $code ) ) );
	}

	/**
	 * A coupon's rules, or null when no such coupon exists.
	 *
	 * @param string $code Normalised code.
	 * @return array|null
	 */
	public static function get( $code ) {
		$coupons = get_option( self::OPTION, array() );
		if ( ! is_array( $coupons ) || ! isset( $coupons[ $code ] ) ) {
			return null;
		}
		return array_merge(
			array(
				'code'          => $code,
				'discount_type' => 'percent',
				'amount'        => 0,
				'free_shipping' => false,
				'expires'       => null,
				'minimum_spend' => 0,
			),
			$coupons[ $code ]
		);
	}

	/**
	 * Why a coupon cannot apply to a cart subtotal, or null when it can.
	 *
	 * @param array $coupon   Coupon rules.
	 * @param int   $subtotal Items subtotal in minor units (excl. tax).
	 * @return string|null
	 */
	public static function invalid_reason( $coupon, $subtotal ) {
		if ( $coupon['expires'] && strtotime( $coupon['expires'] ) < time() ) {
			return 'This coupon has expired.';
		}
		if ( $coupon['minimum_spend'] > 0 && $subtotal < $coupon['minimum_spend'] ) {
			return sprintf( 'The minimum spend for this coupon is %s.', Kassa_Store_Money::format( $coupon['minimum_spend'] ) );
		}
		return null;
	}
}
