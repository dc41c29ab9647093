<?php
/**
 * Turns a calculated cart into the Store API's Cart response shape (SPEC.md §3), field for field
 * as the published examples: amounts as integer strings in minor units with `currency_*` fields.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Cart, cart item and product response shapes.
 */
class Kassa_Store_Cart_Schema {

	/**
	 * The whole cart.
	 *
	 * @param array $cart Calculated cart (Kassa_Store_Totals::calculate).
	 * @return array
	 */
	public static function cart( array $cart ) {
		$state = $cart['state'];
		$items = array();
		foreach ( $cart['lines'] as $line ) {
			$items[] = self::item( $line, $cart['tax'] );
		}
		$coupons = array();
		foreach ( $cart['coupons'] as $coupon ) {
			$coupons[] = array(
				'code'          => $coupon['code'],
				'discount_type' => $coupon['discount_type'],
				'totals'        => Kassa_Store_Money::with_currency(
					array(
						'total_discount'     => $coupon['discount'],
						'total_discount_tax' => $coupon['discount_tax'],
					)
				),
			);
		}
		$fees = array();
		foreach ( $cart['fees'] as $fee ) {
			$fees[] = array(
				'id'     => $fee['id'],
				'name'   => $fee['name'],
				'totals' => Kassa_Store_Money::with_currency(
					array(
						'total'     => $fee['total'],
						'total_tax' => $fee['tax'],
					)
				),
			);
		}
		$packages = array();
		foreach ( $cart['packages'] as $package ) {
			$rates = array();
			foreach ( $package['rates'] as $rate ) {
				$rate['price'] = (string) $rate['price'];
				$rate['taxes'] = (string) $rate['taxes'];
				$rates[]       = array_merge( $rate, Kassa_Store_Money::currency() );
			}
			$packages[] = array(
				'package_id'     => $package['package_id'],
				'name'           => $package['name'],
				'destination'    => $package['destination'],
				'items'          => $package['items'],
				'shipping_rates' => $rates,
			);
		}
		$totals              = $cart['totals'];
		$tax_lines           = array();
		foreach ( $totals['tax_lines'] as $line ) {
			$tax_lines[] = array(
				'name'  => $line['name'],
				'price' => (string) $line['price'],
				'rate'  => $line['rate'],
			);
		}
		$totals['tax_lines'] = $tax_lines;
		return array(
			'items'                   => $items,
			'coupons'                 => $coupons,
			'fees'                    => $fees,
			'totals'                  => Kassa_Store_Money::with_currency( $totals ),
			'shipping_address'        => $state['shipping_address'],
			'billing_address'         => $state['billing_address'],
			'needs_payment'           => $cart['needs_payment'],
			'needs_shipping'          => $cart['needs_shipping'],
			'payment_requirements'    => array( 'products' ),
			'has_calculated_shipping' => $cart['has_calculated_shipping'],
			'shipping_rates'          => $packages,
			'items_count'             => (int) $cart['items_count'],
			'items_weight'            => $cart['items_weight'],
			'cross_sells'             => array(),
			'errors'                  => $cart['errors'],
			'payment_methods'         => $cart['payment_methods'],
			'extensions'              => (object) $state['extensions'],
		);
	}

	/**
	 * One cart line.
	 *
	 * @param array $line Calculated line.
	 * @param array $tax  Tax rate in force.
	 * @return array
	 */
	public static function item( array $line, array $tax ) {
		$product   = $line['product'];
		$variation = array();
		foreach ( $product['variation'] as $attribute => $value ) {
			$variation[] = array(
				'attribute' => $attribute,
				'value'     => $value,
			);
		}
		return array(
			'key'                  => $line['key'],
			'parent_item_key'      => null,
			'id'                   => $product['id'],
			'type'                 => $product['type'],
			'quantity'             => $line['quantity'],
			'quantity_limits'      => Kassa_Store_Catalog::quantity_limits( $product ),
			'name'                 => $product['name'],
			'summary'              => $product['short_description'],
			'short_description'    => $product['short_description'],
			'description'          => $product['description'],
			'sku'                  => $product['sku'],
			'low_stock_remaining'  => Kassa_Store_Catalog::low_stock_remaining( $product ),
			'backorders_allowed'   => (bool) $product['backorders'],
			'show_backorder_badge' => $product['backorders'] && null !== $product['stock'] && $line['quantity'] > $product['stock'],
			'sold_individually'    => (bool) $product['sold_individually'],
			'permalink'            => $product['permalink'],
			'images'               => Kassa_Store_Catalog::images( $product ),
			'variation'            => $variation,
			'item_data'            => array_values( $product['item_data'] ),
			'prices'               => self::prices( $product, $tax ),
			'totals'               => Kassa_Store_Money::with_currency(
				array(
					'line_subtotal'     => $line['subtotal'],
					'line_subtotal_tax' => $line['subtotal_tax'],
					'line_total'        => $line['total'],
					'line_total_tax'    => $line['total_tax'],
				)
			),
			'catalog_visibility'   => $product['visibility'],
			'extensions'           => new stdClass(),
		);
	}

