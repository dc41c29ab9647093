<?php
/**
 * The classic checkout form as its script serialises it (`$( 'form.checkout' ).serialize()`,
 * sent as `post_data` with every update of the order review), rebuilt for Kassa's checkout:
 * Kassa's values for the fields Kassa's blocks show (the customer's addresses, the chosen
 * shipping methods, the payment method, the order note, the terms), and what the shopper typed
 * into the classic islands, each hook's inputs where the classic form has that hook, in the
 * classic form's order. Plugins that read `post_data` (with `parse_str()`, or a regular
 * expression that expects a field between two others) read what they read on the classic
 * checkout.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the classic checkout form's fields from Kassa's checkout.
 */
class Kassa_Classic_Form {

	/**
	 * The classic form's name/value pairs, as jQuery's `serializeArray()` lists them.
	 *
	 * @param array $posted What Kassa's checkout sent: `inputs` (island key => [ name, value ]
	 *                      pairs in page order; '' for inputs outside the hooks' islands),
	 *                      `payment_method`, `order_comments`, `terms` (bool),
	 *                      `createaccount` (bool).
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function pairs( array $posted ) {
		$checkout = WC()->checkout();
		$inputs   = self::inputs( $posted['inputs'] ?? array() );
		$named    = array();
		foreach ( $inputs as $pairs ) {
			foreach ( $pairs as $pair ) {
				$named[ $pair[0] ] = true;
			}
		}
		$hook   = static function ( $name ) use ( $inputs ) {
			return $inputs[ Kassa_Classic_Hooks::island_key( $name ) ] ?? array();
		};
		$fields = static function ( $section ) use ( $checkout, $named ) {
			$pairs = array();
			foreach ( array_keys( (array) $checkout->get_checkout_fields( $section ) ) as $key ) {
				// A classic field shown as an island of its own comes with the islands' inputs.
				if ( ! isset( $named[ $key ] ) ) {
					$pairs[] = array( $key, (string) $checkout->get_value( $key ) );
				}
			}
			return $pairs;
		};
		$flag   = static function ( $name, $on, $value = '1' ) {
			return $on ? array( array( $name, $value ) ) : array();
		};
		$cart   = WC()->cart;
		$guest  = ! is_user_logged_in() && $checkout->is_registration_enabled();
		$ships  = $cart->needs_shipping_address();
		$terms  = apply_filters( 'woocommerce_checkout_show_terms', true ) && function_exists( 'wc_terms_and_conditions_checkbox_enabled' ); // phpcs:ignore WooCommerce.Commenting.CommentHooks.MissingHookComment -- WooCommerce's own filter.
		$pairs  = array_merge(
			$hook( 'woocommerce_checkout_before_customer_details' ),
			$hook( 'woocommerce_checkout_billing' ),
			$hook( 'woocommerce_before_checkout_billing_form' ),
			$fields( 'billing' ),
			$hook( 'woocommerce_after_checkout_billing_form' ),
			$flag( 'createaccount', $guest && ! empty( $posted['createaccount'] ) ),
			$hook( 'woocommerce_before_checkout_registration_form' ),
			$guest ? $fields( 'account' ) : array(),
			$hook( 'woocommerce_after_checkout_registration_form' ),
			$hook( 'woocommerce_checkout_shipping' ),
			$flag( 'ship_to_different_address', $ships && self::ships_elsewhere() ),
			$hook( 'woocommerce_before_checkout_shipping_form' ),
			$ships ? $fields( 'shipping' ) : array(),
			$hook( 'woocommerce_after_checkout_shipping_form' ),
			$hook( 'woocommerce_before_order_notes' ),
			self::with_value( $fields( 'order' ), 'order_comments', (string) ( $posted['order_comments'] ?? '' ) ),
			$hook( 'woocommerce_after_order_notes' ),
			$hook( 'woocommerce_checkout_after_customer_details' ),
			$hook( 'woocommerce_checkout_before_order_review_heading' ),
			$hook( 'woocommerce_checkout_before_order_review' ),
			$hook( 'woocommerce_review_order_before_cart_contents' ),
			$hook( 'woocommerce_review_order_after_cart_contents' ),
			$hook( 'woocommerce_review_order_before_shipping' ),
			self::shipping_methods(),
			$hook( 'woocommerce_review_order_after_shipping' ),
			$hook( 'woocommerce_review_order_before_order_total' ),
			$hook( 'woocommerce_review_order_after_order_total' ),
			// Between WooCommerce's review table and payment section (priorities 10 and 20).
			$hook( 'woocommerce_checkout_order_review' ),
			$hook( 'woocommerce_review_order_before_payment' ),
			$flag( 'payment_method', $cart->needs_payment() && ! empty( $posted['payment_method'] ), (string) ( $posted['payment_method'] ?? '' ) ),
			// The gateways' fields and what classic scripts added to the form.
			$inputs[''] ?? array(),
			$hook( 'woocommerce_checkout_before_terms_and_conditions' ),
			$hook( 'woocommerce_checkout_terms_and_conditions' ),
			$flag( 'terms', $terms && ! empty( $posted['terms'] ), 'on' ),
			$flag( 'terms-field', $terms && wc_terms_and_conditions_checkbox_enabled() ),
			$hook( 'woocommerce_checkout_after_terms_and_conditions' ),
			$hook( 'woocommerce_review_order_before_submit' ),
			array(
				array( 'woocommerce-process-checkout-nonce', wp_create_nonce( 'woocommerce-process_checkout' ) ),
				array( '_wp_http_referer', (string) wp_parse_url( wc_get_checkout_url(), PHP_URL_PATH ) ),
			),
			$hook( 'woocommerce_review_order_after_submit' ),
			$hook( 'woocommerce_review_order_after_payment' ),
			$hook( 'woocommerce_checkout_after_order_review' )
		);
		return $pairs;
	}

	/**
	 * The pairs as a query string, as jQuery's `serialize()` writes it: each name and value
	 * encoded as `encodeURIComponent()` encodes it, joined by '&'.
	 *
	 * @param array $pairs Name/value pairs.
	 * @return string
	 */
	public static function serialize( array $pairs ) {
		$encode = static function ( $text ) {
			return strtr( rawurlencode( (string) $text ), array( '%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*' ) );
		};
		return implode(
			'&',
			array_map(
				static function ( $pair ) use ( $encode ) {
					return $encode( $pair[0] ) . '=' . $encode( $pair[1] );
				},
				$pairs
			)
		);
	}

