<?php
/**
 * Shipping: splits the shippable lines into packages by shipping class (standard, bulky), checks
 * the destination, and offers each package the rates of its zone (flat rate, free shipping over
 * a threshold) plus local pickup from the shop's locations.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Shipping packages and rates.
 */
class Kassa_Store_Shipping {

	/**
	 * The cart errors a destination gives (SPEC.md §8 shipping rate codes), empty when it is fine.
	 * A destination with no country is fine while nothing else is typed either.
	 *
	 * @param array $address Shipping address.
	 * @return array[] List of { code, message }.
	 */
	public static function address_errors( $address ) {
		$country = $address['country'];
		if ( '' === $country ) {
			if ( '' !== $address['city'] || '' !== $address['state'] || '' !== $address['postcode'] ) {
				return array(
					array(
						'code'    => 'woocommerce_rest_cart_shipping_rates_missing_country',
						'message' => 'Please select your country',
					),
				);
			}
			return array();
		}
		$countries = Kassa_Store_Locale::countries();
		if ( ! isset( $countries[ $country ] ) ) {
			return array(
				array(
					'code'    => 'woocommerce_rest_cart_shipping_rates_invalid_country',
					'message' => sprintf( 'Sorry, "%s" is not a valid country code.', $country ),
				),
			);
		}
		if ( ! in_array( $country, Kassa_Store_Locale::shipping_countries(), true ) ) {
			return array(
				array(
					'code'    => 'woocommerce_rest_cart_shipping_rates_invalid_country',
					'message' => 'Sorry, we do not ship orders to the selected country',
				),
			);
		}
		$states = Kassa_Store_Locale::states();
		if ( '' !== $address['state'] && ! empty( $states[ $country ] ) && ! isset( $states[ $country ][ $address['state'] ] ) ) {
			return array(
				array(
					'code'    => 'woocommerce_rest_cart_shipping_rates_invalid_state',
					'message' => sprintf( 'Sorry, "%1$s" is not a valid state for %2$s.', $address['state'], $countries[ $country ] ),
				),
			);
		}
		return array();
	}

	/**
	 * Builds the packages and their rates.
	 *
	 * @param array $lines         Calculated lines.
	 * @param array $address       Shipping address.
	 * @param array $chosen        Package id => chosen rate id.
	 * @param bool  $free_shipping Whether a free-shipping coupon applies.
	 * @param int   $items_total   Items total after discounts (excl. tax).
	 * @param float $tax_rate      Tax percent for shipping.
	 * @return array{packages: array[], errors: array[], calculated: bool}
	 */
	public static function packages( $lines, $address, $chosen, $free_shipping, $items_total, $tax_rate ) {
		$errors      = self::address_errors( $address );
		$destination = array(
			'address_1' => $address['address_1'],
			'address_2' => $address['address_2'],
			'city'      => $address['city'],
			'state'     => $address['state'],
			'postcode'  => $address['postcode'],
			'country'   => $address['country'],
		);
		// Before the shopper gives a country, rates are those of the shop's own country.
		$zone = $errors ? null : Kassa_Store_Locale::shipping_zone( '' === $address['country'] ? Kassa_Store_Locale::BASE_COUNTRY : $address['country'] );

		$groups = array();
		foreach ( $lines as $line ) {
			if ( $line['product']['virtual'] ) {
				continue;
			}
			$class              = 'bulky' === $line['product']['shipping_class'] ? 'bulky' : 'standard';
			$groups[ $class ][] = $line;
		}
		ksort( $groups );
		$groups   = array_merge( isset( $groups['standard'] ) ? array( 'standard' => $groups['standard'] ) : array(), isset( $groups['bulky'] ) ? array( 'bulky' => $groups['bulky'] ) : array() );
		$packages = array();
		$index    = 0;
		foreach ( $groups as $class => $group ) {
			$items   = array();
			$summary = array();
			foreach ( $group as $line ) {
				$items[]   = array(
					'key'      => $line['key'],
					'name'     => $line['product']['name'],
					'quantity' => $line['quantity'],
				);
				$summary[] = $line['product']['name'] . ' &times; ' . $line['quantity'];
			}
			$rates = array();
			if ( $zone ) {
				$flat    = $zone['flat_rate'];
				$rates[] = self::rate( 'flat_rate', $flat['instance_id'], $flat['name'], $flat['cost'][ $class ], $tax_rate, $flat['delivery'], array( 'Items' => implode( ', ', $summary ) ) );
				if ( $zone['free_shipping'] && ( $free_shipping || $items_total >= $zone['free_shipping']['min_amount'] ) ) {
					$free    = $zone['free_shipping'];
					$rates[] = self::rate( 'free_shipping', $free['instance_id'], $free['name'], 0, $tax_rate, '', array( 'Items' => implode( ', ', $summary ) ) );
				}
			}
			if ( Kassa_Store_Settings::local_pickup_enabled() ) {
				foreach ( Kassa_Store_Locale::pickup_locations() as $location ) {
					$rate              = self::rate(
						'pickup_location',
						$location['id'],
						$location['name'],
						0,
						$tax_rate,
						'',
						array(
							'pickup_location' => $location['name'],
							'pickup_address'  => $location['formatted_address'],
							'pickup_details'  => $location['details'],
						)
					);
					$rate['description'] = $location['details'];
					$rates[]             = $rate;
				}
			}
			$chosen_id = isset( $chosen[ $index ] ) ? $chosen[ $index ] : null;
			$ids       = wp_list_pluck( $rates, 'rate_id' );
			if ( ! in_array( $chosen_id, $ids, true ) ) {
				// SPEC.md §4: when none is selected, the first rate is.
				$chosen_id = $ids ? $ids[0] : null;
			}
			foreach ( $rates as $i => $rate ) {
				$rates[ $i ]['selected'] = $rate['rate_id'] === $chosen_id;
			}
			$packages[] = array(
				'package_id'  => $index,
				'name'        => sprintf( 'Shipment %d', $index + 1 ),
				'destination' => $destination,
				'items'       => $items,
				'rates'       => $rates,
			);
			++$index;
		}
		return array(
			'packages'   => $packages,
			'errors'     => $errors,
			'calculated' => ! $errors && '' !== $address['country'],
		);
	}

	/**
	 * One rate.
	 *
	 * @param string $method      Method id.
	 * @param int    $instance    Instance id (or pickup location id).
	 * @param string $name        Label.
	 * @param int    $cost        Cost excl. tax.
	 * @param float  $tax_rate    Tax percent.
	 * @param string $delivery    Delivery time.
	 * @param array  $meta        Meta key => value.
	 * @return array
	 */
	private static function rate( $method, $instance, $name, $cost, $tax_rate, $delivery, $meta ) {
		$meta_data = array();
		foreach ( $meta as $key => $value ) {
			$meta_data[] = array(
				'key'   => $key,
				'value' => $value,
			);
		}
		return array(
			'rate_id'       => $method . ':' . $instance,
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
