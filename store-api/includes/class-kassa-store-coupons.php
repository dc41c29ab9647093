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
	 * A coupon code as WooCommerce cleans it: entities decoded, trimmed, markup tags removed
	 * (their text kept), lower case.
	 *
	 * @param mixed $code Code as typed.
	 * @return string
	 */
	public static function normalise( $code ) {
		$code = html_entity_decode( is_scalar( $code ) ? (string) $code : '', ENT_COMPAT, 'UTF-8' );
		return mb_strtolower( trim( wp_kses( $code, 'entities' ) ) );
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
	 * Why a coupon cannot apply to a cart subtotal (WooCommerce's message, as HTML text), or
	 * null when it can.
	 *
	 * @param array $coupon   Coupon rules.
	 * @param int   $subtotal Items subtotal in minor units (excl. tax).
	 * @return string|null
	 */
	public static function invalid_reason( $coupon, $subtotal ) {
		if ( $coupon['expires'] && strtotime( $coupon['expires'] ) < time() ) {
			/* translators: %s: coupon code */
			return sprintf( esc_html__( 'Coupon "%s" has expired.', 'kassa' ), esc_html( $coupon['code'] ) );
		}
		if ( $coupon['minimum_spend'] > 0 && $subtotal < $coupon['minimum_spend'] ) {
			/* translators: 1: coupon code, 2: minimum amount */
			return sprintf( esc_html__( 'The minimum spend for coupon "%1$s" is %2$s.', 'kassa' ), esc_html( $coupon['code'] ), Kassa_Store_Money::format_html( $coupon['minimum_spend'] ) );
		}
		return null;
	}
}
