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
	 * The demo gateways' front-end script (built by Kassa as `kassa-demo-payment-methods`), for
	 * Kassa's `kassa_payment_method_scripts` filter.
	 *
	 * @param string[] $handles Handles so far.
	 * @return string[]
	 */
	public static function script_handles( $handles ) {
		$handles[] = 'kassa-demo-payment-methods';
		return $handles;
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
	 * Saves a card for a customer (brand, last four digits and expiry; never the number).
	 *
	 * @param int   $user_id Customer.
	 * @param array $card    { number, month, year }.
	 * @return array The saved card.
	 */
	public static function save_card( $user_id, array $card ) {
		$tokens   = self::tokens( $user_id );
		$next     = (int) get_option( 'kassa_store_next_token_id', 100 ) + 1;
		$token    = array(
			'id'           => $next,
			'gateway'      => self::CARD_GATEWAY,
			'brand'        => self::brand( $card['number'] ),
			'last4'        => substr( $card['number'], -4 ),
			'expiry_month' => $card['month'],
			'expiry_year'  => $card['year'],
			'is_default'   => ! $tokens,
		);
		$tokens[] = $token;
		update_option( 'kassa_store_next_token_id', $next, false );
		update_user_meta( $user_id, self::TOKENS_META, $tokens );
		return $token;
	}

	/**
	 * A card's brand from its number.
	 *
	 * @param string $number Card number.
	 * @return string
	 */
	private static function brand( $number ) {
		if ( '4' === substr( $number, 0, 1 ) ) {
			return 'visa';
		}
		if ( preg_match( '/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/', $number ) ) {
			return 'mastercard';
		}
		if ( preg_match( '/^3[47]/', $number ) ) {
			return 'amex';
		}
		return 'card';
	}

	/**
	 * Takes payment for an order, as the shop's gateways do. Offline gateways always succeed
	 * (bank transfer and cheque leave the order on hold). The test card gateway behaves as the
	 * Kassa Test Gateway on WooCommerce: a saved card of the customer's own pays; a new card needs
	 * a valid number, an expiry (MM/YY) not in the past and a 3 or 4 digit security code;
	 * 4000 0000 0000 0002 is declined; a logged-in customer may save the card.
	 *
	 * @param string $gateway  Gateway id.
	 * @param array  $data     payment_data as key => value.
	 * @param array  $order    The order (its customer_id is checked against the shopper).
	 * @return array{status: string, order_status: string, message: string}
	 */
	public static function process( $gateway, array $data, array $order ) {
		$gateways = self::gateways();
		if ( self::CARD_GATEWAY !== $gateway ) {
			return self::success( $gateways[ $gateway ]['order_status'] );
		}
		$user_id = get_current_user_id();
		$token   = (string) ( $data[ 'wc-' . self::CARD_GATEWAY . '-payment-token' ] ?? '' );
		if ( '' !== $token && 'new' !== $token ) {
			return self::pay_with_saved_card( $token, $user_id, (int) $order['customer_id'] );
		}
		$card = self::posted_card( $data );
		if ( ! $card ) {
			return self::failure( 'Please check your card details: number, expiry date (MM / YY) and security code.' );
		}
		if ( self::CARD_DECLINE === $card['number'] ) {
			return self::failure( 'Your card was declined.' );
		}
		if ( $user_id && (int) $order['customer_id'] === $user_id && self::is_yes( $data[ 'wc-' . self::CARD_GATEWAY . '-new-payment-method' ] ?? '' ) ) {
			self::save_card( $user_id, $card );
		}
		return self::success( 'processing' );
	}

	/**
	 * Whether a posted flag is on (`true`, `1`, `yes`, `on`).
	 *
	 * @param mixed $value Value.
	 * @return bool
	 */
	private static function is_yes( $value ) {
		return true === $value || in_array( strtolower( (string) $value ), array( '1', 'true', 'yes', 'on' ), true );
	}

	/**
	 * Pays with one of the customer's saved cards.
	 *
	 * @param string $token_id    Saved card id.
	 * @param int    $user_id     The shopper.
	 * @param int    $customer_id The order's customer.
	 * @return array
	 */
	private static function pay_with_saved_card( $token_id, $user_id, $customer_id ) {
		$card = null;
		foreach ( self::tokens( $user_id ) as $token ) {
			if ( ctype_digit( $token_id ) && (int) $token['id'] === (int) $token_id ) {
				$card = $token;
			}
		}
		if ( ! $card || ! $user_id || $customer_id !== $user_id ) {
			return self::failure( 'That saved card cannot be used. Please choose another card or enter a new one.' );
		}
		if ( self::has_expired( (int) $card['expiry_month'], (int) $card['expiry_year'] ) ) {
			return self::failure( 'That saved card has expired. Please choose another card or enter a new one.' );
		}
		return self::success( 'processing' );
	}

	/**
	 * The card in payment_data (`card_number`, `card_expiry` as MM/YY, `card_cvc`), or null
	 * when it is not a valid card: a Luhn-valid number of 12 to 19 digits, an expiry that has
	 * not passed, a 3 or 4 digit security code.
	 *
	 * @param array $data payment_data.
	 * @return array{number: string, month: int, year: int}|null
	 */
	private static function posted_card( array $data ) {
		$number = (string) preg_replace( '/[\s-]+/', '', (string) ( $data['card_number'] ?? '' ) );
		$expiry = (string) preg_replace( '/\s+/', '', (string) ( $data['card_expiry'] ?? '' ) );
		$cvc    = trim( (string) ( $data['card_cvc'] ?? '' ) );
		$parts  = array();
		if ( ! preg_match( '/^\d{12,19}$/', $number ) || ! self::passes_luhn( $number ) || ! preg_match( '/^\d{3,4}$/', $cvc ) || ! preg_match( '#^(\d{2})/(\d{2})$#', $expiry, $parts ) ) {
			return null;
		}
		$month = (int) $parts[1];
		$year  = 2000 + (int) $parts[2];
		if ( $month < 1 || $month > 12 || self::has_expired( $month, $year ) ) {
			return null;
		}
		return array(
			'number' => $number,
			'month'  => $month,
			'year'   => $year,
		);
	}

	/**
	 * Whether a card number passes the Luhn check.
	 *
	 * @param string $number Digits.
	 * @return bool
	 */
	private static function passes_luhn( $number ) {
		$sum = 0;
		foreach ( array_reverse( str_split( $number ) ) as $index => $digit ) {
			$digit = (int) $digit * ( $index % 2 ? 2 : 1 );
			$sum  += $digit > 9 ? $digit - 9 : $digit;
		}
		return 0 === $sum % 10;
	}

	/**
	 * Whether a card's expiry month has passed.
	 *
	 * @param int $month Month.
	 * @param int $year  Year (four digits).
	 * @return bool
	 */
	private static function has_expired( $month, $year ) {
		return $year * 12 + $month < (int) gmdate( 'Y' ) * 12 + (int) gmdate( 'n' );
	}

	/**
	 * A successful payment.
	 *
	 * @param string $order_status The order's status after it.
	 * @return array
	 */
	private static function success( $order_status ) {
		return array(
			'status'       => 'success',
			'order_status' => $order_status,
			'message'      => '',
		);
	}

	/**
	 * A failed payment: the order stays pending payment, so the shopper can try again.
	 *
	 * @param string $message Why.
	 * @return array
	 */
	private static function failure( $message ) {
		return array(
			'status'       => 'failure',
			'order_status' => 'pending',
			'message'      => $message,
		);
	}
}
