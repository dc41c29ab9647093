<?php
/**
 * Customer addresses as WooCommerce's Store API handles them: the fields (the core ones plus the
 * shop's additional address fields), how posted values are cleaned (country upper-cased, a state
 * typed by name matched to its code, postcodes normalised and formatted per country, markup
 * stripped) and checked (a known country, a state of its list, a postcode and a phone number of
 * the right form, a valid email), and how they are sent back (as HTML text).
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Address fields, sanitising and validation.
 */
class Kassa_Store_Address {

	/** Core address fields, in the order WooCommerce sends them. */
	const CORE_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' );

	/**
	 * The keys of an address, in WooCommerce's order: the core fields, then `email` (billing
	 * only) and `phone`, then the shop's additional address fields.
	 *
	 * @param bool $billing Whether it is a billing address.
	 * @return string[]
	 */
	public static function keys( $billing ) {
		$keys = self::CORE_FIELDS;
		if ( $billing ) {
			$keys[] = 'email';
		}
		$keys[] = 'phone';
		return array_merge( $keys, self::additional_keys() );
	}

	/**
	 * Keys of the shop's additional fields that belong to addresses (e.g. `kassa/vat-number`).
	 *
	 * @return string[]
	 */
	public static function additional_keys() {
		return wp_list_pluck( wp_list_filter( Kassa_Store_Fields::additional_fields(), array( 'location' => 'address' ) ), 'key' );
	}

	/**
	 * An address with every field blank.
	 *
	 * @param bool $billing Whether it is a billing address.
	 * @return array
	 */
	public static function blank( $billing ) {
		return array_fill_keys( self::keys( $billing ), '' );
	}

	/**
	 * Cleans posted address fields: only known keys with scalar values; country upper-cased; a
	 * state matched to its code when its country has a list; postcode normalised and formatted
	 * for its country; email sanitised; every other value plain text without markup.
	 *
	 * @param mixed  $input   Posted address (partial).
	 * @param bool   $billing Whether it is a billing address.
	 * @param string $country Country the state and postcode belong to when the input has none.
	 * @return array Only the keys that were posted.
	 */
	public static function sanitize( $input, $billing, $country = '' ) {
		if ( ! is_array( $input ) ) {
			return array();
		}
		$allowed = self::keys( $billing );
		$clean   = array();
		foreach ( $input as $key => $value ) {
			if ( in_array( $key, $allowed, true ) && ( is_scalar( $value ) || null === $value ) ) {
				$clean[ $key ] = sanitize_text_field( (string) $value );
			}
		}
		if ( isset( $clean['country'] ) ) {
			// The state and postcode are read for the country as posted (as WooCommerce does: a
			// lower-case `gb` formats no postcode), the country itself is upper-cased.
			$country          = $clean['country'];
			$clean['country'] = strtoupper( $clean['country'] );
		}
		foreach ( $clean as $key => $value ) {
			if ( 'state' === $key ) {
				$clean[ $key ] = self::format_state( $value, $country );
			} elseif ( 'postcode' === $key ) {
				$clean[ $key ] = '' === $value ? '' : self::format_postcode( $value, $country );
			} elseif ( 'email' === $key ) {
				$clean[ $key ] = sanitize_email( $value );
			} elseif ( 'country' !== $key ) {
				$clean[ $key ] = wp_kses_post( $value );
			}
		}
		return $clean;
	}

	/**
	 * A state as typed, matched to its code (by code or name, any case) when the country has a
	 * state list; else as typed.
	 *
	 * @param string $state   State.
	 * @param string $country Country code.
	 * @return string
	 */
	public static function format_state( $state, $country ) {
		$states = Kassa_Store_Locale::states();
		if ( '' === $state || empty( $states[ $country ] ) ) {
			return $state;
		}
		foreach ( $states[ $country ] as $code => $name ) {
			if ( 0 === strcasecmp( (string) $code, $state ) || 0 === strcasecmp( $name, $state ) ) {
				return (string) $code;
			}
		}
		return strtoupper( $state );
	}

	/**
	 * A postcode in its country's form: upper case without spaces or dashes, then spaced or
	 * dashed as the country writes it (e.g. `sw1a1aa` → `SW1A 1AA`).
	 *
	 * @param string $postcode Postcode.
	 * @param string $country  Country code.
	 * @return string
	 */
	public static function format_postcode( $postcode, $country ) {
		$postcode = (string) preg_replace( '/[\s\-]/', '', strtoupper( trim( $postcode ) ) );
		$split    = array(
			'GB' => array( -3, ' ' ),
			'CA' => array( -3, ' ' ),
			'SE' => array( -2, ' ' ),
			'IE' => array( 3, ' ' ),
			'NL' => array( 4, ' ' ),
			'JP' => array( 3, '-' ),
			'PL' => array( -3, '-' ),
			'PT' => array( 4, '-' ),
		);
		if ( isset( $split[ $country ] ) && strlen( $postcode ) > abs( $split[ $country ][0] ) ) {
			return substr_replace( $postcode, $split[ $country ][1], $split[ $country ][0], 0 );
		}
		if ( 'US' === $country && strlen( $postcode ) > 5 ) {
			return substr_replace( $postcode, '-', 5, 0 );
		}
		return $postcode;
	}

