<?php
/**
 * Cart operations on a session's state: add, update and remove lines, coupons, customer
 * addresses, shipping rate choice and extension data. Each operation validates its input and
 * throws a Kassa_Store_Exception with the Store API's code and message when it must refuse.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Cart state changes.
 */
class Kassa_Store_Cart {

	const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * Fills in every member the state should have.
	 *
	 * @param array $state Stored state.
	 * @return array
	 */
	public static function normalise_state( array $state ) {
		$state = array_merge(
			array(
				'items'            => array(),
				'coupons'          => array(),
				'billing_address'  => array(),
				'shipping_address' => array(),
				'chosen_rates'     => array(),
				'extensions'       => array(),
				'draft_order'      => 0,
			),
			$state
		);
		foreach ( array( 'items', 'coupons', 'billing_address', 'shipping_address', 'chosen_rates', 'extensions' ) as $key ) {
			if ( ! is_array( $state[ $key ] ) ) {
				$state[ $key ] = array();
			}
		}
		$state['billing_address']  = array_merge( self::empty_address( true ), $state['billing_address'] );
		$state['shipping_address'] = array_merge( self::empty_address( false ), $state['shipping_address'] );
		return $state;
	}

	/**
	 * An address with every field blank.
	 *
	 * @param bool $billing Whether it is a billing address (adds email).
	 * @return array
	 */
	public static function empty_address( $billing ) {
		$address = array_fill_keys( self::ADDRESS_FIELDS, '' );
		if ( $billing ) {
			$address['email'] = '';
		}
		return $address;
	}

	/**
	 * Sanitises posted address fields: known keys only, plain text, country and postcode
	 * upper-cased, a typed state matched to its code (SPEC.md §5).
	 *
	 * @param mixed $input   Posted address (partial).
	 * @param bool  $billing Whether it is a billing address.
	 * @return array Only the keys that were posted.
	 */
	public static function sanitize_address( $input, $billing ) {
		if ( ! is_array( $input ) ) {
			return array();
		}
		$allowed = array_keys( self::empty_address( $billing ) );
		$clean   = array();
		foreach ( $input as $key => $value ) {
			if ( ! in_array( $key, $allowed, true ) || ! is_scalar( $value ) ) {
				continue;
			}
			$value = sanitize_text_field( (string) $value );
			if ( 'email' === $key ) {
				$value = sanitize_email( $value );
			}
			if ( 'country' === $key || 'postcode' === $key ) {
				$value = strtoupper( $value );
			}
			$clean[ $key ] = mb_substr( $value, 0, 200 );
		}
		return $clean;
	}

	/**
	 * Matches a typed state to its code after a merge, so `california` becomes `CA`.
	 *
	 * @param array $address Address.
	 * @return array
	 */
	public static function match_state( $address ) {
		$code = Kassa_Store_Locale::match_state( $address['country'], $address['state'] );
		if ( '' !== $code ) {
			$address['state'] = $code;
		}
		return $address;
	}

