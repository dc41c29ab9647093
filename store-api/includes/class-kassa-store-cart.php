<?php
/**
 * Cart operations on a session's state: add, update and remove lines, coupons, customer
 * addresses, shipping rate choice and extension data. Each operation validates its input as
 * WooCommerce's Store API does and throws a Kassa_Store_Exception with WooCommerce's code, status
 * and message when it must refuse.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Cart state changes.
 */
class Kassa_Store_Cart {

	/**
	 * Fills in every member the state should have. A shopper who never gave an address has the
	 * shop's base country in both, as WooCommerce's customers do.
	 *
	 * @param array $state Stored state.
	 * @return array
	 */
	public static function normalise_state( array $state ) {
		$state = array_merge(
			array(
				'items'             => array(),
				'coupons'           => array(),
				'billing_address'   => array(),
				'shipping_address'  => array(),
				'chosen_rates'      => array(),
				'package_rates'     => array(),
				'extensions'        => array(),
				'draft_order'       => 0,
				// What the checkout keeps for the shopper between page loads (PUT /checkout).
				'additional_fields' => array(),
				'customer_note'     => '',
			),
			$state
		);
		foreach ( array( 'items', 'coupons', 'billing_address', 'shipping_address', 'chosen_rates', 'package_rates', 'extensions', 'additional_fields' ) as $key ) {
			if ( ! is_array( $state[ $key ] ) ) {
				$state[ $key ] = array();
			}
		}
		foreach ( array( 'billing_address' => true, 'shipping_address' => false ) as $type => $billing ) {
			$blank          = Kassa_Store_Address::blank( $billing );
			$state[ $type ] = array_intersect_key( array_merge( $blank, array( 'country' => Kassa_Store_Locale::BASE_COUNTRY ), $state[ $type ] ), $blank );
		}
		return $state;
	}

	/**
	 * A Store API error whose message is WooCommerce's: the text escaped for HTML (so quotes
	 * come as `&quot;`), with the values put in as they are.
	 *
	 * @param string $code   Error code.
	 * @param string $format sprintf() format.
	 * @param array  $values Values for the format.
	 * @param int    $status HTTP status.
	 * @return Kassa_Store_Exception
	 */
	public static function error( $code, $format, array $values = array(), $status = 400 ) {
		return new Kassa_Store_Exception( $code, vsprintf( esc_html( $format ), $values ), $status );
	}

	/**
	 * Adds a product (or a variation chosen by attributes), as WooCommerce's Store API does:
	 * a product sold individually is added once; without a quantity the minimum is added; a new
	 * line's quantity is brought within the product's limits (up to the minimum, down to the
	 * maximum, to the nearest multiple); a line already in the cart must stay within them.
	 *
	 * @param array      $state     State.
	 * @param int|null   $id        Product or variation id (null when none was sent).
	 * @param float|null $quantity  Quantity (null when none was sent).
	 * @param array      $variation List of { attribute, value }.
	 * @return array New state.
	 * @throws Kassa_Store_Exception When the product cannot be added.
	 */
	public static function add_item( array $state, $id, $quantity, $variation ) {
		$product = Kassa_Store_Catalog::get( (int) $id );
		if ( ! $product ) {
			throw self::error( 'woocommerce_rest_cart_invalid_product', 'Product with ID "%s" was not found and cannot be added to the cart.', array( esc_html( (string) $id ) ) );
		}
		$product = self::chosen_variation( $product, (array) $variation );
		$limits  = Kassa_Store_Catalog::quantity_limits( $product );
		if ( $product['sold_individually'] ) {
			$quantity = 1;
		} elseif ( null === $quantity ) {
			$quantity = $limits['minimum'];
		}
		$name = Kassa_Store_Catalog::full_name( $product );
		if ( (float) $quantity <= 0 ) {
			throw self::error( 'woocommerce_rest_product_invalid_quantity', 'You cannot add "%s" with a quantity less than or equal to 0 to the cart.', array( esc_html( $name ) ) );
		}
		if ( ! Kassa_Store_Catalog::is_in_stock( $product ) ) {
			throw self::error( 'woocommerce_rest_product_out_of_stock', 'You cannot add "%s" to the cart because the product is out of stock.', array( $name ) );
		}
		$quantity = (int) $quantity;
		$key      = md5( $product['id'] . '|' . wp_json_encode( $product['variation'] ) );
		$in_cart  = isset( $state['items'][ $key ] ) ? (int) $state['items'][ $key ]['quantity'] : 0;
		if ( null !== $product['stock'] && ! $product['backorders'] && $product['stock'] < $in_cart + $quantity ) {
			throw self::error( 'woocommerce_rest_product_partially_out_of_stock', 'You cannot add that amount of "%1$s" to the cart because there is not enough stock (%2$s remaining).', array( $name, (int) $product['stock'] ) );
		}
		if ( $in_cart ) {
			$problem = self::quantity_problem( $product, $in_cart + $quantity );
			if ( $problem ) {
				throw $problem;
			}
			$quantity += $in_cart;
		} else {
			$quantity = max( min( $quantity, $limits['maximum'] ), $limits['minimum'] );
			$quantity = (int) ( round( $quantity / $limits['multiple_of'] ) * $limits['multiple_of'] );
		}
		$state['items'][ $key ] = array(
			'id'       => $product['id'],
			'quantity' => $quantity,
		);
		return $state;
	}

