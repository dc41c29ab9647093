<?php
/**
 * Checkout: validates the posted order (addresses, shipping choice, payment method, account),
 * turns the cart into an order, takes payment and empties the cart. Runs under the session lock
 * and empties the cart only once payment succeeded, so a repeated POST of the same cart finds an
 * empty cart and never creates a second paid order.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * The checkout.
 */
class Kassa_Store_Checkout {

	/**
	 * The shopper's draft order (created from the cart if there is none), for GET /checkout.
	 *
	 * @return array
	 */
	public static function get_draft() {
		return Kassa_Store_Session::locked(
			static function () {
				$state = Kassa_Store_Routes::load_state();
				$cart  = Kassa_Store_Totals::calculate( $state );
				if ( ! $cart['lines'] ) {
					throw new Kassa_Store_Exception( 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.', 400 );
				}
				$order                = Kassa_Store_Orders::save( self::draft_for( $state, $cart, get_current_user_id() ) );
				$state['draft_order'] = $order['id'];
				Kassa_Store_Session::save( $state );
				return Kassa_Store_Orders::response( $order, null );
			}
		);
	}

	/**
	 * Places the order.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: array, 1: int} Response body and status.
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
		if ( ! $state['items'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.', 400 );
		}
		$billing = Kassa_Store_Cart::match_state( array_merge( $state['billing_address'], Kassa_Store_Cart::sanitize_address( $request['billing_address'], true ) ) );
		$posted  = $request['shipping_address'];
		if ( is_array( $posted ) && $posted ) {
			$shipping = Kassa_Store_Cart::match_state( array_merge( $state['shipping_address'], Kassa_Store_Cart::sanitize_address( $posted, false ) ) );
		} else {
			$shipping = array_intersect_key( $billing, Kassa_Store_Cart::empty_address( false ) );
		}
		$state['billing_address']  = $billing;
		$state['shipping_address'] = $shipping;
		$cart                      = Kassa_Store_Totals::calculate( $state );

		self::validate_address( 'billing_address', $billing, Kassa_Store_Locale::allowed_countries(), 'Sorry, we do not allow orders from the provided country (%s)' );
		if ( $cart['needs_shipping'] ) {
			$pickup_only = true;
			foreach ( $cart['packages'] as $package ) {
				$selected = array_values( wp_list_filter( $package['rates'], array( 'selected' => true ) ) );
				if ( ! $selected ) {
					throw new Kassa_Store_Exception( 'woocommerce_rest_invalid_shipping_option', 'Sorry, this order requires a shipping option.', 400 );
				}
				// Collection counts only when the shopper chose it: a pickup rate that is selected
				// merely because it is the only one left (an address we cannot ship to) does not.
				$chosen      = $state['chosen_rates'][ $package['package_id'] ] ?? '';
				$pickup_only = $pickup_only && 'pickup_location' === $selected[0]['method_id'] && $chosen === $selected[0]['rate_id'];
			}
			if ( ! $pickup_only ) {
				self::validate_address( 'shipping_address', $shipping, Kassa_Store_Locale::shipping_countries(), 'Sorry, we do not ship orders to the provided country (%s)' );
				if ( $cart['errors'] ) {
					throw new Kassa_Store_Exception( $cart['errors'][0]['code'], $cart['errors'][0]['message'], 400 );
				}
			}
		}
		$additional = self::validate_additional_fields( $request['additional_fields'] );

		$method = is_string( $request['payment_method'] ) ? sanitize_key( $request['payment_method'] ) : '';
		if ( $cart['needs_payment'] ) {
			if ( '' === $method ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.', 400 );
			}
			if ( ! in_array( $method, $cart['payment_methods'], true ) ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_payment_method_disabled', 'This payment gateway is not available.', 400 );
			}
		} else {
			$method = '';
		}
		if ( null !== $request['expected_total'] && (string) $request['expected_total'] !== (string) $cart['totals']['total_price'] ) {
			throw new Kassa_Store_Exception(
				'woocommerce_rest_checkout_total_mismatch',
				'The order total has changed. Please review your order before placing it.',
				409,
				array(
					'expected_total' => (string) $cart['totals']['total_price'],
					'cart'           => Kassa_Store_Cart_Schema::cart( $cart ),
				)
			);
		}

		$customer_id = get_current_user_id();
		$new_user    = 0;
		if ( ! $customer_id ) {
			if ( $request['create_account'] && Kassa_Store_Settings::get( 'account_creation' ) ) {
				$new_user    = self::create_account( $billing, (string) $request['customer_password'] );
				$customer_id = $new_user;
			} elseif ( ! Kassa_Store_Settings::get( 'guest_checkout' ) ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_guest_checkout_disabled', 'You must be logged in to checkout.', 403 );
			}
		}

		$order                     = self::draft_for( $state, $cart, $customer_id );
		$order['customer_note']    = mb_substr( sanitize_textarea_field( (string) $request['customer_note'] ), 0, 5000 );
		$order['payment_method']   = $method;
		$order['additional_fields'] = $additional;
		$gateways                  = Kassa_Store_Payments::gateways();
		$order['payment_method_title'] = '' === $method ? 'No payment needed' : $gateways[ $method ]['title'];
		$order['status']           = 'pending';
		$order                     = Kassa_Store_Orders::save( $order );
		$state['draft_order']      = $order['id'];
		Kassa_Store_Session::save( $state );

		$payment = array(
			'status'       => 'success',
			'order_status' => 'processing',
			'message'      => '',
			'details'      => array(),
		);
		if ( '' !== $method ) {
			$payment = Kassa_Store_Payments::process( $method, self::payment_data( $request['payment_data'] ), $customer_id );
		}
		$order['status'] = $payment['order_status'];
		$order           = Kassa_Store_Orders::save( $order );
		if ( 'success' !== $payment['status'] ) {
			if ( $new_user ) {
				// The account comes with a placed order; a failed payment leaves no half-made account.
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $new_user );
				$order['customer_id'] = 0;
				Kassa_Store_Orders::save( $order );
			}
			throw new Kassa_Store_Exception(
				'woocommerce_rest_checkout_process_payment_error',
				$payment['message'],
				402,
				array(
					'payment_result' => array(
						'payment_status'  => 'failure',
						'payment_details' => array(),
						'redirect_url'    => '',
					),
				)
			);
		}

		// Paid: the cart is spent. Addresses stay for the next order.
		$state['items']        = array();
		$state['coupons']      = array();
		$state['chosen_rates'] = array();
		$state['draft_order']  = 0;
		Kassa_Store_Session::save( $state );
		if ( $customer_id ) {
			update_user_meta( $customer_id, '_kassa_billing_address', $billing );
			update_user_meta( $customer_id, '_kassa_shipping_address', $shipping );
		}
		if ( $new_user ) {
			// Log the new customer in, as WooCommerce does; the nonce in this response is theirs.
			wp_set_current_user( $new_user );
			wp_set_auth_cookie( $new_user );
		}
		return Kassa_Store_Orders::response( $order, $payment );
	}

	/**
	 * The session's draft order brought up to date with the cart (or a new one).
	 *
	 * @param array $state       State.
	 * @param array $cart        Calculated cart.
	 * @param int   $customer_id Customer.
	 * @return array
	 */
	private static function draft_for( array $state, array $cart, $customer_id ) {
		$order = $state['draft_order'] ? Kassa_Store_Orders::get( $state['draft_order'] ) : null;
		if ( ! $order || in_array( $order['status'], Kassa_Store_Orders::PLACED, true ) ) {
			$order = array(
				'key'                  => Kassa_Store_Orders::new_key(),
				'status'               => 'checkout-draft',
				'created'              => time(),
				'customer_note'        => '',
				'payment_method'       => '',
				'payment_method_title' => '',
				'additional_fields'    => array(),
			);
		}
		$items = array();
		foreach ( $cart['lines'] as $line ) {
			$items[] = array(
				'product_id' => $line['product']['id'],
				'name'       => $line['product']['name'],
				'sku'        => $line['product']['sku'],
				'quantity'   => $line['quantity'],
				'variation'  => Kassa_Store_Cart_Schema::item( $line, $cart['tax'] )['variation'],
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
	 * Checks an address's required fields and country; throws the contract's rest_invalid_param
	 * error (mapped by the blocks to the billing/shipping notice context).
	 *
	 * @param string   $param     billing_address or shipping_address.
	 * @param array    $address   Address.
	 * @param string[] $countries Allowed countries.
	 * @param string   $not_allowed Message for a country outside them.
	 * @throws Kassa_Store_Exception When it is not valid.
	 */
	private static function validate_address( $param, array $address, array $countries, $not_allowed ) {
		$problem = null;
		$code    = 'invalid_address';
		if ( '' !== $address['country'] && ! in_array( $address['country'], $countries, true ) ) {
			$problem = sprintf( $not_allowed, $address['country'] );
			$code    = 'invalid_country';
		}
		if ( null === $problem ) {
			foreach ( Kassa_Store_Fields::fields_for( $address['country'] ) as $key => $field ) {
				if ( 'email' === $key && 'billing_address' !== $param ) {
					continue;
				}
				if ( $field['required'] && ! $field['hidden'] && '' === trim( (string) ( $address[ $key ] ?? '' ) ) ) {
					$problem = sprintf( '%s is required', $field['label'] );
					$code    = 'invalid_' . $key;
					break;
				}
			}
		}
		if ( null === $problem && 'billing_address' === $param && ! is_email( $address['email'] ) ) {
			$problem = 'The provided email address is not valid';
			$code    = 'invalid_email';
		}
		if ( null === $problem ) {
			$states = Kassa_Store_Locale::states();
			if ( '' !== $address['state'] && ! empty( $states[ $address['country'] ] ) && ! isset( $states[ $address['country'] ][ $address['state'] ] ) ) {
				$problem = sprintf( 'The provided state (%s) is not valid', $address['state'] );
				$code    = 'invalid_state';
			}
		}
		if ( null === $problem ) {
			return;
		}
		$label = 'billing_address' === $param ? 'billing' : 'shipping';
		throw new Kassa_Store_Exception(
			'rest_invalid_param',
			sprintf( 'Invalid parameter(s): %s', $param ),
			400,
			array(
				'params'  => array( $param => sprintf( 'There was a problem with the provided %1$s address: %2$s', $label, $problem ) ),
				'details' => array(
					$param => array(
						'code'    => $code,
						'message' => $problem,
						'data'    => null,
					),
				),
			)
		);
	}

	/**
	 * Checks the shop's additional fields; unknown keys are dropped.
	 *
	 * @param mixed $posted Posted additional_fields.
	 * @return array Clean values.
	 * @throws Kassa_Store_Exception When a value is not valid.
	 */
	private static function validate_additional_fields( $posted ) {
		$posted = is_array( $posted ) ? $posted : array();
		$clean  = array();
		foreach ( Kassa_Store_Fields::additional_fields() as $field ) {
			$value = isset( $posted[ $field['key'] ] ) && is_scalar( $posted[ $field['key'] ] ) ? sanitize_text_field( (string) $posted[ $field['key'] ] ) : '';
			$error = null;
			if ( '' === $value ) {
				$error = $field['required'] ? sprintf( '%s is required', $field['label'] ) : null;
			} elseif ( 'select' === $field['type'] && ! in_array( $value, wp_list_pluck( $field['options'], 'value' ), true ) ) {
				$error = sprintf( 'Please select a valid option for %s', $field['label'] );
			} elseif ( ! empty( $field['validation']['pattern'] ) && ! preg_match( '/' . str_replace( '/', '\/', $field['validation']['pattern'] ) . '/', $value ) ) {
				$error = $field['validation']['message'];
			}
			if ( null !== $error ) {
				throw new Kassa_Store_Exception(
					'rest_invalid_param',
					'Invalid parameter(s): additional_fields',
					400,
					array(
						'params'  => array( 'additional_fields' => $error ),
						'details' => array(
							'additional_fields' => array(
								'code'    => 'invalid_' . $field['key'],
								'message' => $error,
								'data'    => null,
							),
						),
					)
				);
			}
			if ( '' !== $value ) {
				$clean[ $field['key'] ] = $value;
			}
		}
		return $clean;
	}

	/**
	 * payment_data as a key => value map.
	 *
	 * @param mixed $posted List of { key, value }.
	 * @return array
	 */
	private static function payment_data( $posted ) {
		$data = array();
		foreach ( is_array( $posted ) ? $posted : array() as $pair ) {
			if ( is_array( $pair ) && isset( $pair['key'] ) && is_scalar( $pair['key'] ) && array_key_exists( 'value', $pair ) ) {
				$value                                  = $pair['value'];
				$data[ sanitize_text_field( (string) $pair['key'] ) ] = is_scalar( $value ) ? ( is_string( $value ) ? sanitize_text_field( $value ) : $value ) : '';
			}
		}
		return $data;
	}

	/**
	 * Creates the customer's account at checkout.
	 *
	 * @param array  $billing  Billing address.
	 * @param string $password Chosen password.
	 * @return int User id.
	 * @throws Kassa_Store_Exception When the account cannot be created.
	 */
	private static function create_account( array $billing, $password ) {
		if ( email_exists( $billing['email'] ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_create_account_failure', 'An account is already registered with your email address. Please log in before proceeding.', 400 );
		}
		if ( '' === $password ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_create_account_failure', 'Please enter an account password.', 400 );
		}
		$login = sanitize_user( strtok( $billing['email'], '@' ), true );
		$login = '' === $login ? 'customer' : $login;
		$base  = $login;
		for ( $i = 2; username_exists( $login ); $i++ ) {
			$login = $base . $i;
		}
		$user = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $billing['email'],
				'user_pass'  => $password,
				'first_name' => $billing['first_name'],
				'last_name'  => $billing['last_name'],
				'role'       => get_role( 'customer' ) ? 'customer' : 'subscriber',
			)
		);
		if ( is_wp_error( $user ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_checkout_create_account_failure', wp_strip_all_tags( $user->get_error_message() ), 400 );
		}
		return (int) $user;
	}
}