	/**
	 * Whether a postcode has the form its country uses (countries without a known form accept
	 * any letters, digits, spaces and dashes).
	 *
	 * @param string $postcode Formatted postcode.
	 * @param string $country  Country code.
	 * @return bool
	 */
	public static function is_postcode( $postcode, $country ) {
		if ( preg_match( '/[^\sA-Za-z0-9\-]/', $postcode ) ) {
			return false;
		}
		$patterns = array(
			'AT' => '/^\d{4}$/',
			'BE' => '/^\d{4}$/',
			'CH' => '/^\d{4}$/',
			'NO' => '/^\d{4}$/',
			'DE' => '/^(0[1-9]|[1-9]\d)\d{3}$/',
			'DK' => '/^(DK-)?([1-24-9]\d{3}|3[0-8]\d{2})$/',
			'ES' => '/^\d{5}$/',
			'FR' => '/^\d{5}$/',
			'IT' => '/^\d{5}$/',
			'JP' => '/^\d{3}-?\d{4}$/',
			'US' => '/^\d{5}(-\d{4})?$/',
			'CA' => '/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPR-TV-Z] ?\d[ABCEGHJ-NPR-TV-Z]\d$/i',
			'NL' => '/^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i',
			'SE' => '/^(SE-)?\d{3} ?\d{2}$/',
			'IE' => '/([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}/',
			// Outward code (area, district) and inward code (sector, unit), or the Girobank code.
			'GB' => '/^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/',
		);
		if ( ! isset( $patterns[ $country ] ) ) {
			return true;
		}
		$value = 'IE' === $country ? str_replace( ' ', '', $postcode ) : $postcode;
		return (bool) preg_match( $patterns[ $country ], strtoupper( $value ) );
	}

	/**
	 * Whether a phone number holds only digits and the usual separators.
	 *
	 * @param string $phone Phone number.
	 * @return bool
	 */
	public static function is_phone( $phone ) {
		return '' === trim( (string) preg_replace( '/[\s\#0-9_\-\+\/\(\)\.]/', '', $phone ) );
	}

	/**
	 * Checks an address's values (not whether required ones are there): a known country, a state
	 * of the country's list, a postcode and a phone number of the right form, and for a billing
	 * address a valid email. Empty values pass.
	 *
	 * @param array $address Sanitised address.
	 * @param bool  $billing Whether it is a billing address.
	 * @return true|WP_Error The first problem, with WooCommerce's code and message.
	 */
	public static function validate( array $address, $billing ) {
		$country   = $address['country'] ?? '';
		$countries = Kassa_Store_Locale::countries();
		if ( '' !== $country && ! isset( $countries[ $country ] ) ) {
			/* translators: %s: valid country codes */
			return new WP_Error( 'invalid_country', sprintf( __( 'Invalid country code provided. Must be one of: %s', 'kassa' ), implode( ', ', array_keys( $countries ) ) ) );
		}
		$errors = new WP_Error();
		$states = Kassa_Store_Locale::states();
		$state  = $address['state'] ?? '';
		if ( '' !== $state && ! empty( $states[ $country ] ) && ! isset( $states[ $country ][ $state ] ) ) {
			/* translators: 1: the state given, 2: valid state codes */
			$errors->add( 'invalid_state', sprintf( __( 'The provided state (%1$s) is not valid. Must be one of: %2$s', 'kassa' ), esc_html( $state ), implode( ', ', array_keys( $states[ $country ] ) ) ) );
		}
		if ( '' !== ( $address['postcode'] ?? '' ) && ! self::is_postcode( $address['postcode'], $country ) ) {
			$errors->add( 'invalid_postcode', __( 'The provided postcode / ZIP is not valid', 'kassa' ) );
		}
		if ( '' !== ( $address['phone'] ?? '' ) && ! self::is_phone( $address['phone'] ) ) {
			$errors->add( 'invalid_phone', __( 'The provided phone number is not valid', 'kassa' ) );
		}
		if ( $billing && '' !== ( $address['email'] ?? '' ) && ! is_email( $address['email'] ) ) {
			$errors->add( 'invalid_email', __( 'The provided email address is not valid', 'kassa' ) );
		}
		return $errors->has_errors() ? $errors : true;
	}

	/**
	 * The `rest_invalid_param` error WordPress (and WooCommerce) answer for invalid parameters:
	 * `params` holds each parameter's messages, `details` each one's first error.
	 *
	 * @param array<string, WP_Error> $errors Parameter => its errors.
	 * @return Kassa_Store_Exception
	 */
	public static function invalid_params( array $errors ) {
		$params  = array();
		$details = array();
		foreach ( $errors as $param => $error ) {
			$params[ $param ]  = implode( ' ', $error->get_error_messages() );
			$details[ $param ] = array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => $error->get_error_data(),
			);
		}
		return new Kassa_Store_Exception(
			'rest_invalid_param',
			/* translators: %s: the invalid parameters */
			sprintf( __( 'Invalid parameter(s): %s', 'kassa' ), implode( ', ', array_keys( $errors ) ) ),
			400,
			array(
				'params'  => $params,
				'details' => $details,
			)
		);
	}

	/**
	 * An address as responses send it: every field, text as HTML (markup-free, typographic
	 * quotes and dashes, entities escaped), as WooCommerce sends it.
	 *
	 * @param array $address Stored address.
	 * @param bool  $billing Whether it is a billing address.
	 * @return array
	 */
	public static function response( array $address, $billing ) {
		$out = array();
		foreach ( self::keys( $billing ) as $key ) {
			$value       = (string) ( $address[ $key ] ?? '' );
			$out[ $key ] = in_array( $key, array( 'country', 'state', 'postcode', 'email' ), true ) ? $value : wptexturize( wp_kses_post( $value ) );
		}
		return $out;
	}
}
