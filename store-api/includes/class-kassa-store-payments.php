<?php
/**
 * Payment gateways of the demo shop: cheque, bank transfer (bacs), cash on delivery (only when
 * something is shipped) and a test card gateway with saved cards, a card number that always
 * declines, and saving a new card when the shopper has an account.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gateways, saved cards and payment processing.
 */
class Kassa_Store_Payments {

	const CARD_GATEWAY = 'kassa_test_card';
	const TOKENS_META  = '_kassa_payment_tokens';

	/** Test card numbers: the first pays, the second is declined. */
	const CARD_SUCCESS = '4242424242424242';
	const CARD_DECLINE = '4000000000000002';

	/**
	 * Every gateway, id => data.
	 *
	 * @return array<string, array>
	 */
	public static function gateways() {
		return array(
			'bacs'             => array(
				'title'                 => 'Direct bank transfer',
				'description'           => 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
				'icons'                 => array(),
				'placeOrderButtonLabel' => '',
				'supports'              => array( 'products' ),
				'order_status'          => 'on-hold',
			),
			'cheque'           => array(
				'title'                 => 'Check payments',
				'description'           => 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
				'icons'                 => array(),
				'placeOrderButtonLabel' => '',
				'supports'              => array( 'products' ),
				'order_status'          => 'on-hold',
			),
			'cod'              => array(
				'title'                 => 'Cash on delivery',
				'description'           => 'Pay with cash upon delivery.',
				'icons'                 => array(),
				'placeOrderButtonLabel' => '',
				'supports'              => array( 'products' ),
				'order_status'          => 'processing',
				'needs_shipping'        => true,
			),
			self::CARD_GATEWAY => array(
				'title'                 => 'Credit / debit card (test)',
				'description'           => 'Pay with a test card. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.',
				'icons'                 => array( 'visa', 'mastercard', 'amex' ),
				'placeOrderButtonLabel' => 'Pay now',
				'supports'              => array( 'products', 'tokenization', 'add_payment_method' ),
				'order_status'          => 'processing',
			),
		);
	}

