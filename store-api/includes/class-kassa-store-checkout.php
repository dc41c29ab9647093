<?php
/**
 * Checkout, in the order WooCommerce's Store API checks and does things: the posted addresses'
 * values and the additional fields, a non-empty cart, the customer's addresses updated from the
 * request, the order made from the cart (or the order of an earlier attempt reused), the payment
 * method, the account created, the email, shipping choice and addresses checked, the stock taken
 * (given back if payment fails), then payment;
 * a paid order empties the cart. Runs under the session lock and empties the cart only once
 * payment succeeded, so a repeated POST of the same cart finds an empty cart and never creates a
 * second paid order (a guarantee WooCommerce does not give, see README.md).
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * The checkout.
 */
class Kassa_Store_Checkout {

	/**
	 * POST /checkout arguments, WooCommerce's: an address's values are checked before anything
	 * else (WordPress answers rest_invalid_param), the payment method must be one of the shop's.
	 *
	 * @return array
	 */
	public static function args() {
		$address = static function ( $billing ) {
			return array(
				'type'              => 'object',
				'sanitize_callback' => static function ( $value ) use ( $billing ) {
					return Kassa_Store_Address::sanitize( (array) $value, $billing );
				},
				'validate_callback' => static function ( $value ) use ( $billing ) {
					return self::validate_posted_address( (array) $value, $billing );
				},
			);
		};
		return array(
			'billing_address'   => array_merge( $address( true ), array( 'required' => true ) ),
			'shipping_address'  => $address( false ),
			'customer_note'     => array( 'type' => 'string' ),
			'customer_password' => array( 'type' => 'string' ),
			'create_account'    => array( 'type' => 'boolean' ),
			'payment_method'    => array(
				'type' => 'string',
				'enum' => array_merge( array( '' ), array_keys( Kassa_Store_Payments::gateways() ) ),
			),
			'payment_data'      => array(
				'type'  => 'array',
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'key'   => array( 'type' => 'string' ),
						'value' => array( 'type' => array( 'string', 'boolean' ) ),
					),
				),
			),
			'additional_fields' => array( 'type' => 'object' ),
			'extensions'        => array( 'type' => 'object' ),
		);
	}

	/**
	 * PUT (and PATCH) /checkout arguments, WooCommerce's: what the shopper's checkout session
	 * keeps before the order is placed.
	 *
	 * @return array
	 */
	public static function draft_args() {
		return array(
			'additional_fields' => array( 'type' => 'object' ),
			'order_notes'       => array( 'type' => 'string' ),
			'payment_method'    => array( 'type' => 'string' ),
		);
	}

	/**
	 * Checks a posted address's values (see Kassa_Store_Address::validate()); the email as it
	 * was typed.
	 *
	 * @param array $posted  Posted address.
	 * @param bool  $billing Whether it is the billing address.
	 * @return true|WP_Error
	 */
	private static function validate_posted_address( array $posted, $billing ) {
		$address = Kassa_Store_Address::sanitize( $posted, $billing );
		if ( $billing && isset( $posted['email'] ) && is_scalar( $posted['email'] ) ) {
			$address['email'] = sanitize_text_field( (string) $posted['email'] );
		}
		return Kassa_Store_Address::validate( $address, $billing );
	}

	/**
	 * GET /checkout, as in WooCommerce 11: the order of an earlier attempt that is still to be
	 * paid (updated from the cart), else a response built from the cart with no order
	 * (`order_id` 0, `order_key` ''). Creates nothing.
	 *
	 * @return array
	 */
	public static function get_draft() {
		return Kassa_Store_Session::locked(
			static function () {
				$state = Kassa_Store_Routes::load_state();
				$cart  = Kassa_Store_Totals::calculate( $state );
				$order = self::pending_order( $state );
				if ( $order && $cart['lines'] ) {
					$order = Kassa_Store_Orders::save( self::order_from_cart( $order, $state, $cart, (int) $order['customer_id'] ) );
					return Kassa_Store_Orders::response( $order, array( 'status' => '' ) );
				}
				return self::no_order_response( $state, $cart );
			}
		);
	}

	/**
	 * PUT /checkout, as in WooCommerce 11 before an order exists: the contact and order fields
	 * posted (checked as at checkout, but only those posted), the order note and the payment
	 * method are kept with the shopper's session, and the answer is GET's.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array
	 */
	public static function update_draft( WP_REST_Request $request ) {
		return Kassa_Store_Session::locked(
			static function () use ( $request ) {
				$state                      = Kassa_Store_Routes::load_state();
				$state['additional_fields'] = array_merge( $state['additional_fields'], self::validate_fields( $request, false, true ) );
				if ( isset( $request['order_notes'] ) ) {
					$state['customer_note'] = self::customer_note( $request['order_notes'] );
				}
				if ( isset( $request['payment_method'] ) && array_key_exists( (string) $request['payment_method'], Kassa_Store_Payments::gateways() ) ) {
					$state['chosen_payment_method'] = (string) $request['payment_method'];
				}
				Kassa_Store_Session::save( $state );
				return self::no_order_response( $state, Kassa_Store_Totals::calculate( $state ) );
			}
		);
	}

	/**
	 * What the shopper's session kept for the checkout page (Kassa's `kassa_preload_checkout`
	 * filter): the contact and order fields and the order note, as GET /checkout answers them.
	 *
	 * @param array|null $checkout What another filter gave, or null.
	 * @return array|null
	 */
	public static function preload( $checkout ) {
		return null === $checkout ? self::kept( Kassa_Store_Routes::load_state() ) : $checkout;
	}

	/**
	 * The contact and order fields (of the shop's current fields) and the note a state keeps.
	 *
	 * @param array $state State.
	 * @return array{additional_fields: array, customer_note: string}
	 */
	private static function kept( array $state ) {
		return array(
			'additional_fields' => array_intersect_key( $state['additional_fields'], array_flip( wp_list_pluck( self::fields_in( array( 'contact', 'order' ) ), 'key' ) ) ),
			'customer_note'     => $state['customer_note'],
		);
	}

	/**
	 * A customer note as WooCommerce keeps one: plain text, at most 5000 characters.
	 *
	 * @param mixed $note Posted note.
	 * @return string
	 */
	private static function customer_note( $note ) {
		return mb_substr( sanitize_textarea_field( is_scalar( $note ) ? (string) $note : '' ), 0, 5000 );
	}

	/**
	 * The checkout response of a session with no order yet.
	 *
	 * @param array $state State.
	 * @param array $cart  Calculated cart.
	 * @return array
	 */
	private static function no_order_response( array $state, array $cart ) {
		$kept = self::kept( $state );
		return array(
			'order_id'           => 0,
			'status'             => 'checkout-draft',
			'order_key'          => '',
			'order_number'       => '0',
			'customer_note'      => $kept['customer_note'],
			'customer_id'        => get_current_user_id(),
			'billing_address'    => Kassa_Store_Address::response( $state['billing_address'], true ),
			'shipping_address'   => Kassa_Store_Address::response( $state['shipping_address'], false ),
			'payment_method'     => self::chosen_payment_method( $state ),
			'payment_result'     => null,
			'additional_fields'  => (object) $kept['additional_fields'],
			'__experimentalCart' => Kassa_Store_Cart_Schema::cart( $cart ),
			'extensions'         => new stdClass(),
		);
	}

	/**
	 * The payment method the shopper last chose, while the shop still has it; else the shop's
	 * first.
	 *
	 * @param array $state State.
	 * @return string
	 */
	private static function chosen_payment_method( array $state ) {
		$gateways = array_keys( Kassa_Store_Payments::gateways() );
		$chosen   = (string) ( $state['chosen_payment_method'] ?? '' );
		return in_array( $chosen, $gateways, true ) ? $chosen : (string) reset( $gateways );
	}

	/**
	 * The session's order from an earlier attempt that is still to be paid, if any.
	 *
	 * @param array $state State.
	 * @return array|null
	 */
	private static function pending_order( array $state ) {
		$order = $state['draft_order'] ? Kassa_Store_Orders::get( $state['draft_order'] ) : null;
		return $order && in_array( $order['status'], array( 'pending', 'failed' ), true ) ? $order : null;
	}

	/**
	 * POST /checkout: places the order.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array
	 */
	public static function place( WP_REST_Request $request ) {
		return Kassa_Store_Session::locked(
			static function () use ( $request ) {
				return self::place_locked( $request );
			}
		);
	}

	/**
	 * Places the order while the session is locked.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array
	 * @throws Kassa_Store_Exception When the order cannot be placed.
	 */
	private static function place_locked( WP_REST_Request $request ) {
		$state = Kassa_Store_Routes::load_state();
		$cart  = Kassa_Store_Totals::calculate( $state );
		$extra = self::validate_fields( $request, $cart['needs_shipping'] );
		self::check_can_place();
		if ( ! $cart['lines'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_empty', 'Cannot place an order, your cart is empty.', 409, array( 'cart' => Kassa_Store_Cart_Schema::cart( $cart ) ) );
		}
		$state = self::customer_from_request( $state, $request, $cart['needs_shipping'] );
		$cart  = Kassa_Store_Totals::calculate( $state );

		$order                      = self::order_from_cart( self::pending_order( $state ) ?? self::new_order(), $state, $cart, get_current_user_id() );
		$order['customer_note']     = self::customer_note( $request['customer_note'] );
		$order['additional_fields'] = $extra;
		$order                      = self::payment_method( $order, (string) $request['payment_method'], $cart );
		if ( '' !== $order['payment_method'] ) {
			$state['chosen_payment_method'] = $order['payment_method'];
		}
		$order = self::maybe_create_account( $order, $request );
		self::validate_order( $order, $state, $cart );

		$order['status']      = 'pending';
		$order                = Kassa_Store_Orders::save( $order );
		$state['draft_order'] = $order['id'];
		Kassa_Store_Routes::save_state( $state );

		Kassa_Store_Catalog::take_stock( $order );
		$payment         = self::pay( $order, $request );
		$order['status'] = $payment['order_status'];
		$order           = Kassa_Store_Orders::save( $order );
		if ( 'success' !== $payment['status'] ) {
			Kassa_Store_Catalog::return_stock( $order );
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_process_payment_error', esc_html( $payment['message'] ), 400 );
		}
		return self::finish( $order, $state );
	}

	/**
	 * Takes payment (an order with nothing to pay is paid at once).
	 *
	 * @param array           $order   Order.
	 * @param WP_REST_Request $request Request.
	 * @return array{status: string, order_status: string, message: string}
	 */
	private static function pay( array $order, WP_REST_Request $request ) {
		if ( '' === $order['payment_method'] ) {
			return array(
				'status'       => 'success',
				'order_status' => 'processing',
				'message'      => '',
			);
		}
		return Kassa_Store_Payments::process( $order['payment_method'], self::payment_data( $request['payment_data'] ), $order );
	}

	/**
	 * After a successful payment: the sale counts, the cart is spent (addresses stay for the next
	 * order), a customer's addresses are saved to their account.
	 *
	 * @param array $order Order.
	 * @param array $state State.
	 * @return array The response.
	 */
	private static function finish( array $order, array $state ) {
		Kassa_Store_Catalog::record_sales( $order );
		$state['items']         = array();
		$state['coupons']       = array();
		$state['chosen_rates']  = array();
		$state['package_rates'] = array();
		$state['draft_order']   = 0;
		Kassa_Store_Session::save( $state );
		if ( $order['customer_id'] ) {
			update_user_meta( $order['customer_id'], '_kassa_billing_address', $order['billing_address'] );
			update_user_meta( $order['customer_id'], '_kassa_shipping_address', $order['shipping_address'] );
		}
		return Kassa_Store_Orders::response(
			$order,
			array(
				'status'  => 'success',
				'details' => array(
					'result'   => 'success',
					'redirect' => Kassa_Store_Orders::received_url( $order ),
				),
			)
		);
	}

	/**
	 * Checks the shop's additional fields the request posts, as WooCommerce does after the
	 * arguments: a select's value must be one of its options, a pattern must match; a required
	 * one must be there (unless the request is partial: PUT). Address fields are checked in the
	 * posted addresses (the shipping one only when something ships), contact and order fields
	 * in `additional_fields`.
	 *
	 * @param WP_REST_Request $request        Request.
	 * @param bool            $needs_shipping Whether the cart ships.
	 * @param bool            $partial        Whether only the fields posted are checked.
	 * @return array The posted contact and order fields, cleaned.
	 * @throws Kassa_Store_Exception 400 rest_invalid_param for the first parameter with a problem.
	 */
	private static function validate_fields( WP_REST_Request $request, $needs_shipping, $partial = false ) {
		$params = array(
			'billing_address'   => array( 'address' ),
			'shipping_address'  => array( 'address' ),
			'additional_fields' => array( 'contact', 'order' ),
		);
		if ( ! $needs_shipping || $partial ) {
			unset( $params['shipping_address'] );
		}
		if ( $partial ) {
			unset( $params['billing_address'] );
		}
		$errors = array();
		$clean  = array();
		foreach ( $params as $param => $locations ) {
			$values = is_array( $request[ $param ] ) ? $request[ $param ] : array();
			foreach ( self::fields_in( $locations ) as $field ) {
				if ( ! array_key_exists( $field['key'], $values ) && ( $partial || ! $field['required'] ) ) {
					continue;
				}
				$posted = $values[ $field['key'] ] ?? '';
				$value  = is_scalar( $posted ) ? trim( sanitize_text_field( (string) $posted ) ) : '';
				$error  = self::field_error( $field, $value, $field['location'] );
				if ( $error ) {
					$errors[ $param ] = $errors[ $param ] ?? $error;
				} elseif ( 'additional_fields' === $param ) {
					$clean[ $field['key'] ] = 'checkbox' === $field['type'] ? (bool) $posted : $value;
				}
			}
		}
		if ( $errors ) {
			throw Kassa_Store_Address::invalid_params( $errors );
		}
		return $clean;
	}

	/**
	 * The shop's additional fields in some locations.
	 *
	 * @param string[] $locations address, contact, order.
	 * @return array[]
	 */
	private static function fields_in( array $locations ) {
		return array_filter(
			Kassa_Store_Fields::additional_fields(),
			static function ( $field ) use ( $locations ) {
				return in_array( $field['location'], $locations, true );
			}
		);
	}

	/**
	 * What is wrong with an additional field's value, or null.
	 *
	 * @param array  $field    Field.
	 * @param string $value    Value.
	 * @param string $location Where the field is (address, order).
	 * @return WP_Error|null
	 */
	private static function field_error( $field, $value, $location ) {
		$data = array(
			'location' => $location,
			'key'      => $field['key'],
		);
		if ( '' === $value ) {
			/* translators: %s: field label */
			return $field['required'] ? new WP_Error( 'woocommerce_required_checkout_field', sprintf( __( '%s is required', 'kassa' ), $field['label'] ), $data ) : null;
		}
		if ( 'select' === $field['type'] ) {
			$valid = rest_validate_value_from_schema(
				$value,
				array(
					'type' => 'string',
					'enum' => array_merge( wp_list_pluck( $field['options'], 'value' ), $field['required'] ? array() : array( '' ) ),
				),
				$field['key']
			);
			if ( is_wp_error( $valid ) ) {
				return new WP_Error( $valid->get_error_code(), $valid->get_error_message(), $data );
			}
		}
		// The demo's fields write their validation as a pattern (of a JSON Schema) alone.
		if ( ! empty( $field['validation']['pattern'] ) && ! preg_match( '/' . str_replace( '/', '\/', $field['validation']['pattern'] ) . '/', $value ) ) {
			return new WP_Error( 'woocommerce_invalid_checkout_field', $field['validation']['errorMessage'], $data );
		}
		return null;
	}

	/**
	 * Refuses a guest when the shop takes neither guest orders nor new accounts at checkout.
	 *
	 * @throws Kassa_Store_Exception 403 woocommerce_rest_guest_checkout_disabled.
	 */
	private static function check_can_place() {
		if ( ! is_user_logged_in() && ! Kassa_Store_Settings::get( 'guest_checkout' ) && ! Kassa_Store_Settings::get( 'account_creation' ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_guest_checkout_disabled', 'You must be logged in to checkout.', 403 );
		}
	}

	/**
	 * The customer's addresses updated with the posted fields (only those posted; while nothing
	 * ships, the shipping address follows the billing one).
	 *
	 * @param array           $state          State.
	 * @param WP_REST_Request $request        Request.
	 * @param bool            $needs_shipping Whether the cart ships.
	 * @return array
	 */
	private static function customer_from_request( array $state, WP_REST_Request $request, $needs_shipping ) {
		$billing                   = is_array( $request['billing_address'] ) ? $request['billing_address'] : array();
		$shipping                  = $needs_shipping ? ( is_array( $request['shipping_address'] ) ? $request['shipping_address'] : array() ) : array_diff_key( $billing, array( 'email' => '' ) );
		$state['billing_address']  = array_merge( $state['billing_address'], $billing );
		$state['shipping_address'] = array_merge( $state['shipping_address'], array_intersect_key( $shipping, Kassa_Store_Address::blank( false ) ) );
		return $state;
	}

	/**
	 * Sets the order's payment method: none when nothing is to be paid.
	 *
	 * @param array  $order  Order.
	 * @param string $method Posted payment method.
	 * @param array  $cart   Calculated cart.
	 * @return array
	 * @throws Kassa_Store_Exception When the method is not available for this order, or none is
	 *                               given for an order that needs paying.
	 */
	private static function payment_method( array $order, $method, array $cart ) {
		$gateways = Kassa_Store_Payments::gateways();
		if ( '' !== $method && ! in_array( $method, $cart['payment_methods'], true ) ) {
			/* translators: %s: payment method title */
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_payment_method_disabled', sprintf( esc_html__( '%s is not available for this order—please choose a different payment method', 'kassa' ), esc_html( $gateways[ $method ]['title'] ?? $method ) ), 400 );
		}
		if ( '' === $method && $cart['needs_payment'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.', 400 );
		}
		$method                          = $cart['needs_payment'] ? $method : '';
		$order['payment_method']         = $method;
		$order['payment_method_title']   = '' === $method ? '' : $gateways[ $method ]['title'];
		return $order;
	}

	/**
	 * Creates the customer's account when asked (and the shop allows it, or requires it of
	 * guests), logs them in and makes the order theirs, as WooCommerce does before it checks the
	 * order (the account stays even if the order then fails).
	 *
	 * @param array           $order   Order.
	 * @param WP_REST_Request $request Request.
	 * @return array
	 * @throws Kassa_Store_Exception When the account cannot be created.
	 */
	private static function maybe_create_account( array $order, WP_REST_Request $request ) {
		$wanted = $request['create_account'] || ! Kassa_Store_Settings::get( 'guest_checkout' );
		if ( is_user_logged_in() || ! $wanted || ! Kassa_Store_Settings::get( 'account_creation' ) ) {
			return $order;
		}
		$user = self::create_account( $order['billing_address'], (string) $request['customer_password'] );
		// Log the new customer in, as WooCommerce does; the nonce in this response is theirs.
		wp_set_current_user( $user );
		wp_set_auth_cookie( $user );
		$order['customer_id'] = $user;
		return $order;
	}

	/**
	 * Checks the order before payment, as WooCommerce does: an email, a shipping rate selected in
	 * every package, a billing country the shop sells to and (unless every package is collected)
	 * a shipping country it ships to, then the required fields of each address.
	 *
	 * @param array $order Order.
	 * @param array $state State.
	 * @param array $cart  Calculated cart.
	 * @throws Kassa_Store_Exception With the first problem.
	 */
	private static function validate_order( array $order, array $state, array $cart ) {
		$billing  = $state['billing_address'];
		$shipping = $state['shipping_address'];
		if ( '' === trim( $billing['email'] ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_missing_email_address', 'A valid email address is required', 400 );
		}
		if ( ! is_email( $billing['email'] ) ) {
			/* translators: %s: the email given */
			throw new Kassa_Store_Exception( 'woocommerce_rest_invalid_email_address', sprintf( __( 'The provided email address (%s) is not valid—please provide a valid email address', 'kassa' ), esc_html( $billing['email'] ) ), 400 );
		}
		$pickup_only = true;
		foreach ( $cart['packages'] as $package ) {
			$selected = wp_list_filter( $package['rates'], array( 'selected' => true ) );
			if ( ! $selected ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_invalid_shipping_option', 'Sorry, this order requires a shipping option.', 400 );
			}
			$pickup_only = $pickup_only && 'pickup_location' === reset( $selected )['method_id'];
		}
		$countries = Kassa_Store_Locale::countries();
		if ( $cart['needs_shipping'] && ! $pickup_only && ! in_array( $shipping['country'], Kassa_Store_Locale::shipping_countries(), true ) ) {
			/* translators: %s: country name */
			throw self::country_error( __( 'Sorry, we do not ship orders to the provided country (%s)', 'kassa' ), $countries[ $shipping['country'] ] ?? $shipping['country'], Kassa_Store_Locale::shipping_countries() );
		}
		if ( ! in_array( $billing['country'], Kassa_Store_Locale::allowed_countries(), true ) ) {
			/* translators: %s: country name */
			throw self::country_error( __( 'Sorry, we do not allow orders from the provided country (%s)', 'kassa' ), $countries[ $billing['country'] ] ?? $billing['country'], Kassa_Store_Locale::allowed_countries() );
		}
		$missing = array();
		if ( $cart['needs_shipping'] ) {
			$missing['shipping'] = self::missing_fields( $shipping, false );
		}
		$missing['billing'] = self::missing_fields( $billing, true );
		$missing            = array_filter( $missing );
		if ( $missing ) {
			$first = key( $missing );
			throw new Kassa_Store_Exception(
				'woocommerce_rest_invalid_address',
				/* translators: 1: billing address or shipping address, 2: the problems */
				sprintf( esc_html__( 'There was a problem with the provided %1$s: %2$s', 'kassa' ), 'shipping' === $first ? 'shipping address' : 'billing address', esc_html( implode( ', ', $missing[ $first ] ) ) ),
				400,
				array( 'errors' => $missing )
			);
		}
	}

	/**
	 * The error for a country the shop does not sell or ship to.
	 *
	 * @param string   $format  Message with %s for the country's name.
	 * @param string   $name    Country name.
	 * @param string[] $allowed The countries that are allowed.
	 * @return Kassa_Store_Exception
	 */
	private static function country_error( $format, $name, array $allowed ) {
		return new Kassa_Store_Exception( 'woocommerce_rest_invalid_address_country', sprintf( esc_html( $format ), esc_html( $name ) ), 400, array( 'allowed_countries' => array_values( $allowed ) ) );
	}

	/**
	 * The required fields an address leaves empty ("First name is required", ...), by the
	 * address form of its country.
	 *
	 * @param array $address Address.
	 * @param bool  $billing Whether it is the billing address.
	 * @return string[]
	 */
	private static function missing_fields( array $address, $billing ) {
		$missing = array();
		foreach ( Kassa_Store_Fields::fields_for( $address['country'] ) as $key => $field ) {
			if ( 'email' === $key || ! $field['required'] || $field['hidden'] ) {
				continue;
			}
			if ( '' === trim( (string) ( $address[ $key ] ?? '' ) ) ) {
				/* translators: %s: field label */
				$missing[] = sprintf( __( '%s is required', 'kassa' ), $field['label'] );
			}
		}
		return $missing;
	}

	/**
	 * A new, empty order.
	 *
	 * @return array
	 */
	private static function new_order() {
		return array(
			'key'                  => Kassa_Store_Orders::new_key(),
			'status'               => 'checkout-draft',
			'created'              => time(),
			'customer_note'        => '',
			'payment_method'       => '',
			'payment_method_title' => '',
			'additional_fields'    => array(),
		);
	}

	/**
	 * An order brought up to date with the cart and the customer's addresses.
	 *
	 * @param array $order       Order.
	 * @param array $state       State.
	 * @param array $cart        Calculated cart.
	 * @param int   $customer_id Customer.
	 * @return array
	 */
	private static function order_from_cart( array $order, array $state, array $cart, $customer_id ) {
		$items = array();
		foreach ( $cart['lines'] as $line ) {
			$items[] = array(
				'product_id' => $line['product']['id'],
				'name'       => $line['product']['name'],
				'sku'        => $line['product']['sku'],
				'quantity'   => $line['quantity'],
				'variation'  => Kassa_Store_Cart_Schema::variation( $line['product'] ),
				'line_total' => $line['total'],
				'line_tax'   => $line['total_tax'],
			);
		}
		$shipping_lines = array();
		foreach ( $cart['packages'] as $package ) {
			foreach ( $package['rates'] as $rate ) {
				if ( $rate['selected'] ) {
					$shipping_lines[] = array(
						'package_id' => $package['package_id'],
						'rate_id'    => $rate['rate_id'],
						'name'       => $rate['name'],
						'total'      => $rate['price'],
						'tax'        => $rate['taxes'],
					);
				}
			}
		}
		return array_merge(
			$order,
			array(
				'customer_id'      => (int) $customer_id,
				'session'          => Kassa_Store_Session::id(),
				'billing_address'  => $state['billing_address'],
				'shipping_address' => $state['shipping_address'],
				'items'            => $items,
				'coupons'          => wp_list_pluck( $cart['coupons'], 'code' ),
				'fees'             => $cart['fees'],
				'shipping_lines'   => $shipping_lines,
				'totals'           => $cart['totals'],
			)
		);
	}

	/**
	 * payment_data as a key => value map (values as text, as WooCommerce cleans them).
	 *
	 * @param mixed $posted List of { key, value }.
	 * @return array
	 */
	private static function payment_data( $posted ) {
		$data = array();
		foreach ( is_array( $posted ) ? $posted : array() as $pair ) {
			if ( is_array( $pair ) && isset( $pair['key'] ) && is_scalar( $pair['key'] ) && array_key_exists( 'value', $pair ) ) {
				$data[ sanitize_key( (string) $pair['key'] ) ] = is_scalar( $pair['value'] ) ? sanitize_text_field( (string) $pair['value'] ) : '';
			}
		}
		return $data;
	}

	/**
	 * Creates the customer's account at checkout (as WooCommerce's new customers: the email is
	 * the login's base; without a password one is made up).
	 *
	 * @param array  $billing  Billing address.
	 * @param string $password Chosen password.
	 * @return int User id.
	 * @throws Kassa_Store_Exception When the account cannot be created.
	 */
	private static function create_account( array $billing, $password ) {
		if ( email_exists( $billing['email'] ) ) {
			/* translators: %s: email address */
			throw new Kassa_Store_Exception( 'registration-error-email-exists', esc_html( sprintf( __( 'An account is already registered with %s. Please log in or use a different email address.', 'kassa' ), $billing['email'] ) ), 400 );
		}
		if ( ! is_email( $billing['email'] ) ) {
			throw new Kassa_Store_Exception( 'registration-error-invalid-email', 'Please provide a valid email address.', 400 );
		}
		$login = sanitize_user( strtok( $billing['email'], '@' ), true );
		$login = '' === $login ? 'customer' : $login;
		$base  = $login;
		for ( $i = 1; username_exists( $login ); $i++ ) {
			$login = $base . $i;
		}
		$user = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $billing['email'],
				'user_pass'  => '' === $password ? wp_generate_password() : $password,
				'first_name' => $billing['first_name'],
				'last_name'  => $billing['last_name'],
				'role'       => get_role( 'customer' ) ? 'customer' : 'subscriber',
			)
		);
		if ( is_wp_error( $user ) ) {
			throw new Kassa_Store_Exception( $user->get_error_code(), esc_html( $user->get_error_message() ), 400 );
		}
		return (int) $user;
	}
}
