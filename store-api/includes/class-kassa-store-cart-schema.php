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
				'key'    => $fee['id'],
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
			'shipping_address'        => Kassa_Store_Address::response( $state['shipping_address'], false ),
			'billing_address'         => Kassa_Store_Address::response( $state['billing_address'], true ),
			'needs_payment'           => $cart['needs_payment'],
			'needs_shipping'          => $cart['needs_shipping'],
			'payment_requirements'    => array( 'products' ),
			'has_calculated_shipping' => $cart['has_calculated_shipping'],
			'shipping_rates'          => $packages,
			'items_count'             => (int) $cart['items_count'],
			'items_weight'            => $cart['items_weight'],
			'cross_sells'             => array_map( array( __CLASS__, 'product' ), Kassa_Store_Catalog::cross_sells( $cart['lines'] ) ),
			'errors'                  => $cart['errors'],
			'payment_methods'         => $cart['payment_methods'],
			'extensions'              => self::extensions( $state ),
		);
	}

	/**
	 * The cart's `extensions`: each registered namespace's data ([] while it has none), as
	 * WooCommerce sends the data of every extension that registered cart data.
	 *
	 * @param array $state State.
	 * @return object
	 */
	private static function extensions( array $state ) {
		$extensions = array();
		foreach ( array_keys( Kassa_Store_Cart::extension_callbacks() ) as $namespace ) {
			$extensions[ $namespace ] = isset( $state['extensions'][ $namespace ] ) && $state['extensions'][ $namespace ] ? $state['extensions'][ $namespace ] : array();
		}
		return (object) $extensions;
	}

	/**
	 * One cart line.
	 *
	 * @param array $line Calculated line.
	 * @param array $tax  Tax rate in force.
	 * @return array
	 */
	public static function item( array $line, array $tax ) {
		$product = $line['product'];
		return array(
			'key'                  => $line['key'],
			'id'                   => $product['id'],
			'type'                 => $product['type'],
			'quantity'             => $line['quantity'],
			'quantity_limits'      => Kassa_Store_Catalog::quantity_limits( $product ),
			'name'                 => $product['name'],
			'short_description'    => $product['short_description'],
			'description'          => $product['description'],
			'sku'                  => $product['sku'],
			'low_stock_remaining'  => Kassa_Store_Catalog::low_stock_remaining( $product ),
			'backorders_allowed'   => (bool) $product['backorders'],
			'show_backorder_badge' => $product['backorders'] && null !== $product['stock'] && $line['quantity'] > $product['stock'],
			'sold_individually'    => (bool) $product['sold_individually'],
			'permalink'            => $product['permalink'],
			'images'               => Kassa_Store_Catalog::images( $product ),
			'variation'            => self::variation( $product ),
			'item_data'            => self::item_data( $product['item_data'] ),
			'prices'               => self::prices( $product, $tax, true ),
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
	 * A variation's attributes as a cart line lists them: { raw_attribute, attribute, value },
	 * by attribute key (`attribute_logo` before `attribute_pa_color`), the value as the shopper
	 * sees it.
	 *
	 * @param array $product Product or variation.
	 * @return array[]
	 */
	public static function variation( array $product ) {
		if ( ! $product['parent_id'] ) {
			return array();
		}
		$parent = Kassa_Store_Catalog::get( $product['parent_id'] );
		$list   = array();
		foreach ( $parent['attributes'] as $attribute ) {
			if ( isset( $product['variation'][ $attribute['name'] ] ) ) {
				$list[ Kassa_Store_Catalog::attribute_key( $attribute ) ] = array(
					'raw_attribute' => Kassa_Store_Catalog::attribute_key( $attribute ),
					'attribute'     => $attribute['name'],
					'value'         => $product['variation'][ $attribute['name'] ],
				);
			}
		}
		ksort( $list );
		return array_values( $list );
	}

	/**
	 * A line's item data: each entry's values as HTML text; `hidden` only on hidden entries, as
	 * the string "1" (WooCommerce passes every value through its HTML filter).
	 *
	 * @param array $entries Item data of the product.
	 * @return array[]
	 */
	private static function item_data( array $entries ) {
		$data = array();
		foreach ( array_values( $entries ) as $entry ) {
			$clean = array();
			foreach ( $entry as $key => $value ) {
				if ( 'hidden' !== $key || $value ) {
					$clean[ $key ] = wp_kses_post( (string) $value );
				}
			}
			$data[] = $clean;
		}
		return $data;
	}

	/**
	 * A product's prices, including tax when the shop displays prices with tax. Cart lines also
	 * carry `raw_prices` (6 decimals); products do not, as in WooCommerce.
	 *
	 * @param array $product Product.
	 * @param array $tax     Tax rate in force.
	 * @param bool  $raw     Whether to add raw_prices.
	 * @return array
	 */
	public static function prices( array $product, array $tax, $raw = false ) {
		$incl    = Kassa_Store_Settings::display_prices_including_tax();
		$amount  = static function ( $value ) use ( $incl, $tax ) {
			return $incl ? $value + Kassa_Store_Money::tax( $value, $tax['rate'] ) : $value;
		};
		$regular = $amount( (int) $product['regular_price'] );
		$price   = $amount( Kassa_Store_Catalog::price( $product ) );
		$sale    = $price;
		$scale   = 10 ** ( 6 - 2 );
		$prices  = array_merge(
			array(
				'price'         => (string) $price,
				'regular_price' => (string) $regular,
				'sale_price'    => (string) $sale,
				'price_range'   => null,
			),
			Kassa_Store_Money::currency()
		);
		if ( $raw ) {
			$prices['raw_prices'] = array(
				'precision'     => 6,
				'price'         => (string) ( $price * $scale ),
				'regular_price' => (string) ( $regular * $scale ),
				'sale_price'    => (string) ( $sale * $scale ),
			);
		}
		return $prices;
	}

	/**
	 * A product in the Store API's `/products` shape, field for field as WooCommerce sends it
	 * (prices as the shop displays them; a variable product's lowest prices and its range).
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
		$on_sale    = null !== $product['sale_price'];
		$variations = array();
		if ( 'variable' === $product['type'] ) {
			$all = array();
			foreach ( Kassa_Store_Catalog::variations( $product ) as $variation ) {
				$attributes = array();
				foreach ( $product['attributes'] as $attribute ) {
					if ( isset( $variation['variation'][ $attribute['name'] ] ) ) {
						$attributes[] = array(
							'name'  => $attribute['name'],
							'value' => Kassa_Store_Catalog::attribute_value( $attribute, $variation['variation'][ $attribute['name'] ] ),
						);
					}
				}
				$variations[] = array(
					'id'         => $variation['id'],
					'attributes' => $attributes,
				);
				$all[]        = self::prices( $variation, $tax );
				$on_sale      = $on_sale || null !== $variation['sale_price'];
			}
			if ( $all ) {
				$lowest = static function ( $key ) use ( $all ) {
					return (string) min( array_map( 'intval', wp_list_pluck( $all, $key ) ) );
				};
				$prices = array_merge(
					$prices,
					array(
						'price'         => $lowest( 'price' ),
						'regular_price' => $lowest( 'regular_price' ),
						'sale_price'    => $lowest( 'sale_price' ),
						'price_range'   => array(
							'min_amount' => $lowest( 'price' ),
							'max_amount' => (string) max( array_map( 'intval', wp_list_pluck( $all, 'price' ) ) ),
						),
					)
				);
			}
		}
		$limits = Kassa_Store_Catalog::quantity_limits( $product );
		$weight = $product['weight'] ? (string) $product['weight'] : '';
		return array(
			'id'                    => $product['id'],
			'name'                  => $product['name'],
			'slug'                  => $product['slug'],
			'parent'                => $product['parent_id'],
			'type'                  => $product['type'],
			'variation'             => self::variation_text( $product ),
			'permalink'             => $product['permalink'],
			'sku'                   => $product['sku'],
			'short_description'     => $product['short_description'],
			'description'           => $product['description'],
			'on_sale'               => $on_sale,
			'prices'                => $prices,
			'price_html'            => self::price_html( $prices, $on_sale && 'variable' !== $product['type'] ),
			'average_rating'        => '0',
			'review_count'          => 0,
			'images'                => Kassa_Store_Catalog::images( $product ),
			'categories'            => Kassa_Store_Catalog::product_categories( $product ),
			'tags'                  => array(),
			'brands'                => array(),
			'attributes'            => self::attributes( $product ),
			'variations'            => $variations,
			'grouped_products'      => array(),
			'has_options'           => 'variable' === $product['type'],
			'is_purchasable'        => true,
			'is_in_stock'           => Kassa_Store_Catalog::is_in_stock( $product ),
			'is_on_backorder'       => self::is_on_backorder( $product ),
			'low_stock_remaining'   => Kassa_Store_Catalog::low_stock_remaining( $product ),
			'stock_availability'    => self::stock_availability( $product ),
			'sold_individually'     => (bool) $product['sold_individually'],
			'weight'                => $weight,
			'dimensions'            => array(
				'length' => '',
				'width'  => '',
				'height' => '',
			),
			'formatted_weight'      => '' === $weight ? 'N/A' : $weight . ' kg',
			'formatted_dimensions'  => 'N/A',
			'add_to_cart'           => self::add_to_cart( $product, $limits ),
			'is_password_protected' => false,
			'extensions'            => new stdClass(),
		);
	}

	/**
	 * A variation's options as one line (`Color: Red, Logo: No`); '' for a product.
	 *
	 * @param array $product Product or variation.
	 * @return string
	 */
	private static function variation_text( array $product ) {
		$parts = array();
		foreach ( $product['parent_id'] ? $product['variation'] : array() as $label => $value ) {
			$parts[] = $label . ': ' . $value;
		}
		return implode( ', ', $parts );
	}

	/**
	 * A product's attributes: a taxonomy attribute with its terms by name, a product attribute
	 * (id 0, no taxonomy) with its options as typed.
	 *
	 * @param array $product Product.
	 * @return array[]
	 */
	private static function attributes( array $product ) {
		$attributes = array();
		foreach ( $product['attributes'] as $index => $attribute ) {
			$is_taxonomy = Kassa_Store_Catalog::is_taxonomy_attribute( $attribute );
			$terms       = array();
			foreach ( $attribute['options'] as $i => $option ) {
				$terms[] = array(
					'id'   => $is_taxonomy ? $i + 1 : 0,
					'name' => $option,
					'slug' => Kassa_Store_Catalog::attribute_value( $attribute, $option ),
				);
			}
			if ( $is_taxonomy ) {
				usort(
					$terms,
					static function ( $a, $b ) {
						return strcasecmp( $a['name'], $b['name'] );
					}
				);
			}
			$attributes[] = array(
				'id'             => $is_taxonomy ? $index + 1 : 0,
				'name'           => $attribute['name'],
				'taxonomy'       => $is_taxonomy ? $attribute['taxonomy'] : null,
				'has_variations' => true,
				'terms'          => $terms,
			);
		}
		return $attributes;
	}

	/**
	 * Whether a product is sold on backorder right now (tracked stock used up, backorders on).
	 *
	 * @param array $product Product.
	 * @return bool
	 */
	private static function is_on_backorder( array $product ) {
		return $product['backorders'] && null !== $product['stock'] && $product['stock'] <= 0;
	}

	/**
	 * The stock line a product page shows, as WooCommerce words it.
	 *
	 * @param array $product Product.
	 * @return array{text: string, class: string}
	 */
	private static function stock_availability( array $product ) {
		if ( ! Kassa_Store_Catalog::is_in_stock( $product ) ) {
			return array(
				'text'  => 'Out of stock',
				'class' => 'out-of-stock',
			);
		}
		if ( self::is_on_backorder( $product ) ) {
			return array(
				'text'  => 'Available on backorder',
				'class' => 'available-on-backorder',
			);
		}
		return array(
			/* translators: %d: stock left */
			'text'  => null === $product['stock'] ? '' : sprintf( __( '%d in stock', 'kassa' ), $product['stock'] ),
			'class' => 'in-stock',
		);
	}

	/**
	 * A product's add-to-cart details. A simple product in stock links to `?add-to-cart=` on the
	 * requested URL (as WooCommerce's do), others to their page.
	 *
	 * @param array $product Product.
	 * @param array $limits  Quantity limits.
	 * @return array
	 */
	private static function add_to_cart( array $product, array $limits ) {
		$variable = 'variable' === $product['type'];
		$simple   = ! $variable && Kassa_Store_Catalog::is_in_stock( $product );
		if ( $simple ) {
			$text = array( 'Add to cart', 'Add to cart: &ldquo;%s&rdquo;' );
		} else {
			$text = $variable ? array( 'Select options', 'Select options for &ldquo;%s&rdquo;' ) : array( 'Read more', 'Read more about &ldquo;%s&rdquo;' );
		}
		return array(
			'text'        => $text[0],
			'description' => wptexturize( sprintf( $text[1], Kassa_Store_Catalog::full_name( $product ) ) ),
			'url'         => $simple ? esc_url( add_query_arg( 'add-to-cart', $product['id'], remove_query_arg( 'added-to-cart' ) ) ) : $product['permalink'],
			'single_text' => 'Add to cart',
			'minimum'     => $limits['minimum'],
			'maximum'     => $limits['maximum'],
			'multiple_of' => $limits['multiple_of'],
		);
	}

	/**
	 * A product's price as WooCommerce's HTML (a range for a variable product; the regular
	 * price struck through before a sale price), amounts as `&pound;21.60`.
	 *
	 * @param array $prices  The product's prices.
	 * @param bool  $on_sale Whether to show a simple product's sale.
	 * @return string
	 */
	private static function price_html( array $prices, $on_sale ) {
		$amount = static function ( $minor, $hidden = false ) {
			return sprintf(
				'<span class="woocommerce-Price-amount amount"%s><span class="woocommerce-Price-currencySymbol">&pound;</span>%s</span>',
				$hidden ? ' aria-hidden="true"' : '',
				number_format( (int) $minor / 100, 2, '.', ',' )
			);
		};
		$text   = static function ( $minor ) {
			return Kassa_Store_Money::format_html( (int) $minor );
		};
		$range  = $prices['price_range'];
		if ( $range && $range['min_amount'] !== $range['max_amount'] ) {
			return $amount( $range['min_amount'], true ) . ' <span aria-hidden="true">&ndash;</span> ' . $amount( $range['max_amount'], true )
				. '<span class="screen-reader-text">Price range: ' . $text( $range['min_amount'] ) . ' through ' . $text( $range['max_amount'] ) . '</span>';
		}
		if ( $on_sale ) {
			return '<del aria-hidden="true">' . $amount( $prices['regular_price'] ) . '</del> <span class="screen-reader-text">Original price was: ' . $text( $prices['regular_price'] ) . '.</span>'
				. '<ins aria-hidden="true">' . $amount( $prices['price'] ) . '</ins><span class="screen-reader-text">Current price is: ' . $text( $prices['price'] ) . '.</span>';
		}
		return $amount( $prices['price'] );
	}
}