	/**
	 * A product's prices, including tax when the shop displays prices with tax.
	 *
	 * @param array $product Product.
	 * @param array $tax     Tax rate in force.
	 * @return array
	 */
	public static function prices( array $product, array $tax ) {
		$incl    = Kassa_Store_Settings::display_prices_including_tax();
		$amount  = static function ( $value ) use ( $incl, $tax ) {
			return $incl ? $value + Kassa_Store_Money::tax( $value, $tax['rate'] ) : $value;
		};
		$regular = $amount( (int) $product['regular_price'] );
		$price   = $amount( Kassa_Store_Catalog::price( $product ) );
		$sale    = $price;
		$scale   = 10 ** ( 6 - 2 );
		return array_merge(
			array(
				'price'         => (string) $price,
				'regular_price' => (string) $regular,
				'sale_price'    => (string) $sale,
				'price_range'   => null,
			),
			Kassa_Store_Money::currency(),
			array(
				'raw_prices' => array(
					'precision'     => 6,
					'price'         => (string) ( $price * $scale ),
					'regular_price' => (string) ( $regular * $scale ),
					'sale_price'    => (string) ( $sale * $scale ),
				),
			)
		);
	}

	/**
	 * A product for the shop page (the Store API's /products shape, the fields the shop uses).
	 *
	 * @param array $product Product.
	 * @return array
	 */
	public static function product( array $product ) {
		$tax        = Kassa_Store_Settings::taxes_enabled() ? Kassa_Store_Locale::tax_rate( Kassa_Store_Locale::BASE_COUNTRY, '' ) : array(
			'rate' => 0.0,
			'name' => '',
		);
		$prices     = self::prices( $product, $tax );
		$variations = array();
		$attributes = array();
		if ( 'variable' === $product['type'] ) {
			$amounts = array();
			foreach ( Kassa_Store_Catalog::variations( $product ) as $variation ) {
				$attrs = array();
				foreach ( $variation['variation'] as $name => $value ) {
					$attrs[] = array(
						'name'  => $name,
						'value' => strtolower( $value ),
					);
				}
				$variations[] = array(
					'id'         => $variation['id'],
					'attributes' => $attrs,
				);
				$amounts[]    = (int) self::prices( $variation, $tax )['price'];
			}
			if ( $amounts ) {
				$prices['price']       = (string) min( $amounts );
				$prices['price_range'] = array(
					'min_amount' => (string) min( $amounts ),
					'max_amount' => (string) max( $amounts ),
				);
			}
			foreach ( $product['attributes'] as $index => $attribute ) {
				$terms = array();
				foreach ( $attribute['options'] as $i => $option ) {
					$terms[] = array(
						'id'   => $i + 1,
						'name' => $option,
						'slug' => strtolower( $option ),
					);
				}
				$attributes[] = array(
					'id'             => $index + 1,
					'name'           => $attribute['name'],
					'taxonomy'       => $attribute['taxonomy'],
					'has_variations' => true,
					'terms'          => $terms,
				);
			}
		}
		$limits = Kassa_Store_Catalog::quantity_limits( $product );
		return array(
			'id'                  => $product['id'],
			'name'                => $product['name'],
			'slug'                => $product['slug'],
			'parent'              => $product['parent_id'],
			'type'                => $product['type'],
			'variation'           => '',
			'permalink'           => $product['permalink'],
			'sku'                 => $product['sku'],
			'short_description'   => $product['short_description'],
			'description'         => $product['description'],
			'on_sale'             => null !== $product['sale_price'],
			'prices'              => $prices,
			'price_html'          => esc_html( Kassa_Store_Money::format( (int) $prices['price'] ) ),
			'average_rating'      => '0',
			'review_count'        => 0,
			'images'              => Kassa_Store_Catalog::images( $product ),
			'categories'          => Kassa_Store_Catalog::product_categories( $product ),
			'tags'                => array(),
			'attributes'          => $attributes,
			'variations'          => $variations,
			'has_options'         => 'variable' === $product['type'],
			'is_purchasable'      => true,
			'is_in_stock'         => Kassa_Store_Catalog::is_in_stock( $product ),
			'is_on_backorder'     => $product['backorders'] && null !== $product['stock'] && $product['stock'] <= 0,
			'low_stock_remaining' => Kassa_Store_Catalog::low_stock_remaining( $product ),
			'sold_individually'   => (bool) $product['sold_individually'],
			'add_to_cart'         => array(
				'text'        => 'variable' === $product['type'] ? 'Select options' : 'Add to cart',
				'description' => sprintf( 'Add to cart: “%s”', $product['name'] ),
				'url'         => $product['permalink'],
				'minimum'     => $limits['minimum'],
				'maximum'     => $limits['maximum'],
				'multiple_of' => $limits['multiple_of'],
			),
			'extensions'          => new stdClass(),
		);
	}
}
