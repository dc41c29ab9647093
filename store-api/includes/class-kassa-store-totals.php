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

		// Taxes follow the shipping address, as the shop's WooCommerce settings say (while
		// nothing ships, update-customer keeps it the same as the billing address); none without
		// a country.
		$tax = Kassa_Store_Settings::taxes_enabled() ? Kassa_Store_Locale::tax_rate( $shipping['country'], $shipping['state'] ) : array(
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

		$discounted    = self::apply_coupons( $state['coupons'], $lines, $items_subtotal, $tax['rate'] );
		$lines         = $discounted['lines'];
		$coupons       = $discounted['coupons'];
		$free_shipping = $discounted['free_shipping'];
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

		$shipping_result = $needs_shipping ? Kassa_Store_Shipping::packages( $lines, $shipping, $state, $free_shipping, $items_total, $tax['rate'] ) : array(
			'packages' => array(),
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
		$lines_tax = 0;
		foreach ( $lines as $line ) {
			$totals['total_items']     += $line['subtotal'];
			$totals['total_items_tax'] += $line['subtotal_tax'];
			$totals['total_discount']  += $line['subtotal'] - $line['total'];
			$lines_tax                 += $line['total_tax'];
		}
		// As WooCommerce: the discount's tax is the tax on the coupons' discounts, while the
		// total tax is that of the discounted lines (each rounded), the fees and the shipping.
		$totals['total_discount_tax'] = array_sum( wp_list_pluck( $coupons, 'discount_tax' ) );
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
		$total_tax = $lines_tax + $totals['total_fees_tax'] + $totals['total_shipping_tax'];
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
			'errors'                  => array(),
			'needs_shipping'          => $needs_shipping,
			// As WooCommerce with shipping costs shown before an address is given: rates are
			// calculated whenever something ships.
			'has_calculated_shipping' => $needs_shipping,
			'needs_payment'           => $needs_payment,
			'payment_methods'         => Kassa_Store_Payments::available_ids( $needs_shipping ),
			'items_count'             => array_sum( wp_list_pluck( $lines, 'quantity' ) ),
			// In grams, as WooCommerce sends it (the catalogue's weights are in kg).
			'items_weight'            => 1000 * array_sum(
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
	 * Applies the cart's coupons to its lines as WooCommerce does: percentage coupons before
	 * fixed cart ones (then the smaller amount first), each on what the earlier ones left
	 * (discounts are sequential in the shop's settings). A coupon the cart no longer qualifies
	 * for is left out.
	 *
	 * @param string[] $codes          Applied coupon codes, in the order applied.
	 * @param array    $lines          Lines with 'subtotal' and 'total'.
	 * @param int      $items_subtotal Items subtotal (excl. tax).
	 * @param float    $rate           Tax percent.
	 * @return array{lines: array, coupons: array[], free_shipping: bool}
	 */
	private static function apply_coupons( $codes, $lines, $items_subtotal, $rate ) {
		$valid = array();
		foreach ( $codes as $code ) {
			$coupon = Kassa_Store_Coupons::get( $code );
			if ( $coupon && null === Kassa_Store_Coupons::invalid_reason( $coupon, $items_subtotal ) ) {
				$valid[ $code ] = $coupon;
			}
		}
		$priority = array(
			'percent'    => 2,
			'fixed_cart' => 3,
		);
		$order    = array_keys( $valid );
		uasort(
			$valid,
			static function ( $a, $b ) use ( $priority ) {
				return array( $priority[ $a['discount_type'] ] ?? 0, $a['amount'] ) <=> array( $priority[ $b['discount_type'] ] ?? 0, $b['amount'] );
			}
		);
		$amounts       = array();
		$free_shipping = false;
		foreach ( $valid as $code => $coupon ) {
			$discounts       = self::discounts( $coupon, self::by_unit_price( $lines ) );
			$amounts[ $code ] = array(
				'discount' => 0,
				'tax'      => 0,
			);
			foreach ( $discounts as $key => $discount ) {
				$lines[ $key ]['total']      -= $discount;
				$amounts[ $code ]['discount'] += $discount;
			}
			// The tax a coupon takes off is the tax on its discount, rounded once.
			$amounts[ $code ]['tax'] = Kassa_Store_Money::tax( $amounts[ $code ]['discount'], $rate );
			$free_shipping = $free_shipping || $coupon['free_shipping'];
		}
		$coupons = array();
		foreach ( $order as $code ) {
			$coupons[] = array(
				'code'          => $code,
				'discount_type' => $valid[ $code ]['discount_type'],
				'discount'      => $amounts[ $code ]['discount'],
				'discount_tax'  => $amounts[ $code ]['tax'],
			);
		}
		return array(
			'lines'         => $lines,
			'coupons'       => $coupons,
			'free_shipping' => $free_shipping,
		);
	}

	/**
	 * Line keys and quantities with their current totals, dearest unit price first (as
	 * WooCommerce goes through a cart's items when it shares out a discount).
	 *
	 * @param array $lines Lines.
	 * @return array<string, array{total: int, quantity: int, unit: float}>
	 */
	private static function by_unit_price( $lines ) {
		$items = array();
		foreach ( $lines as $key => $line ) {
			$items[ $key ] = array(
				'total'    => (int) $line['total'],
				'quantity' => (int) $line['quantity'],
				'unit'     => $line['subtotal'] / max( 1, $line['quantity'] ),
			);
		}
		uasort(
			$items,
			static function ( $a, $b ) {
				return $b['unit'] <=> $a['unit'];
			}
		);
		return $items;
	}

	/**
	 * Per-line discount of one coupon on the lines' current totals.
	 *
	 * @param array $coupon Coupon.
	 * @param array $items  by_unit_price() items.
	 * @return array<string, int> Line key => discount.
	 */
	private static function discounts( $coupon, $items ) {
		$items     = array_filter(
			$items,
			static function ( $item ) {
				return $item['total'] > 0 && $item['quantity'] > 0;
			}
		);
		$discounts = array_fill_keys( array_keys( $items ), 0 );
		if ( 'percent' === $coupon['discount_type'] ) {
			// Each line rounded down, then the cents the whole cart's discount still lacks, a
			// cent per unit from the dearest line on.
			$base = 0;
			foreach ( $items as $key => $item ) {
				$discounts[ $key ] = (int) min( $item['total'], floor( $item['total'] * $coupon['amount'] / 100 ) );
				$base             += $item['total'];
			}
			return self::share_cents( $discounts, $items, (int) round( $base * $coupon['amount'] / 100 ) - array_sum( $discounts ) );
		}
		return self::fixed_cart( $discounts, $items, (int) $coupon['amount'] );
	}

	/**
	 * A fixed cart discount shared out as WooCommerce does: the same whole-cent amount per unit
	 * (no more than a line's total), again for what is left, then single cents.
	 *
	 * @param array<string, int> $discounts Discounts so far, per line.
	 * @param array              $items     Items.
	 * @param int                $amount    Amount still to share out.
	 * @return array<string, int>
	 */
	private static function fixed_cart( $discounts, $items, $amount ) {
		$open  = array_filter(
			$items,
			static function ( $item, $key ) use ( $discounts ) {
				return $item['total'] - $discounts[ $key ] > 0;
			},
			ARRAY_FILTER_USE_BOTH
		);
		$units = array_sum( wp_list_pluck( $open, 'quantity' ) );
		if ( $amount <= 0 || ! $units ) {
			return $discounts;
		}
		$per_unit = intdiv( $amount, $units );
		if ( ! $per_unit ) {
			return self::share_cents( $discounts, $open, $amount );
		}
		$given = 0;
		foreach ( $open as $key => $item ) {
			$share              = min( $item['total'] - $discounts[ $key ], $per_unit * $item['quantity'] );
			$discounts[ $key ] += $share;
			$given             += $share;
		}
		return $given > 0 && $given < $amount ? self::fixed_cart( $discounts, $items, $amount - $given ) : $discounts;
	}

	/**
	 * Shares out single cents, one per unit of each line in turn, while a line has room.
	 *
	 * @param array<string, int> $discounts Discounts so far, per line.
	 * @param array              $items     Items.
	 * @param int                $cents     Cents to share out.
	 * @return array<string, int>
	 */
	private static function share_cents( $discounts, $items, $cents ) {
		foreach ( $items as $key => $item ) {
			for ( $unit = 0; $unit < $item['quantity'] && $cents > 0; $unit++ ) {
				if ( $discounts[ $key ] < $item['total'] ) {
					++$discounts[ $key ];
					--$cents;
				}
			}
		}
		return $discounts;
	}
}
