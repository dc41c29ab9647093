<?php
/**
 * The shop-specific part of Kassa's settings payload on a WooCommerce shop, read from
 * WooCommerce's own settings and APIs (keys and types as assets/settings/types.ts), so the
 * blocks never read WooCommerce's names.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Domain\Services\CheckoutFields;
use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\StoreApi\Utilities\LocalPickupUtils;
use Automattic\WooCommerce\StoreApi\Utilities\PaymentUtils;

/**
 * Fills `kassa_settings` from WooCommerce.
 */
class Kassa_WooCommerce_Settings {

	/** Where an additional field registered without an `index` goes: after the core fields. */
	const ADDITIONAL_FIELDS_INDEX = 1000;

	/**
	 * Adds the shop's settings to the payload.
	 *
	 * @param array $settings Payload.
	 * @return array
	 */
	public static function filter_payload( $settings ) {
		$countries = array_unique( array_merge( array_keys( WC()->countries->get_allowed_countries() ), array_keys( WC()->countries->get_shipping_countries() ) ) );
		$pickup    = LocalPickupUtils::get_local_pickup_settings();
		return array_merge(
			$settings,
			array(
				'currency'                      => self::currency(),
				// Names of the countries the shop sells or ships to: the ones a shopper can pick.
				'countries'                     => self::decode( array_intersect_key( WC()->countries->get_countries(), array_flip( $countries ) ) ),
				'allowedCountries'              => array_keys( WC()->countries->get_allowed_countries() ),
				'shippingCountries'             => array_keys( WC()->countries->get_shipping_countries() ),
				'countryStates'                 => self::states( $countries ),
				'defaultFields'                 => self::default_fields(),
				'countryLocale'                 => self::country_locale( $countries ),
				'additionalFields'              => self::additional_fields(),
				'displayCartPricesIncludingTax' => 'incl' === get_option( 'woocommerce_tax_display_cart' ),
				'taxesEnabled'                  => wc_tax_enabled(),
				'displayItemizedTaxes'          => 'itemized' === get_option( 'woocommerce_tax_total_display' ),
				'shippingCostRequiresAddress'   => 'yes' === get_option( 'woocommerce_shipping_cost_requires_address' ),
				'forcedBillingAddress'          => 'billing_only' === get_option( 'woocommerce_ship_to_destination' ),
				'shippingEnabled'               => wc_shipping_enabled(),
				'shippingCalculatorEnabled'     => 'yes' === get_option( 'woocommerce_enable_shipping_calc' ),
				'couponsEnabled'                => wc_coupons_enabled(),
				/** This filter is documented in WooCommerce (templates/checkout/form-shipping.php). */
				'orderNotesEnabled'             => (bool) apply_filters( 'woocommerce_enable_order_notes_field', 'yes' === get_option( 'woocommerce_enable_order_comments', 'yes' ) ),
				'termsCheckboxText'             => wc_terms_and_conditions_checkbox_enabled() ? wc_replace_policy_page_link_placeholders( wc_get_terms_and_conditions_checkbox_text() ) : '',
				'privacyPolicyText'             => wc_replace_policy_page_link_placeholders( wc_get_privacy_policy_text( 'checkout' ) ),
				'localPickupEnabled'            => wc_shipping_enabled() && $pickup['enabled'],
				'pickupLocations'               => self::pickup_locations(),
				'guestCheckoutAllowed'          => ! WC()->checkout()->is_registration_required(),
				'accountCreationAllowed'        => WC()->checkout()->is_registration_enabled(),
			)
		);
	}

	/**
	 * Adds what only the cart and checkout pages carry: the payment methods' data (each
	 * gateway's get_payment_method_data() runs for it), their order, and the customer's saved
	 * payment methods (with their delete links and nonces).
	 *
	 * @param array $settings Payload keys and values.
	 * @return array
	 */
	public static function filter_checkout_payload( $settings ) {
		return array_merge(
			$settings,
			array(
				'paymentMethodData'      => Kassa_WooCommerce_Payments::method_data(),
				'customerPaymentMethods' => (object) ( PaymentUtils::get_saved_payment_methods()['enabled'] ?? array() ),
				'paymentMethodOrder'     => Kassa_WooCommerce_Payments::gateway_order(),
			)
		);
	}

	/**
	 * Page links from WooCommerce's page settings (my account falls back to the login URL).
	 *
	 * @return array<string, string>
	 */
	public static function page_links() {
		$link = static function ( $page ) {
			$id = wc_get_page_id( $page );
			return $id > 0 && 'publish' === get_post_status( $id ) ? (string) get_permalink( $id ) : '';
		};
		$terms = wc_terms_and_conditions_page_id();
		return array(
			'shop'      => $link( 'shop' ),
			'cart'      => $link( 'cart' ),
			'checkout'  => $link( 'checkout' ),
			'privacy'   => (string) get_privacy_policy_url(),
			'terms'     => $terms ? (string) get_permalink( $terms ) : '',
			'myaccount' => $link( 'myaccount' ) ? $link( 'myaccount' ) : wp_login_url(),
		);
	}

