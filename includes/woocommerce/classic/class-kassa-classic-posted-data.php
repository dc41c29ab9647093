<?php
/**
 * What the classic checkout's form would have posted, rebuilt from Kassa's Store API checkout
 * request: `$_POST` with the classic names (`billing_*`, `shipping_*`,
 * `ship_to_different_address`, `payment_method`, `shipping_method`, `terms`, `order_comments`,
 * `createaccount`, `account_password`, the form's nonce) and every classic input on the page
 * (island inputs, inputs a classic script added to `form.checkout`), which the classic script
 * posts serialised in `extensions[ 'kassa/classic' ].post_data` and PHP parses as it parses a
 * form post (`foo[bar]` becomes an array). Slashed as WordPress slashes `$_POST`, so plugins
 * `wp_unslash()` it as they do on the classic checkout.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rebuilds the classic `$_POST`.
 */
class Kassa_Classic_Posted_Data {

	/** The address fields of the Store API's addresses, as the classic form names them. */
	const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * Whether a Store API request is Kassa's checkout with the classic contract: it carries
	 * Kassa's classic post. Only the post (a string, maybe empty) tells: the Store API fills
	 * every registered namespace with its schema's defaults (`post_data` null) in every
	 * checkout request, WooCommerce's own Checkout block's and the order-pay route's too.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return bool
	 */
	public static function is_classic_request( WP_REST_Request $request ) {
		$extensions = $request->get_param( 'extensions' );
		return is_string( $extensions[ Kassa_Classic::EXTENSION ]['post_data'] ?? null );
	}

	/**
	 * The classic inputs the page posted, parsed as PHP parses a form post (unslashed).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array
	 */
	public static function posted_inputs( WP_REST_Request $request ) {
		$extensions = (array) $request->get_param( 'extensions' );
		$data       = isset( $extensions[ Kassa_Classic::EXTENSION ] ) ? (array) $extensions[ Kassa_Classic::EXTENSION ] : array();
		$inputs     = array();
		if ( isset( $data['post_data'] ) && is_string( $data['post_data'] ) ) {
			parse_str( $data['post_data'], $inputs );
		}
		return $inputs;
	}

	/**
	 * The classic form's post for a Store API checkout request (unslashed): the checkout's own
	 * fields under their classic names, then the page's classic inputs (which win: they are
	 * what the shopper typed into the classic inputs).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array
	 */
	public static function from_request( WP_REST_Request $request ) {
		$billing  = (array) $request->get_param( 'billing_address' );
		$shipping = (array) $request->get_param( 'shipping_address' );
		$needs    = WC()->cart && WC()->cart->needs_shipping_address();
		$post     = array();
		foreach ( self::ADDRESS_FIELDS as $field ) {
			$post[ "billing_$field" ] = self::text( $billing[ $field ] ?? '' );
		}
		$post['billing_email'] = self::text( $billing['email'] ?? '' );
		if ( $needs && $shipping ) {
			foreach ( self::ADDRESS_FIELDS as $field ) {
				$post[ "shipping_$field" ] = self::text( $shipping[ $field ] ?? '' );
			}
			// The classic form's "Ship to a different address?" box, ticked when they differ.
			if ( self::differs( $billing, $shipping ) ) {
				$post['ship_to_different_address'] = '1';
			}
		}
		$post['order_comments'] = self::text( $request->get_param( 'customer_note' ) );
		$post['payment_method'] = self::text( $request->get_param( 'payment_method' ) );
		foreach ( (array) ( WC()->session ? WC()->session->get( 'chosen_shipping_methods' ) : array() ) as $package => $rate ) {
			$post['shipping_method'][ $package ] = self::text( $rate );
		}
		// Kassa places no order without the terms accepted, where the shop has them.
		if ( function_exists( 'wc_terms_and_conditions_checkbox_enabled' ) && wc_terms_and_conditions_checkbox_enabled() ) {
			$post['terms']       = 'on';
			$post['terms-field'] = '1';
		}
		if ( filter_var( $request->get_param( 'create_account' ), FILTER_VALIDATE_BOOLEAN ) ) {
			$post['createaccount'] = '1';
			if ( is_string( $request->get_param( 'customer_password' ) ) ) {
				$post['account_password'] = $request->get_param( 'customer_password' );
			}
		}
		// The form was shown (WC_Checkout::get_posted_data() then takes no field defaults).
		$post['woocommerce-process-checkout-nonce'] = wp_create_nonce( 'woocommerce-process_checkout' );
		return array_merge( $post, self::posted_inputs( $request ) );
	}

	/**
	 * Puts the classic post in `$_POST` (and `$_REQUEST`), slashed as WordPress slashes a post.
	 *
	 * @param array $post The post, unslashed.
	 */
	public static function apply( array $post ) {
		$_POST    = wp_slash( $post );
		$_REQUEST = array_merge( $_REQUEST, $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}

	/**
	 * A value as the classic form posts it: a string.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	private static function text( $value ) {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * Whether two addresses differ in a field the classic form has.
	 *
	 * @param array $billing  The billing address.
	 * @param array $shipping The shipping address.
	 * @return bool
	 */
	private static function differs( array $billing, array $shipping ) {
		foreach ( self::ADDRESS_FIELDS as $field ) {
			if ( 'phone' !== $field && self::text( $billing[ $field ] ?? '' ) !== self::text( $shipping[ $field ] ?? '' ) ) {
				return true;
			}
		}
		return false;
	}
}
