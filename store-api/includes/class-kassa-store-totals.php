<?php
/**
 * Calculates a cart from its session state: line prices and taxes, coupons, the fee, shipping
 * packages and their rates for the destination, and the totals. Pure: reads the catalogue and
 * settings, writes nothing.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cart calculator.
 */
class Kassa_Store_Totals {

	/** Fee added when a bulky item is in the cart (minor units, taxable). */
	const BULKY_FEE = 250;

	/**
	 * Calculates the cart.
	 *
	 * @param array $state Session state (items, coupons, addresses, chosen_rates).
	 * @return array Calculated cart (see keys below).
	 */
	public static function calculate( array $state ) {
		$state    = Kassa_Store_Cart::normalise_state( $state );
		$shipping = $state['shipping_address'];
		$billing  = $state['billing_address'];
		$lines    = array();
		foreach ( $state['items'] as $key => $item ) {
			$product = Kassa_Store_Catalog::get( $item['id'] );
			if ( ! $product ) {
				continue;
			}
			$lines[ $key ] = array(
				'key'      => $key,
				'product'  => $product,
				'quantity' => (int) $item['quantity'],
			);
		}
		$needs_shipping = false;
		foreach ( $lines as $line ) {
			if ( ! $line['product']['virtual'] ) {
				$needs_shipping = true;
			}
		}

		// Taxes follow the shipping address when goods are shipped, else the billing address.
		$tax_country = $needs_shipping && '' !== $shipping['country'] ? $shipping['country'] : $billing['country'];
		$tax_state   = $needs_shipping && '' !== $shipping['country'] ? $shipping['state'] : $billing['state'];
		if ( '' === $tax_country ) {
			$tax_country = Kassa_Store_Locale::BASE_COUNTRY;
			$tax_state   = '';
		}
		$tax = Kassa_Store_Settings::taxes_enabled() ? Kassa_Store_Locale::tax_rate( $tax_country, $tax_state ) : array(
			'rate' => 0.0,
			'name' => '',
		);

		$items_subtotal = 0;
		foreach ( $lines as $key => $line ) {
			$subtotal                        = Kassa_Store_Catalog::price( $line['product'] ) * $line['quantity'];
			$lines[ $key ]['subtotal']       = $subtotal;
			$lines[ $key ]['total']          = $subtotal;
			$lines[ $key ]['unit_tax']       = Kassa_Store_Money::tax( Kassa_Store_Catalog::price( $line['product'] ), $tax['rate'] );
			$lines[ $key ]['regular_tax']    = Kassa_Store_Money::tax( (int) $line['product']['regular_price'], $tax['rate'] );
			$lines[ $key ]['sale_tax']       = null === $line['product']['sale_price'] ? $lines[ $key ]['regular_tax'] : Kassa_Store_Money::tax( (int) $line['product']['sale_price'], $tax['rate'] );
			$lines[ $key ]['subtotal_tax']   = Kassa_Store_Money::tax( $subtotal, $tax['rate'] );
			$items_subtotal                 += $subtotal;
		}

		// Coupons apply in the order they were added, each on what earlier ones left.
		$coupons       = array();
		$free_shipping = false;
		foreach ( $state['coupons'] as $code ) {
			$coupon = Kassa_Store_Coupons::get( $code );
			if ( ! $coupon || null !== Kassa_Store_Coupons::invalid_reason( $coupon, $items_subtotal ) ) {
				continue;
			}
			$discounts = self::discounts( $coupon, $lines );
			$amount    = 0;
			$amount_tx = 0;
			foreach ( $discounts as $key => $discount ) {
				$before                  = Kassa_Store_Money::tax( $lines[ $key ]['total'], $tax['rate'] );
				$lines[ $key ]['total'] -= $discount;
				$amount                 += $discount;
				$amount_tx              += $before - Kassa_Store_Money::tax( $lines[ $key ]['total'], $tax['rate'] );
			}
			$free_shipping = $free_shipping || $coupon['free_shipping'];
			$coupons[]     = array(
				'code'          => $code,
				'discount_type' => $coupon['discount_type'],
				'discount'      => $amount,
				'discount_tax'  => $amount_tx,
			);
		}
		$items_total = 0;
		foreach ( $lines as $key => $line ) {
			$lines[ $key ]['total_tax'] = Kassa_Store_Money::tax( $line['total'], $tax['rate'] );
			$items_total               += $line['total'];
		}

		$fees = array();
		foreach ( $lines as $line ) {
			if ( ! $line['product']['virtual'] && 'bulky' === $line['product']['shipping_class'] ) {
				$fees[] = array(
					'id'    => 'bulky-item-handling',
					'name'  => 'Bulky item handling',
					'total' => self::BULKY_FEE,
					'tax'   => Kassa_Store_Money::tax( self::BULKY_FEE, $tax['rate'] ),
				);
				break;
			}
		}

		$shipping_result = $needs_shipping ? Kassa_Store_Shipping::packages( $lines, $shipping, $state['chosen_rates'], $free_shipping, $items_total, $tax['rate'] ) : array(
			'packages'   => array(),
			'errors'     => array(),
			'calculated' => false,
		);

		$totals = array(
			'total_items'        => 0,
			'total_items_tax'    => 0,
			'total_fees'         => 0,
			'total_fees_tax'     => 0,
			'total_discount'     => 0,
			'total_discount_tax' => 0,
			'total_shipping'     => 0,
			'total_shipping_tax' => 0,
		);
		foreach ( $lines as $line ) {
			$totals['total_items']        += $line['subtotal'];
			$totals['total_items_tax']    += $line['subtotal_tax'];
			$totals['total_discount']     += $line['subtotal'] - $line['total'];
			$totals['total_discount_tax'] += $line['subtotal_tax'] - $line['total_tax'];
		}
		foreach ( $fees as $fee ) {
			$totals['total_fees']     += $fee['total'];
			$totals['total_fees_tax'] += $fee['tax'];
		}
		foreach ( $shipping_result['packages'] as $package ) {
			foreach ( $package['rates'] as $rate ) {
				if ( $rate['selected'] ) {
					$totals['total_shipping']     += $rate['price'];
					$totals['total_shipping_tax'] += $rate['taxes'];
				}
			}
		}
		$total_tax = $totals['total_items_tax'] - $totals['total_discount_tax'] + $totals['total_fees_tax'] + $totals['total_shipping_tax'];
		$totals    = array_merge(
			$totals,
			array(
				'total_price' => $totals['total_items'] - $totals['total_discount'] + $totals['total_fees'] + $totals['total_shipping'] + $total_tax,
				'total_tax'   => $total_tax,
				'tax_lines'   => $total_tax > 0 ? array(
					array(
						'name'  => $tax['name'],
						'price' => $total_tax,
						'rate'  => rtrim( rtrim( number_format( $tax['rate'], 4, '.', '' ), '0' ), '.' ) . '%',
					),
				) : array(),
			)
		);
		if ( ! $needs_shipping ) {
			$totals['total_shipping']     = null;
			$totals['total_shipping_tax'] = null;
		}

		$needs_payment = $totals['total_price'] > 0;
		return array(
			'lines'                   => $lines,
			'coupons'                 => $coupons,
			'fees'                    => $fees,
			'totals'                  => $totals,
			'tax'                     => $tax,
			'packages'                => $shipping_result['packages'],
			'errors'                  => $shipping_result['errors'],
			'needs_shipping'          => $needs_shipping,
			'has_calculated_shipping' => $needs_shipping && $shipping_result['calculated'],
			'needs_payment'           => $needs_payment,
			'payment_methods'         => $needs_payment ? Kassa_Store_Payments::available_ids( $needs_shipping ) : array(),
			'items_count'             => array_sum( wp_list_pluck( $lines, 'quantity' ) ),
			'items_weight'            => array_sum(
				array_map(
					static function ( $line ) {
						return $line['product']['weight'] * $line['quantity'];
					},
					$lines
				)
			),
			'state'                   => $state,
		);
	}

