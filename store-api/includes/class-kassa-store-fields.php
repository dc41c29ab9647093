<?php
/**
 * Address and checkout field definitions: the default fields, per-country overrides, and the
 * shop's additional fields. The same rules validate posted checkouts on the server.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Field definitions (AddressFieldDefinition in assets/settings/types.ts).
 */
class Kassa_Store_Fields {

	/**
	 * The default address fields, in order.
	 *
	 * @return array<string, array>
	 */
	public static function default_fields() {
		$field  = static function ( $key, $label, $index, $required, $autocomplete, $extra = array() ) {
			return array_merge(
				array(
					'key'            => $key,
					'label'          => $label,
					'optionalLabel'  => $label . ' (optional)',
					'required'       => $required,
					'hidden'         => false,
					'index'          => $index,
					'type'           => 'text',
					'autocomplete'   => $autocomplete,
					'autocapitalize' => 'sentences',
				),
				$extra
			);
		};
		$fields = array(
			$field( 'email', 'Email address', 0, true, 'email', array( 'type' => 'email', 'autocapitalize' => 'none' ) ),
			$field( 'country', 'Country/Region', 1, true, 'country', array( 'type' => 'country', 'autocapitalize' => 'none' ) ),
			$field( 'first_name', 'First name', 10, true, 'given-name' ),
			$field( 'last_name', 'Last name', 20, true, 'family-name' ),
			$field( 'company', 'Company', 30, false, 'organization' ),
			$field( 'address_1', 'Address', 40, true, 'address-line1' ),
			$field( 'address_2', 'Apartment, suite, etc.', 50, false, 'address-line2' ),
			$field( 'city', 'City', 70, true, 'address-level2' ),
			$field( 'state', 'State/County', 80, true, 'address-level1', array( 'type' => 'state' ) ),
			$field( 'postcode', 'Postal code', 90, true, 'postal-code', array( 'autocapitalize' => 'characters' ) ),
			$field( 'phone', 'Phone', 100, false, 'tel', array( 'type' => 'tel', 'autocapitalize' => 'none' ) ),
		);
		return array_column( $fields, null, 'key' );
	}

	/**
	 * Per-country overrides of the default fields.
	 *
	 * @return array<string, array<string, array>>
	 */
	public static function country_locale() {
		$no_state = array(
			'state' => array(
				'required' => false,
				'hidden'   => true,
			),
		);
		return array(
			'GB' => array(
				'state'    => array(
					'label'         => 'County',
					'optionalLabel' => 'County (optional)',
					'required'      => false,
				),
				'postcode' => array( 'label' => 'Postcode' ),
				'city'     => array( 'label' => 'Town / City' ),
			),
			'US' => array(
				'state'    => array( 'label' => 'State' ),
				'postcode' => array( 'label' => 'ZIP Code' ),
			),
			'CA' => array(
				'state'    => array( 'label' => 'Province' ),
				'postcode' => array( 'label' => 'Postal code' ),
			),
			'AU' => array(
				'state'    => array( 'label' => 'State' ),
				'city'     => array( 'label' => 'Suburb' ),
				'postcode' => array( 'label' => 'Postcode' ),
			),
			'DE' => $no_state,
			'AT' => $no_state,
			'BE' => $no_state,
			'DK' => $no_state,
			'FR' => $no_state,
			'NL' => $no_state,
			'NO' => $no_state,
			'SE' => $no_state,
			'CH' => array(
				'state' => array(
					'label'    => 'Canton',
					'required' => false,
				),
			),
			'IE' => array(
				'state'    => array( 'label' => 'County' ),
				'postcode' => array(
					'label'    => 'Eircode',
					'required' => false,
				),
			),
			'IT' => array( 'state' => array( 'label' => 'Province' ) ),
			'ES' => array( 'state' => array( 'label' => 'Province' ) ),
			'JP' => array(
				'last_name'  => array( 'index' => 10 ),
				'first_name' => array( 'index' => 20 ),
				'postcode'   => array( 'index' => 65 ),
				'state'      => array(
					'label' => 'Prefecture',
					'index' => 66,
				),
				'city'       => array( 'index' => 67 ),
				'address_1'  => array( 'index' => 68 ),
				'address_2'  => array( 'index' => 69 ),
			),
		);
	}

	/**
	 * The shop's additional checkout fields.
	 *
	 * @return array[]
	 */
	public static function additional_fields() {
		return array(
			array(
				'key'           => 'kassa/vat-number',
				'label'         => 'VAT number',
				'optionalLabel' => 'VAT number (optional)',
				'required'      => false,
				'hidden'        => false,
				'index'         => 35,
				'type'          => 'text',
				'autocomplete'  => 'off',
				'location'      => 'address',
				// JSON Schema, as WooCommerce's fields write their validation.
				'validation'    => array(
					'type'         => 'string',
					'pattern'      => '^[A-Za-z]{2}[0-9A-Za-z]{2,12}$',
					'errorMessage' => 'Please enter a VAT number that starts with the country code, e.g. GB123456789',
				),
			),
			array(
				'key'           => 'kassa/heard-about-us',
				'label'         => 'How did you hear about us?',
				'optionalLabel' => 'How did you hear about us? (optional)',
				'required'      => false,
				'hidden'        => false,
				'index'         => 10,
				'type'          => 'select',
				'location'      => 'order',
				'options'       => array(
					array(
						'value' => 'friend',
						'label' => 'From a friend',
					),
					array(
						'value' => 'search',
						'label' => 'Search engine',
					),
					array(
						'value' => 'social',
						'label' => 'Social media',
					),
					array(
						'value' => 'other',
						'label' => 'Other',
					),
				),
			),
		);
	}

	/**
	 * The effective definition of each field for a country.
	 *
	 * @param string $country Country code.
	 * @return array<string, array>
	 */
	public static function fields_for( $country ) {
		$fields = self::default_fields();
		$locale = self::country_locale();
		foreach ( $locale[ $country ] ?? array() as $key => $override ) {
			$fields[ $key ] = array_merge( $fields[ $key ], $override );
		}
		$states = Kassa_Store_Locale::states();
		if ( empty( $states[ $country ] ) && ! isset( $locale[ $country ]['state']['required'] ) ) {
			// Countries without a state list do not require one.
			$fields['state']['required'] = false;
		}
		return $fields;
	}
}