	/**
	 * The variation an add-to-cart request chooses: for a variable product, the one whose
	 * attributes the request names; for a variation, itself once the values posted for it match.
	 *
	 * @param array $product   Product or variation.
	 * @param array $variation List of { attribute, value }.
	 * @return array The product to add.
	 * @throws Kassa_Store_Exception When the options are missing or match no variation.
	 */
	private static function chosen_variation( array $product, array $variation ) {
		if ( 'variation' === $product['type'] ) {
			$parent = Kassa_Store_Catalog::get( $product['parent_id'] );
			$chosen = Kassa_Store_Catalog::requested_attributes( $parent, $variation );
			$own    = Kassa_Store_Catalog::variation_attributes( $parent, $product['variation'] );
			foreach ( $parent['attributes'] as $attribute ) {
				$key = Kassa_Store_Catalog::attribute_key( $attribute );
				if ( isset( $chosen[ $key ], $own[ $key ] ) && $chosen[ $key ] !== $own[ $key ] ) {
					$allowed = array_map(
						static function ( $option ) use ( $attribute ) {
							return Kassa_Store_Catalog::attribute_value( $attribute, $option );
						},
						$attribute['options']
					);
					throw self::error( 'woocommerce_rest_invalid_variation_data', 'Invalid value posted for %1$s. Allowed values: %2$s', array( esc_html( $attribute['name'] ), esc_html( implode( ', ', $allowed ) ) ) );
				}
			}
			return $product;
		}
		if ( 'variable' !== $product['type'] ) {
			return $product;
		}
		$chosen = Kassa_Store_Catalog::requested_attributes( $product, $variation );
		$match  = Kassa_Store_Catalog::find_variation( $product, $chosen );
		if ( $match ) {
			return $match;
		}
		if ( count( array_filter( $chosen, 'strlen' ) ) < count( $product['attributes'] ) ) {
			throw self::error( 'woocommerce_rest_missing_attributes', 'Missing attributes for variable product.' );
		}
		throw self::error( 'woocommerce_rest_variation_id_from_variation_data', 'No matching variation found.' );
	}

