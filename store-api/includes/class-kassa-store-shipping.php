<?php
/**
 * Shipping: splits the shippable lines into packages by shipping class (standard, bulky) and
 * offers each package the rates of its destination's zone (flat rate, free shipping over a
 * threshold) plus local pickup from the shop's locations. A destination with no zone (no
 * country, or one the shop does not ship to) gets pickup only, and no cart error, as in
 * WooCommerce.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Shipping packages and rates.
 */
class Kassa_Store_Shipping {

	/**
	 * Builds the packages and their rates, with one rate selected per package (see selected()).
	 *
	 * @param array $lines         Calculated lines.
	 * @param array $address       Shipping address.
	 * @param array $state         Session state: chosen_rates and package_rates.
	 * @param bool  $free_shipping Whether a free-shipping coupon applies.
	 * @param int   $items_total   Items total after discounts (excl. tax).
	 * @param float $tax_rate      Tax percent for shipping.
	 * @return array{packages: array[]}
	 */
	public static function packages( $lines, $address, $state, $free_shipping, $items_total, $tax_rate ) {
		$destination = array_intersect_key( $address, array_flip( array( 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) ) );
		$zone        = Kassa_Store_Locale::shipping_zone( $address['country'] );
		$packages    = array();
		$groups      = array_values( self::groups( $lines ) );
		foreach ( $groups as $index => $group ) {
			$items   = array();
			$summary = array();
			foreach ( $group['lines'] as $line ) {
				$items[]   = array(
					'key'      => $line['key'],
					'name'     => Kassa_Store_Catalog::full_name( $line['product'] ),
					'quantity' => $line['quantity'],
				);
				$summary[] = $line['product']['name'] . ' &times; ' . $line['quantity'];
			}
			$items_meta = array( 'Items' => implode( ', ', $summary ) );
			$rates      = array_merge(
				self::zone_rates( $zone, $group['class'], $free_shipping, $items_total, $tax_rate, $items_meta ),
				self::pickup_rates( $tax_rate, $items_meta )
			);
			$selected   = self::selected( $index, wp_list_pluck( $rates, 'rate_id' ), $state, $free_shipping );
			foreach ( $rates as $i => $rate ) {
				$rates[ $i ]['selected'] = $rate['rate_id'] === $selected;
			}
			$packages[] = array(
				'package_id'  => $index,
				// "Shipment" alone, numbered once there are more (WooCommerce's names).
				'name'        => 1 === count( $groups ) ? 'Shipment' : sprintf( 'Shipment %d', $index + 1 ),
				'destination' => $destination,
				'items'       => $items,
				'rates'       => $rates,
			);
		}
		return array( 'packages' => $packages );
	}

	/**
	 * The shippable lines grouped by shipping class: standard first, then bulky.
	 *
	 * @param array $lines Calculated lines.
	 * @return array[] List of { class, lines }.
	 */
	private static function groups( $lines ) {
		$groups = array();
		foreach ( array( 'standard', 'bulky' ) as $class ) {
			foreach ( $lines as $line ) {
				$line_class = 'bulky' === $line['product']['shipping_class'] ? 'bulky' : 'standard';
				if ( ! $line['product']['virtual'] && $line_class === $class ) {
					$groups[ $class ]['class']   = $class;
					$groups[ $class ]['lines'][] = $line;
				}
			}
		}
		return $groups;
	}

	/**
	 * The rates of a destination's zone for a package of one shipping class.
	 *
	 * @param array|null $zone          Zone (null: the shop does not ship there).
	 * @param string     $class         Shipping class.
	 * @param bool       $free_shipping Whether a free-shipping coupon applies.
	 * @param int        $items_total   Items total after discounts (excl. tax).
	 * @param float      $tax_rate      Tax percent.
	 * @param array      $meta          The rates' meta (the package's items).
	 * @return array[]
	 */
	private static function zone_rates( $zone, $class, $free_shipping, $items_total, $tax_rate, $meta ) {
		if ( ! $zone ) {
			return array();
		}
		$flat  = $zone['flat_rate'];
		$rates = array( self::rate( 'flat_rate', $flat['instance_id'], $flat['instance_id'], $flat['name'], $flat['cost'][ $class ], $tax_rate, $flat['delivery'], $meta ) );
		if ( $zone['free_shipping'] && ( $free_shipping || $items_total >= $zone['free_shipping']['min_amount'] ) ) {
			$free    = $zone['free_shipping'];
			$rates[] = self::rate( 'free_shipping', $free['instance_id'], $free['instance_id'], $free['name'], 0, $tax_rate, '', $meta );
		}
		return $rates;
	}