	/**
	 * Per-line discount of one coupon on the lines' current totals.
	 *
	 * @param array $coupon Coupon.
	 * @param array $lines  Lines with 'total'.
	 * @return array<string, int> Line key => discount.
	 */
	private static function discounts( $coupon, $lines ) {
		$discounts = array();
		if ( 'percent' === $coupon['discount_type'] ) {
			foreach ( $lines as $key => $line ) {
				$discounts[ $key ] = min( $line['total'], (int) round( $line['total'] * $coupon['amount'] / 100 ) );
			}
			return $discounts;
		}
		$base   = array_sum( wp_list_pluck( $lines, 'total' ) );
		$amount = min( (int) $coupon['amount'], $base );
		if ( $base <= 0 || $amount <= 0 ) {
			return array();
		}
		$left = $amount;
		foreach ( $lines as $key => $line ) {
			$discounts[ $key ] = (int) floor( $amount * $line['total'] / $base );
			$left             -= $discounts[ $key ];
		}
		// The rounding remainder goes to the first lines that still have room, a cent each.
		foreach ( $lines as $key => $line ) {
			if ( $left <= 0 ) {
				break;
			}
			if ( $discounts[ $key ] < $line['total'] ) {
				++$discounts[ $key ];
				--$left;
			}
		}
		return $discounts;
	}
}