	/**
	 * Why a line may not hold a quantity (WooCommerce's checks and messages), or null.
	 *
	 * @param array $product  Product.
	 * @param int   $quantity Quantity.
	 * @return Kassa_Store_Exception|null
	 */
	private static function quantity_problem( $product, $quantity ) {
		$limits = Kassa_Store_Catalog::quantity_limits( $product );
		$name   = Kassa_Store_Catalog::full_name( $product );
		if ( ! $limits['editable'] && $quantity > $limits['maximum'] ) {
			return self::error( 'readonly_quantity', 'The quantity of "%1$s" cannot be changed', array( $name ) );
		}
		if ( $quantity < $limits['minimum'] ) {
			return self::error( 'invalid_quantity', 'The minimum quantity of "%1$s" allowed in the cart is %2$s', array( $name, $limits['minimum'] ) );
		}
		if ( $quantity > $limits['maximum'] ) {
			return self::error( 'invalid_quantity', 'The maximum quantity of "%1$s" allowed in the cart is %2$s', array( $name, $limits['maximum'] ) );
		}
		if ( 0 !== $quantity % $limits['multiple_of'] ) {
			return self::error( 'invalid_quantity', 'The quantity of "%1$s" must be a multiple of %2$s', array( $name, $limits['multiple_of'] ) );
		}
		return null;
	}