	/**
	 * Local pickup: a rate per pickup location (all of WooCommerce's pickup method, instance 0),
	 * with the location's name, address and details in its meta.
	 *
	 * @param float $tax_rate Tax percent.
	 * @param array $meta     The rates' meta (the package's items).
	 * @return array[]
	 */
	private static function pickup_rates( $tax_rate, $meta ) {
		if ( ! Kassa_Store_Settings::local_pickup_enabled() ) {
			return array();
		}
		$rates = array();
		foreach ( Kassa_Store_Locale::pickup_locations() as $location ) {
			$rate                = self::rate(
				'pickup_location',
				$location['id'],
				0,
				$location['name'],
				0,
				$tax_rate,
				'',
				array_merge(
					array(
						'pickup_location' => $location['name'],
						'pickup_address'  => $location['formatted_address'],
						'pickup_details'  => $location['details'],
					),
					$meta
				)
			);
			$rate['description'] = $location['details'];
			$rates[]             = $rate;
		}
		return $rates;
	}

	/**
	 * The rate selected in a package, as WooCommerce chooses it: the shopper's choice while the
	 * package's rates stay the same; once they change (or before any choice), a chosen pickup
	 * location that is still offered, else free shipping when a free-shipping coupon is applied,
	 * else the first rate that is not pickup, else none (pickup is never chosen for the shopper).
	 *
	 * @param int      $index         Package index.
	 * @param string[] $ids           The package's rate ids.
	 * @param array    $state         Session state: chosen_rates, package_rates (the rate ids the
	 *                                package had when the cart last changed).
	 * @param bool     $free_shipping Whether a free-shipping coupon applies.
	 * @return string Rate id, '' for none.
	 */
	public static function selected( $index, $ids, $state, $free_shipping ) {
		$chosen  = (string) ( $state['chosen_rates'][ $index ] ?? '' );
		$changed = ( $state['package_rates'][ $index ] ?? null ) !== $ids;
		if ( ! $changed && in_array( $chosen, $ids, true ) ) {
			return $chosen;
		}
		if ( 0 === strpos( $chosen, 'pickup_location:' ) && in_array( $chosen, $ids, true ) ) {
			return $chosen;
		}
		$shipping = array_values(
			array_filter(
				$ids,
				static function ( $id ) {
					return 0 !== strpos( $id, 'pickup_location:' );
				}
			)
		);
		$free     = preg_grep( '/^free_shipping:/', $shipping );
		if ( $free_shipping && $free ) {
			return reset( $free );
		}
		return $shipping ? $shipping[0] : '';
	}

	/**
	 * One rate.
	 *
	 * @param string $method   Method id.
	 * @param int    $id       The id in the rate id (instance, or pickup location).
	 * @param int    $instance Instance id.
	 * @param string $name     Label.
	 * @param int    $cost     Cost excl. tax.
	 * @param float  $tax_rate Tax percent.
	 * @param string $delivery Delivery time.
	 * @param array  $meta     Meta key => value.
	 * @return array
	 */
	private static function rate( $method, $id, $instance, $name, $cost, $tax_rate, $delivery, $meta ) {
		$meta_data = array();
		foreach ( $meta as $key => $value ) {
			$meta_data[] = array(
				'key'   => $key,
				'value' => $value,
			);
		}
		return array(
			'rate_id'       => $method . ':' . $id,
			'name'          => $name,
			'description'   => '',
			'delivery_time' => $delivery,
			'price'         => $cost,
			'taxes'         => Kassa_Store_Money::tax( $cost, $tax_rate ),
			'instance_id'   => $instance,
			'method_id'     => $method,
			'meta_data'     => $meta_data,
			'selected'      => false,
		);
	}
}