	/**
	 * The islands' inputs as posted, kept only where each is a name and a text value.
	 *
	 * @param mixed $inputs Island key => pairs.
	 * @return array<string, array<int, array{0: string, 1: string}>>
	 */
	public static function inputs( $inputs ) {
		$clean = array();
		foreach ( is_array( $inputs ) ? $inputs : array() as $key => $pairs ) {
			foreach ( is_array( $pairs ) ? $pairs : array() as $pair ) {
				if ( is_array( $pair ) && isset( $pair[0], $pair[1] ) && is_string( $pair[0] ) && '' !== $pair[0] && is_scalar( $pair[1] ) ) {
					$clean[ (string) $key ][] = array( $pair[0], (string) $pair[1] );
				}
			}
		}
		return $clean;
	}

	/**
	 * Pairs with one field's value set.
	 *
	 * @param array  $pairs Name/value pairs.
	 * @param string $name  The field.
	 * @param string $value Its value.
	 * @return array
	 */
	private static function with_value( array $pairs, $name, $value ) {
		foreach ( $pairs as $index => $pair ) {
			if ( $pair[0] === $name ) {
				$pairs[ $index ][1] = $value;
			}
		}
		return $pairs;
	}

	/**
	 * Whether the order ships to an address other than the billing one (the classic
	 * checkout's 'Ship to a different address?').
	 *
	 * @return bool
	 */
	private static function ships_elsewhere() {
		$customer = WC()->customer;
		foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) as $field ) {
			if ( $customer->{"get_billing_$field"}() !== $customer->{"get_shipping_$field"}() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The chosen shipping method of each package, as the classic review table's radio buttons
	 * post them.
	 *
	 * @return array
	 */
	private static function shipping_methods() {
		$pairs = array();
		if ( ! WC()->cart->needs_shipping() || ! WC()->cart->show_shipping() ) {
			return $pairs;
		}
		foreach ( (array) WC()->session->get( 'chosen_shipping_methods', array() ) as $index => $method ) {
			$pairs[] = array( "shipping_method[$index]", (string) $method );
		}
		return $pairs;
	}
}