	/**
	 * Changes a line's quantity (no quantity sent: nothing changes).
	 *
	 * @param array      $state    State.
	 * @param string     $key      Line key.
	 * @param float|null $quantity New quantity.
	 * @return array
	 * @throws Kassa_Store_Exception When the key or quantity is invalid.
	 */
	public static function update_item( array $state, $key, $quantity ) {
		if ( null === $quantity ) {
			return $state;
		}
		$product = isset( $state['items'][ $key ] ) ? Kassa_Store_Catalog::get( $state['items'][ $key ]['id'] ) : null;
		if ( ! $product ) {
			throw self::error( 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.', array(), 409 );
		}
		$problem = self::quantity_problem( $product, (int) $quantity );
		if ( $problem ) {
			throw $problem;
		}
		$state['items'][ $key ]['quantity'] = (int) $quantity;
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
			throw self::error( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', array(), 409 );
		}
		unset( $state['items'][ $key ] );
		return $state;
	}

	/**
	 * Applies a coupon, with WooCommerce's checks and messages (the code as WooCommerce cleans it).
	 *
	 * @param array  $state State.
	 * @param string $code  Code as typed.
	 * @return array
	 * @throws Kassa_Store_Exception When the coupon is applied already, does not exist or is not valid.
	 */
	public static function apply_coupon( array $state, $code ) {
		$code = Kassa_Store_Coupons::normalise( $code );
		if ( in_array( $code, $state['coupons'], true ) ) {
			throw self::error( 'woocommerce_rest_cart_coupon_error', 'Coupon code "%s" has already been applied.', array( esc_html( $code ) ) );
		}
		$coupon = '' === $code ? null : Kassa_Store_Coupons::get( $code );
		if ( ! $coupon ) {
			throw self::error( 'woocommerce_rest_cart_coupon_error', 'Coupon "%s" cannot be applied because it does not exist.', array( esc_html( $code ) ) );
		}
		$reason = Kassa_Store_Coupons::invalid_reason( $coupon, (int) Kassa_Store_Totals::calculate( $state )['totals']['total_items'] );
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
	 * @throws Kassa_Store_Exception When the coupon does not exist or is not valid for the cart
	 *                               (400), or is not applied (409).
	 */
	public static function remove_coupon( array $state, $code ) {
		$code   = Kassa_Store_Coupons::normalise( $code );
		$coupon = '' === $code ? null : Kassa_Store_Coupons::get( $code );
		if ( ! $coupon || null !== Kassa_Store_Coupons::invalid_reason( $coupon, (int) Kassa_Store_Totals::calculate( $state )['totals']['total_items'] ) ) {
			throw self::error( 'woocommerce_rest_cart_coupon_error', 'Invalid coupon code.' );
		}
		if ( ! in_array( $code, $state['coupons'], true ) ) {
			throw self::error( 'woocommerce_rest_cart_coupon_invalid_code', 'Coupon cannot be removed because it is not already applied to the cart.', array(), 409 );
		}
		$state['coupons'] = array_values( array_diff( $state['coupons'], array( $code ) ) );
		return $state;
	}

	/**
	 * Merges posted address fields into the customer's addresses, as WooCommerce does: values
	 * cleaned (Kassa_Store_Address::sanitize()), a posted address checked (a known country, a
	 * state of its list, a valid postcode and phone; an email that cleans to nothing is simply
	 * dropped); while nothing in the cart ships, the shipping address follows the billing one
	 * unless one is posted.
	 *
	 * @param array $state    State.
	 * @param mixed $billing  Posted billing fields (null when not sent).
	 * @param mixed $shipping Posted shipping fields (null when not sent).
	 * @return array
	 * @throws Kassa_Store_Exception 400 rest_invalid_param when a posted address is not valid.
	 */
	public static function update_customer( array $state, $billing, $shipping ) {
		$new_billing  = array_merge( $state['billing_address'], Kassa_Store_Address::sanitize( $billing, true, $state['billing_address']['country'] ) );
		$new_shipping = array_merge( $state['shipping_address'], Kassa_Store_Address::sanitize( $shipping, false, $state['shipping_address']['country'] ) );
		if ( null === $shipping && ! Kassa_Store_Totals::calculate( $state )['needs_shipping'] ) {
			$new_shipping = array_intersect_key( $new_billing, Kassa_Store_Address::blank( false ) );
		}
		$errors = array();
		foreach ( array(
			'billing_address'  => array( $billing, $new_billing, true ),
			'shipping_address' => array( $shipping, $new_shipping, false ),
		) as $param => list( $posted, $address, $is_billing ) ) {
			$valid = null === $posted ? true : Kassa_Store_Address::validate( $address, $is_billing );
			if ( is_wp_error( $valid ) ) {
				$errors[ $param ] = $valid;
			}
		}
		if ( $errors ) {
			throw Kassa_Store_Address::invalid_params( $errors );
		}
		$state['billing_address']  = $new_billing;
		$state['shipping_address'] = $new_shipping;
		return $state;
	}

	/**
	 * Chooses a shipping rate for one package, or for every package when no package id is given
	 * (how local pickup is chosen). As in WooCommerce the choice is only recorded: a rate the
	 * package does not offer leaves the package's default selected.
	 *
	 * @param array           $state      State.
	 * @param string          $rate_id    Rate id.
	 * @param int|string|null $package_id Package id.
	 * @return array
	 */
	public static function select_shipping_rate( array $state, $rate_id, $package_id ) {
		if ( null !== $package_id ) {
			$state['chosen_rates'][ sanitize_text_field( (string) $package_id ) ] = $rate_id;
			return $state;
		}
		foreach ( Kassa_Store_Totals::calculate( $state )['packages'] as $package ) {
			$state['chosen_rates'][ $package['package_id'] ] = $rate_id;
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
	 * @throws Kassa_Store_Exception When no namespace is given or none such is registered.
	 */
	public static function update_extension( array $state, $namespace, $data ) {
		if ( '' === $namespace ) {
			throw self::error( 'woocommerce_rest_cart_extensions_error', 'You must provide a plugin namespace when extending a Store REST endpoint.' );
		}
		$callbacks = self::extension_callbacks();
		if ( ! isset( $callbacks[ $namespace ] ) || ! is_callable( $callbacks[ $namespace ] ) ) {
			throw self::error( 'woocommerce_rest_cart_extensions_error', 'There is no such namespace registered: %s.', array( esc_html( $namespace ) ) );
		}
		return call_user_func( $callbacks[ $namespace ], $data, $state );
	}

	/**
	 * The namespaces that accept /cart/extensions updates.
	 *
	 * @return array<string, callable> Namespace => callable( $data, $state ) returning the new state.
	 */
	public static function extension_callbacks() {
		/**
		 * Filters the namespaces that accept /cart/extensions updates: namespace => callable that
		 * receives ( $data, $state ) and returns the new state. Each one's data is sent back in
		 * the cart's `extensions` under its namespace.
		 *
		 * @param array $callbacks Callbacks.
		 */
		return apply_filters(
			'kassa_store_api_cart_extensions',
			array(
				'kassa-demo' => static function ( $data, $state ) {
					$state['extensions']['kassa-demo'] = map_deep( is_array( $data ) ? $data : array(), 'sanitize_text_field' );
					return $state;
				},
			)
		);
	}
}
