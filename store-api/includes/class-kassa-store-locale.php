<?php
/**
 * The shop's geography: countries, states, address field rules, tax rates and shipping zones.
 * Kept as plain data so the demo shop, the settings payload and the calculations agree.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Country, state, tax and zone data for the demo shop.
 */
class Kassa_Store_Locale {

	/** The shop's base country: used for prices and rates before a shopper gives an address. */
	const BASE_COUNTRY = 'GB';

	/**
	 * Every country the shop knows (code => name).
	 *
	 * @return array<string, string>
	 */
	public static function countries() {
		return array(
			'AU' => 'Australia',
			'AT' => 'Austria',
			'BE' => 'Belgium',
			'CA' => 'Canada',
			'DK' => 'Denmark',
			'FR' => 'France',
			'DE' => 'Germany',
			'IE' => 'Ireland',
			'IT' => 'Italy',
			'JP' => 'Japan',
			'NL' => 'Netherlands',
			'NO' => 'Norway',
			'ES' => 'Spain',
			'SE' => 'Sweden',
			'CH' => 'Switzerland',
			'GB' => 'United Kingdom (UK)',
			'US' => 'United States (US)',
		);
	}

	/**
	 * Countries we sell to (billing).
	 *
	 * @return string[]
	 */
	public static function allowed_countries() {
		return array_keys( self::countries() );
	}

	/**
	 * Countries we ship to; the others may buy virtual goods or collect in store.
	 *
	 * @return string[]
	 */
	public static function shipping_countries() {
		return array( 'AT', 'BE', 'CA', 'DK', 'FR', 'DE', 'IE', 'IT', 'NL', 'ES', 'SE', 'GB', 'US' );
	}

	/**
	 * State lists for the countries that have one (country => state code => name).
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function states() {
		static $states = null;
		if ( null === $states ) {
			$states = require __DIR__ . '/data/states.php';
		}
		return $states;
	}

	/**
	 * Tax rate for a destination, as a percentage (0 when none applies).
	 *
	 * @param string $country Country code.
	 * @param string $state   State code.
	 * @return array{rate: float, name: string}
	 */
	public static function tax_rate( $country, $state ) {
		$rates = array(
			'GB' => array( 20.0, 'VAT' ),
			'DE' => array( 19.0, 'MwSt.' ),
			'FR' => array( 20.0, 'TVA' ),
			'IE' => array( 23.0, 'VAT' ),
			'NL' => array( 21.0, 'BTW' ),
		);
		if ( 'US' === $country && 'CA' === $state ) {
			return array(
				'rate' => 7.25,
				'name' => 'CA Tax',
			);
		}
		if ( isset( $rates[ $country ] ) ) {
			return array(
				'rate' => $rates[ $country ][0],
				'name' => $rates[ $country ][1],
			);
		}
		return array(
			'rate' => 0.0,
			'name' => '',
		);
	}

	/**
	 * The shipping zone serving a country: its flat rate per shipping class and whether free
	 * shipping is offered. Null when we do not ship there.
	 *
	 * @param string $country Country code.
	 * @return array|null
	 */
	public static function shipping_zone( $country ) {
		if ( 'GB' === $country ) {
			return array(
				'flat_rate'     => array(
					'instance_id' => 1,
					'name'        => 'Flat rate',
					'cost'        => array(
						'standard' => 399,
						'bulky'    => 999,
					),
					'delivery'    => '1-2 working days',
				),
				'free_shipping' => array(
					'instance_id' => 2,
					'name'        => 'Free shipping',
					'min_amount'  => 5000,
				),
			);
		}
		if ( in_array( $country, self::shipping_countries(), true ) ) {
			return array(
				'flat_rate'     => array(
					'instance_id' => in_array( $country, array( 'US', 'CA' ), true ) ? 5 : 3,
					'name'        => 'International flat rate',
					'cost'        => array(
						'standard' => in_array( $country, array( 'US', 'CA' ), true ) ? 1499 : 999,
						'bulky'    => in_array( $country, array( 'US', 'CA' ), true ) ? 2999 : 1999,
					),
					'delivery'    => '3-7 working days',
				),
				'free_shipping' => null,
			);
		}
		return null;
	}

	/**
	 * Local pickup locations; rate ids are pickup_location:{id}.
	 *
	 * @return array<int, array>
	 */
	public static function pickup_locations() {
		return array(
			array(
				'id'                => 0,
				'name'              => 'Kassa Shoreditch',
				'address'           => array(
					'address_1' => '12 Rivington Street',
					'city'      => 'London',
					'state'     => '',
					'postcode'  => 'EC2A 3DU',
					'country'   => 'GB',
				),
				'formatted_address' => '12 Rivington Street, London, EC2A 3DU',
				'details'           => 'Open Monday to Saturday, 10:00-18:00.',
			),
			array(
				'id'                => 1,
				'name'              => 'Kassa Manchester',
				'address'           => array(
					'address_1' => '3 Tib Street',
					'city'      => 'Manchester',
					'state'     => '',
					'postcode'  => 'M4 1LG',
					'country'   => 'GB',
				),
				'formatted_address' => '3 Tib Street, Manchester, M4 1LG',
				'details'           => 'Collect from the front desk, Tuesday to Sunday.',
			),
		);
	}
}