	/**
	 * The shop's currency in the Store API's shape (the cart's totals carry the same fields).
	 *
	 * @return array<string, string|int>
	 */
	public static function currency() {
		$symbol   = html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES );
		$position = get_option( 'woocommerce_currency_pos', 'left' );
		$prefixes = array(
			'left'       => $symbol,
			'left_space' => $symbol . ' ',
		);
		$suffixes = array(
			'right'       => $symbol,
			'right_space' => ' ' . $symbol,
		);
		return array(
			'currency_code'               => get_woocommerce_currency(),
			'currency_symbol'             => $symbol,
			'currency_minor_unit'         => wc_get_price_decimals(),
			'currency_decimal_separator'  => wc_get_price_decimal_separator(),
			'currency_thousand_separator' => wc_get_price_thousand_separator(),
			'currency_prefix'             => $prefixes[ $position ] ?? '',
			'currency_suffix'             => $suffixes[ $position ] ?? '',
		);
	}

	/**
	 * State lists of the countries the shop sells or ships to (those that have one).
	 *
	 * @param string[] $countries Country codes.
	 * @return object Country code => (state code => name); an object even when empty.
	 */
	private static function states( $countries ) {
		$states = array();
		foreach ( $countries as $country ) {
			$list = WC()->countries->get_states( $country );
			if ( is_array( $list ) && $list ) {
				$states[ $country ] = self::decode( $list );
			}
		}
		return (object) $states;
	}

	/**
	 * The core address fields, in WooCommerce's blocks' definitions, keyed and typed.
	 *
	 * @return array<string, array>
	 */
	private static function default_fields() {
		$fields = array();
		foreach ( self::checkout_fields()->get_core_fields() as $key => $field ) {
			$fields[ $key ] = self::field( $key, $field );
		}
		return $fields;
	}

	/**
	 * WooCommerce's per-country address rules (labels, required, hidden, order) for the
	 * countries the shop sells or ships to, in the field definitions' own terms.
	 *
	 * @param string[] $countries Country codes.
	 * @return object Country code => (field key => rules); an object even when empty.
	 */
	private static function country_locale( $countries ) {
		$all    = WC()->countries->get_country_locale();
		$locale = array();
		foreach ( $countries as $country ) {
			foreach ( $all[ $country ] ?? array() as $key => $rules ) {
				$override = array_intersect_key( $rules, array_flip( array( 'label', 'required', 'hidden', 'placeholder' ) ) );
				if ( isset( $rules['priority'] ) ) {
					$override['index'] = (int) $rules['priority'];
				}
				if ( isset( $override['label'] ) ) {
					/* translators: %s: a field's label */
					$override['optionalLabel'] = sprintf( __( '%s (optional)', 'kassa' ), $override['label'] );
				}
				if ( $override ) {
					$locale[ $country ][ $key ] = $override;
				}
			}
		}
		return (object) $locale;
	}

	/**
	 * The checkout fields extensions registered (woocommerce_register_additional_checkout_field),
	 * with their conditional rules and validation schemas (JSON Schema, evaluated in the browser
	 * against the same document WooCommerce's server checks them against). A field registered
	 * without an `index` follows the core fields, in the order the fields were registered.
	 *
	 * @return array[]
	 */
	private static function additional_fields() {
		$fields = array();
		foreach ( self::checkout_fields()->get_additional_fields() as $key => $field ) {
			$definition = self::field( $key, $field + array( 'index' => self::ADDITIONAL_FIELDS_INDEX ) );
			foreach ( array( 'required', 'hidden' ) as $rule ) {
				if ( self::is_schema( $field[ $rule ] ?? null ) ) {
					$definition['rules'][ $rule ] = $field[ $rule ];
				}
			}
			if ( self::is_schema( $field['validation'] ?? null ) ) {
				$definition['validation'] = $field['validation'];
			}
			// WooCommerce keeps a field's `error_message` as `errorMessage`.
			if ( ! empty( $field['errorMessage'] ) && is_string( $field['errorMessage'] ) ) {
				$definition['errorMessage'] = $field['errorMessage'];
			}
			$definition['location'] = in_array( $field['location'] ?? '', array( 'contact', 'address' ), true ) ? $field['location'] : 'order';
			$fields[]               = $definition;
		}
		return $fields;
	}

	/**
	 * Whether a field's `required`, `hidden` or `validation` is a rule (JSON Schema as an array),
	 * as WooCommerce tells them from a plain true or false.
	 *
	 * @param mixed $value The value.
	 * @return bool
	 */
	private static function is_schema( $value ) {
		return is_array( $value ) && ! empty( $value );
	}

	/**
	 * What the shopper's checkout session kept of the contact and order fields and the order
	 * note, as WooCommerce's `GET /checkout` reads them for a session with no order yet (its
	 * Checkout block saves them there with `PUT /checkout`).
	 *
	 * @param array|null $checkout What another filter gave, or null.
	 * @return array|null
	 */
	public static function preload_checkout( $checkout ) {
		if ( null !== $checkout || ! WC()->customer ) {
			return $checkout;
		}
		$service = self::checkout_fields();
		$fields  = array_merge( $service->get_fields_for_location( 'contact' ), $service->get_fields_for_location( 'order' ) );
		$values  = array();
		// The values saved, as the Store API answers them: a checkbox's '1' or '0' as a boolean.
		foreach ( array_intersect_key( $service->get_all_fields_from_object( WC()->customer, 'other' ), $fields ) as $key => $value ) {
			$values[ $key ] = 'checkbox' === $fields[ $key ]['type'] ? (bool) $value : (string) $value;
		}
		return array(
			'additional_fields' => $values,
			'customer_note'     => WC()->session ? (string) WC()->session->get( 'store_api_customer_note', '' ) : '',
		);
	}

	/**
	 * One field definition (AddressFieldDefinition) from WooCommerce's.
	 *
	 * @param string $key   Field key.
	 * @param array  $field WooCommerce's definition.
	 * @return array
	 */
	private static function field( $key, $field ) {
		$type       = in_array( $key, array( 'country', 'state' ), true ) ? $key : ( $field['type'] ?? 'text' );
		$definition = array(
			'key'           => $key,
			'label'         => (string) ( $field['label'] ?? $key ),
			'optionalLabel' => (string) ( $field['optionalLabel'] ?? $field['label'] ?? $key ),
			// A rule (JSON Schema) instead of true or false: see additional_fields().
			'required'      => true === ( $field['required'] ?? false ),
			'hidden'        => true === ( $field['hidden'] ?? false ),
			'index'         => (int) ( $field['index'] ?? 0 ),
			'type'          => in_array( $type, array( 'email', 'tel', 'select', 'checkbox', 'country', 'state' ), true ) ? $type : 'text',
		);
		foreach ( array( 'autocomplete', 'autocapitalize', 'placeholder' ) as $attribute ) {
			if ( ! empty( $field[ $attribute ] ) ) {
				$definition[ $attribute ] = (string) $field[ $attribute ];
			}
		}
		if ( ! empty( $field['attributes'] ) && is_array( $field['attributes'] ) ) {
			$definition['attributes'] = array_map( 'strval', $field['attributes'] );
		}
		if ( ! empty( $field['options'] ) && is_array( $field['options'] ) ) {
			$definition['options'] = array_values(
				array_map(
					static function ( $option ) {
						return array(
							'value' => (string) $option['value'],
							'label' => (string) $option['label'],
						);
					},
					$field['options']
				)
			);
		}
		return $definition;
	}

	/**
	 * The enabled pickup locations, each with the number its rate id carries
	 * (`pickup_location:N`, N its place in WooCommerce's list).
	 *
	 * @return array[]
	 */
	private static function pickup_locations() {
		$locations = array();
		foreach ( (array) get_option( 'pickup_location_pickup_locations', array() ) as $index => $location ) {
			if ( ! wc_string_to_bool( $location['enabled'] ?? false ) ) {
				continue;
			}
			$locations[] = array(
				'id'                => (int) $index,
				'name'              => (string) $location['name'],
				'formatted_address' => wp_strip_all_tags( WC()->countries->get_formatted_address( (array) ( $location['address'] ?? array() ), ', ' ) ),
				'details'           => (string) ( $location['details'] ?? '' ),
			);
		}
		return $locations;
	}

	/**
	 * WooCommerce's checkout fields service.
	 *
	 * @return CheckoutFields
	 */
	private static function checkout_fields() {
		return Package::container()->get( CheckoutFields::class );
	}

	/**
	 * Names as plain text: WooCommerce's country and state names carry HTML entities.
	 *
	 * @param array<string, string> $names Code => name.
	 * @return array<string, string>
	 */
	private static function decode( $names ) {
		return array_map(
			static function ( $name ) {
				return html_entity_decode( (string) $name, ENT_QUOTES, 'UTF-8' );
			},
			$names
		);
	}
}