	/**
	 * Gateways a cart can use.
	 *
	 * @param bool $needs_shipping Whether the cart ships anything.
	 * @return string[]
	 */
	public static function available_ids( $needs_shipping ) {
		$ids = array();
		foreach ( self::gateways() as $id => $gateway ) {
			if ( ! empty( $gateway['needs_shipping'] ) && ! $needs_shipping ) {
				continue;
			}
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * The paymentMethodData payload (PaymentMethodData in assets/settings/types.ts).
	 *
	 * @return array<string, array>
	 */
	public static function method_data() {
		$data = array();
		foreach ( self::gateways() as $id => $gateway ) {
			$data[ $id ] = array(
				'name'                  => $id,
				'title'                 => $gateway['title'],
				'description'           => $gateway['description'],
				'icons'                 => $gateway['icons'],
				'placeOrderButtonLabel' => $gateway['placeOrderButtonLabel'],
				'supports'              => $gateway['supports'],
			);
		}
		$data[ self::CARD_GATEWAY ]['testCards'] = array(
			'success' => self::CARD_SUCCESS,
			'decline' => self::CARD_DECLINE,
		);
		$data[ self::CARD_GATEWAY ]['showSaveOption']   = true;
		$data[ self::CARD_GATEWAY ]['showSavedCards']   = true;
		$data[ self::CARD_GATEWAY ]['paymentDataKeys']  = array( 'card_number', 'card_expiry', 'card_cvc' );
		$data['cod']['enableForShippingOnly']           = true;
		return $data;
	}

	/**
	 * A customer's saved cards as stored.
	 *
	 * @param int $user_id User id.
	 * @return array[]
	 */
	public static function tokens( $user_id ) {
		$tokens = $user_id ? get_user_meta( $user_id, self::TOKENS_META, true ) : array();
		return is_array( $tokens ) ? array_values( $tokens ) : array();
	}

	/**
	 * Saved cards grouped by type (SavedPaymentMethod in assets/settings/types.ts).
	 *
	 * @param int $user_id User id (0 for a guest).
	 * @return array<string, array[]>
	 */
	public static function customer_methods( $user_id ) {
		$methods = array();
		foreach ( self::tokens( $user_id ) as $token ) {
			$methods['cc'][] = array(
				'tokenId'    => (int) $token['id'],
				'method'     => array(
					'gateway'       => $token['gateway'],
					'brand'         => $token['brand'],
					'last4'         => $token['last4'],
					'display_brand' => ucfirst( $token['brand'] ),
					'networks'      => array( $token['brand'] ),
				),
				'expires'    => sprintf( '%02d/%02d', $token['expiry_month'], $token['expiry_year'] % 100 ),
				'is_default' => ! empty( $token['is_default'] ),
			);
		}
		return (object) $methods;
	}

	/**
	 * Saves a card for a customer.
	 *
	 * @param int    $user_id User id.
	 * @param string $number  Card number.
	 * @param string $expiry  MM/YY.
	 * @return array The token.
	 */
	public static function save_card( $user_id, $number, $expiry ) {
		$tokens = self::tokens( $user_id );
		$next   = (int) get_option( 'kassa_store_next_token_id', 100 ) + 1;
		update_option( 'kassa_store_next_token_id', $next, false );
		$month    = 12;
		$year     = (int) gmdate( 'Y' ) + 3;
		$expiries = array();
		if ( preg_match( '#^(\d{1,2})\s*/\s*(\d{2,4})$#', $expiry, $expiries ) ) {
			$month = max( 1, min( 12, (int) $expiries[1] ) );
			$year  = (int) $expiries[2] < 100 ? 2000 + (int) $expiries[2] : (int) $expiries[2];
		}
		$token    = array(
			'id'           => $next,
			'gateway'      => self::CARD_GATEWAY,
			'brand'        => self::brand( $number ),
			'last4'        => substr( $number, -4 ),
			'expiry_month' => $month,
			'expiry_year'  => $year,
			'is_default'   => ! $tokens,
		);
		$tokens[] = $token;
		update_user_meta( $user_id, self::TOKENS_META, $tokens );
		return $token;
	}

	/**
	 * The card brand a number belongs to.
	 *
	 * @param string $number Digits.
	 * @return string
	 */
	private static function brand( $number ) {
		if ( '4' === substr( $number, 0, 1 ) ) {
			return 'visa';
		}
		if ( preg_match( '/^(5[1-5]|2[2-7])/', $number ) ) {
			return 'mastercard';
		}
		if ( preg_match( '/^3[47]/', $number ) ) {
			return 'amex';
		}
		return 'card';
	}

	/**
	 * Takes payment for an order.
	 *
	 * @param string $gateway  Gateway id.
	 * @param array  $data     payment_data as key => value.
	 * @param int    $user_id  Customer (0 for a guest).
	 * @return array{status: string, order_status: string, message: string, details: array}
	 */
	public static function process( $gateway, array $data, $user_id ) {
		$gateways = self::gateways();
		if ( self::CARD_GATEWAY !== $gateway ) {
			return array(
				'status'       => 'success',
				'order_status' => $gateways[ $gateway ]['order_status'],
				'message'      => '',
				'details'      => array(),
			);
		}
		$token_key = 'wc-' . self::CARD_GATEWAY . '-payment-token';
		if ( ! empty( $data[ $token_key ] ) && 'new' !== $data[ $token_key ] ) {
			foreach ( self::tokens( $user_id ) as $token ) {
				if ( (int) $token['id'] === (int) $data[ $token_key ] ) {
					return array(
						'status'       => 'success',
						'order_status' => 'processing',
						'message'      => '',
						'details'      => array(
							array(
								'key'   => 'card',
								'value' => ucfirst( $token['brand'] ) . ' ending in ' . $token['last4'],
							),
						),
					);
				}
			}
			return self::failure( 'The saved card could not be found. Please choose another payment method.' );
		}
		$number = preg_replace( '/\D/', '', (string) ( $data['card_number'] ?? '' ) );
		if ( strlen( $number ) < 12 || strlen( $number ) > 19 ) {
			return self::failure( 'Please enter a valid card number.' );
		}
		if ( self::CARD_DECLINE === $number ) {
			return self::failure( 'Your card was declined.' );
		}
		$details = array(
			array(
				'key'   => 'card',
				'value' => ucfirst( self::brand( $number ) ) . ' ending in ' . substr( $number, -4 ),
			),
		);
		$save    = ! empty( $data[ 'wc-' . self::CARD_GATEWAY . '-new-payment-method' ] ) && 'false' !== $data[ 'wc-' . self::CARD_GATEWAY . '-new-payment-method' ];
		if ( $save && $user_id ) {
			$token     = self::save_card( $user_id, $number, (string) ( $data['card_expiry'] ?? '' ) );
			$details[] = array(
				'key'   => 'saved_token',
				'value' => (string) $token['id'],
			);
		}
		return array(
			'status'       => 'success',
			'order_status' => 'processing',
			'message'      => '',
			'details'      => $details,
		);
	}

	/**
	 * A failed payment.
	 *
	 * @param string $message Why.
	 * @return array
	 */
	private static function failure( $message ) {
		return array(
			'status'       => 'failure',
			'order_status' => 'failed',
			'message'      => $message,
			'details'      => array(),
		);
	}
}