	/**
	 * Adds a product (or a variation chosen by attributes).
	 *
	 * @param array $state     State.
	 * @param int   $id        Product or variation id.
	 * @param int   $quantity  Quantity.
	 * @param array $variation List of { attribute, value }.
	 * @return array New state.
	 * @throws Kassa_Store_Exception When the product cannot be added.
	 */
	public static function add_item( array $state, $id, $quantity, $variation ) {
		$product = Kassa_Store_Catalog::get( $id );
		if ( ! $product ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.', 400 );
		}
		if ( 'variable' === $product['type'] ) {
			$chosen = Kassa_Store_Catalog::find_variation( $product, $variation );
			if ( ! $chosen ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_invalid_variation_data', 'Please choose product options by visiting the product page.', 400 );
			}
			$product = $chosen;
		}
		if ( ! Kassa_Store_Catalog::is_in_stock( $product ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_product_out_of_stock', sprintf( 'You cannot add "%s" to the cart because the product is out of stock.', $product['name'] ), 400 );
		}
		if ( $quantity < 1 ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_quantity', sprintf( 'The minimum quantity of "%1$s" allowed in the cart is %2$d.', $product['name'], Kassa_Store_Catalog::quantity_limits( $product )['minimum'] ), 400 );
		}
		$key = md5( $product['id'] . '|' . wp_json_encode( $product['variation'] ) );
		if ( isset( $state['items'][ $key ] ) ) {
			if ( $product['sold_individually'] ) {
				throw new Kassa_Store_Exception( 'woocommerce_rest_cart_product_sold_individually', sprintf( 'You cannot add another "%s" to your cart.', $product['name'] ), 400 );
			}
			$quantity += (int) $state['items'][ $key ]['quantity'];
		}
		self::check_quantity( $product, $quantity );
		$state['items'][ $key ] = array(
			'id'       => $product['id'],
			'quantity' => $quantity,
		);
		return $state;
	}

	/**
	 * Changes a line's quantity.
	 *
	 * @param array  $state    State.
	 * @param string $key      Line key.
	 * @param int    $quantity New quantity.
	 * @return array
	 * @throws Kassa_Store_Exception When the key or quantity is invalid.
	 */
	public static function update_item( array $state, $key, $quantity ) {
		$product = self::line_product( $state, $key );
		self::check_quantity( $product, $quantity );
		$state['items'][ $key ]['quantity'] = $quantity;
		return $state;
	}

	/**
	 * Removes a line.
	 *
	 * @param array  $state State.
	 * @param string $key   Line key.
	 * @return array
	 * @throws Kassa_Store_Exception When the key is not in the cart.
	 */
	public static function remove_item( array $state, $key ) {
		if ( ! isset( $state['items'][ $key ] ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', 409 );
		}
		unset( $state['items'][ $key ] );
		return $state;
	}

	/**
	 * The product of a line in the cart.
	 *
	 * @param array  $state State.
	 * @param string $key   Line key.
	 * @return array
	 * @throws Kassa_Store_Exception 409 when the line is gone.
	 */
	private static function line_product( $state, $key ) {
		$product = isset( $state['items'][ $key ] ) ? Kassa_Store_Catalog::get( $state['items'][ $key ]['id'] ) : null;
		if ( ! $product ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', 409 );
		}
		return $product;
	}

	/**
	 * Checks a quantity against the product's limits and stock.
	 *
	 * @param array $product  Product.
	 * @param int   $quantity Quantity.
	 * @throws Kassa_Store_Exception When it is out of bounds.
	 */
	private static function check_quantity( $product, $quantity ) {
		$limits = Kassa_Store_Catalog::quantity_limits( $product );
		if ( $product['sold_individually'] && $quantity > 1 ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_product_sold_individually', sprintf( 'You cannot add another "%s" to your cart.', $product['name'] ), 400 );
		}
		if ( null !== $product['stock'] && ! $product['backorders'] && $quantity > $product['stock'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_product_partially_out_of_stock', sprintf( 'You cannot add that amount of "%1$s" to the cart because there is not enough stock (%2$d remaining).', $product['name'], $product['stock'] ), 400 );
		}
		if ( $quantity < $limits['minimum'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_quantity', sprintf( 'The minimum quantity of "%1$s" allowed in the cart is %2$d.', $product['name'], $limits['minimum'] ), 400 );
		}
		if ( $quantity > $limits['maximum'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_quantity', sprintf( 'The maximum quantity of "%1$s" allowed in the cart is %2$d.', $product['name'], $limits['maximum'] ), 400 );
		}
		if ( 0 !== $quantity % $limits['multiple_of'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_invalid_quantity', sprintf( 'The quantity of "%1$s" must be a multiple of %2$d.', $product['name'], $limits['multiple_of'] ), 400 );
		}
	}

	/**
	 * Applies a coupon.
	 *
	 * @param array  $state State.
	 * @param string $code  Code as typed.
	 * @return array
	 * @throws Kassa_Store_Exception When the coupon does not exist, is applied or is not valid.
	 */
	public static function apply_coupon( array $state, $code ) {
		$code   = Kassa_Store_Coupons::normalise( $code );
		$coupon = '' === $code ? null : Kassa_Store_Coupons::get( $code );
		if ( ! $coupon ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_coupon_error', sprintf( '"%s" is an invalid coupon code.', esc_html( $code ) ), 400 );
		}
		if ( in_array( $code, $state['coupons'], true ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_coupon_error', sprintf( 'Coupon code "%s" has already been applied.', $code ), 400 );
		}
		$cart   = Kassa_Store_Totals::calculate( $state );
		$reason = Kassa_Store_Coupons::invalid_reason( $coupon, (int) $cart['totals']['total_items'] );
		if ( null !== $reason ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_coupon_error', $reason, 400 );
		}
		$state['coupons'][] = $code;
		return $state;
	}

	/**
	 * Removes a coupon.
	 *
	 * @param array  $state State.
	 * @param string $code  Code.
	 * @return array
	 * @throws Kassa_Store_Exception When the coupon does not exist or is not applied.
	 */
	public static function remove_coupon( array $state, $code ) {
		$code = Kassa_Store_Coupons::normalise( $code );
		if ( '' === $code || ! Kassa_Store_Coupons::get( $code ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_coupon_invalid_code', 'Invalid coupon code.', 404 );
		}
		if ( ! in_array( $code, $state['coupons'], true ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_coupon_invalid_code', 'Coupon cannot be removed because it is not already applied to the cart.', 409 );
		}
		$state['coupons'] = array_values( array_diff( $state['coupons'], array( $code ) ) );
		return $state;
	}

	/**
	 * Merges posted address fields into the customer's addresses.
	 *
	 * @param array $state    State.
	 * @param mixed $billing  Posted billing fields.
	 * @param mixed $shipping Posted shipping fields.
	 * @return array
	 * @throws Kassa_Store_Exception When an email is not valid.
	 */
	public static function update_customer( array $state, $billing, $shipping ) {
		$billing_clean = self::sanitize_address( $billing, true );
		if ( is_array( $billing ) && isset( $billing['email'] ) && '' !== trim( (string) $billing['email'] ) && ! is_email( $billing_clean['email'] ?? '' ) ) {
			throw new Kassa_Store_Exception(
				'rest_invalid_param',
				'Invalid parameter(s): billing_address',
				400,
				array(
					'params'  => array( 'billing_address' => 'The provided email address is not valid' ),
					'details' => array(
						'billing_address' => array(
							'code'    => 'invalid_email',
							'message' => 'The provided email address is not valid',
							'data'    => null,
						),
					),
				)
			);
		}
		$state['billing_address']  = self::match_state( array_merge( $state['billing_address'], $billing_clean ) );
		$state['shipping_address'] = self::match_state( array_merge( $state['shipping_address'], self::sanitize_address( $shipping, false ) ) );
		return $state;
	}

	/**
	 * Chooses a shipping rate for one package, or for every package that offers it when no
	 * package id is given (how local pickup is chosen, SPEC.md §4).
	 *
	 * @param array           $state      State.
	 * @param string          $rate_id    Rate id.
	 * @param int|string|null $package_id Package id.
	 * @return array
	 * @throws Kassa_Store_Exception When shipping is not needed or the rate is not offered.
	 */
	public static function select_shipping_rate( array $state, $rate_id, $package_id ) {
		$cart = Kassa_Store_Totals::calculate( $state );
		if ( ! $cart['needs_shipping'] ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_shipping_disabled', 'Shipping is disabled.', 404 );
		}
		if ( '' === $rate_id ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.', 400 );
		}
		$found = false;
		foreach ( $cart['packages'] as $package ) {
			if ( null !== $package_id && (string) $package['package_id'] !== (string) $package_id ) {
				continue;
			}
			if ( in_array( $rate_id, wp_list_pluck( $package['rates'], 'rate_id' ), true ) ) {
				$state['chosen_rates'][ $package['package_id'] ] = $rate_id;
				$found = true;
			}
		}
		if ( ! $found ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.', 400 );
		}
		return $state;
	}

	/**
	 * Stores data an extension sends for its namespace (the `kassa-demo` namespace is built in;
	 * plugins add theirs through the `kassa_store_api_cart_extensions` filter).
	 *
	 * @param array  $state     State.
	 * @param string $namespace Namespace.
	 * @param mixed  $data      Data.
	 * @return array
	 * @throws Kassa_Store_Exception When no such namespace is registered.
	 */
	public static function update_extension( array $state, $namespace, $data ) {
		/**
		 * Filters the namespaces that accept /cart/extensions updates: namespace => callable that
		 * receives ( $data, $state ) and returns the new state.
		 *
		 * @param array $callbacks Callbacks.
		 */
		$callbacks = apply_filters(
			'kassa_store_api_cart_extensions',
			array(
				'kassa-demo' => static function ( $data, $state ) {
					$state['extensions']['kassa-demo'] = map_deep( is_array( $data ) ? $data : array(), 'sanitize_text_field' );
					return $state;
				},
			)
		);
		if ( ! isset( $callbacks[ $namespace ] ) || ! is_callable( $callbacks[ $namespace ] ) ) {
			throw new Kassa_Store_Exception( 'woocommerce_rest_cart_extensions_error', sprintf( 'There is no such namespace registered: %s.', esc_html( $namespace ) ), 400 );
		}
		return call_user_func( $callbacks[ $namespace ], $data, $state );
	}
}
