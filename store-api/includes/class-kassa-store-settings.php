<?php
/**
 * Shop settings (an option seeded by kassa_store_api_seed) and the shop-specific part of Kassa's
 * settings payload (the `kassa_settings` filter; keys and types as assets/settings/types.ts).
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Shop settings.
 */
class Kassa_Store_Settings {

	const OPTION = 'kassa_store_settings';

	/**
	 * One setting.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function get( $key ) {
		$defaults = array(
			'taxes_enabled'    => true,
			'tax_display_cart' => 'incl',
			'local_pickup'     => true,
			'guest_checkout'   => true,
			'account_creation' => true,
		);
		$saved    = get_option( self::OPTION, array() );
		$settings = array_merge( $defaults, is_array( $saved ) ? $saved : array() );
		return $settings[ $key ] ?? null;
	}

	/**
	 * Whether taxes are calculated.
	 *
	 * @return bool
	 */
	public static function taxes_enabled() {
		return (bool) self::get( 'taxes_enabled' );
	}

	/**
	 * Whether item prices are shown with tax ('incl') or without ('excl').
	 *
	 * @return bool
	 */
	public static function display_prices_including_tax() {
		return self::taxes_enabled() && 'incl' === self::get( 'tax_display_cart' );
	}

	/**
	 * Whether local pickup is offered.
	 *
	 * @return bool
	 */
	public static function local_pickup_enabled() {
		return (bool) self::get( 'local_pickup' );
	}

	/**
	 * Adds the shop's data to Kassa's settings payload.
	 *
	 * @param array $settings Payload.
	 * @return array
	 */
	public static function filter_payload( $settings ) {
		$pickup = array();
		foreach ( Kassa_Store_Locale::pickup_locations() as $location ) {
			$pickup[] = array(
				'id'                => $location['id'],
				'name'              => $location['name'],
				'formatted_address' => $location['formatted_address'],
				'details'           => $location['details'],
			);
		}
		return array_merge(
			$settings,
			array(
				'currency'                      => Kassa_Store_Money::currency(),
				'countries'                     => Kassa_Store_Locale::countries(),
				'allowedCountries'              => Kassa_Store_Locale::allowed_countries(),
				'shippingCountries'             => Kassa_Store_Locale::shipping_countries(),
				'countryStates'                 => Kassa_Store_Locale::states(),
				'defaultFields'                 => Kassa_Store_Fields::default_fields(),
				'countryLocale'                 => Kassa_Store_Fields::country_locale(),
				'additionalFields'              => Kassa_Store_Fields::additional_fields(),
				'displayCartPricesIncludingTax' => self::display_prices_including_tax(),
				'taxesEnabled'                  => self::taxes_enabled(),
				'displayItemizedTaxes'          => true,
				'shippingCostRequiresAddress'   => false,
				'forcedBillingAddress'          => false,
				'shippingEnabled'               => true,
				'shippingCalculatorEnabled'     => true,
				'couponsEnabled'                => true,
				'orderNotesEnabled'             => true,
				'termsCheckboxText'             => '',
				'privacyPolicyText'             => '',
				'localPickupEnabled'            => self::local_pickup_enabled(),
				'pickupLocations'               => $pickup,
				'guestCheckoutAllowed'          => (bool) self::get( 'guest_checkout' ),
				'accountCreationAllowed'        => (bool) self::get( 'account_creation' ),
				'paymentMethodData'             => Kassa_Store_Payments::method_data(),
				'customerPaymentMethods'        => Kassa_Store_Payments::customer_methods( get_current_user_id() ),
			)
		);
	}
}
