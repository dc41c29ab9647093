<?php
/**
 * The demo shop's customer on WooCommerce: `customer` / `password` (Jane Smith), with a saved
 * London billing and shipping address and two saved cards of the test card gateway (Visa 4242,
 * the default, and Mastercard 4444). The address is kassa_shop_customer_address().
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the customer and their saved cards.
 */
function kassa_seed_woocommerce_customer() {
	$user     = get_user_by( 'login', 'customer' );
	$customer = new WC_Customer( $user ? $user->ID : 0 );
	if ( ! $user ) {
		$customer->set_username( 'customer' );
		$customer->set_password( 'password' );
	}
	$address = kassa_shop_customer_address();
	$props   = array(
		'email'         => 'customer@example.com',
		'first_name'    => $address['first_name'],
		'last_name'     => $address['last_name'],
		'billing_email' => 'customer@example.com',
	);
	foreach ( $address as $key => $value ) {
		$props[ "billing_$key" ]  = $value;
		$props[ "shipping_$key" ] = $value;
	}
	$customer->set_props( $props );
	kassa_seed_woocommerce_save( $customer );
	kassa_seed_woocommerce_saved_cards( $customer->get_id() );
}

/**
 * Gives the customer the test card gateway's saved cards (WooCommerce payment tokens), each
 * unless they have it already, and makes the Visa card their default again.
 *
 * @param int $user_id The customer.
 */
function kassa_seed_woocommerce_saved_cards( $user_id ) {
	$cards = array(
		array( 'visa', '4242', '12', '2030', true ),
		array( 'mastercard', '4444', '08', '2029', false ),
	);
	$held  = array();
	foreach ( WC_Payment_Tokens::get_customer_tokens( $user_id, KASSA_SEED_WOOCOMMERCE_CARD_GATEWAY ) as $token ) {
		$held[ $token->get_card_type() . $token->get_last4() ] = $token;
	}
	foreach ( $cards as list( $brand, $last4, $month, $year, $is_default ) ) {
		$token = $held[ $brand . $last4 ] ?? null;
		if ( ! $token ) {
			$token = new WC_Payment_Token_CC();
			$token->set_token( "ktc_card_{$brand}_{$last4}" );
			$token->set_gateway_id( KASSA_SEED_WOOCOMMERCE_CARD_GATEWAY );
			$token->set_user_id( $user_id );
			$token->set_card_type( $brand );
			$token->set_last4( $last4 );
			$token->set_expiry_month( $month );
			$token->set_expiry_year( $year );
			$token->set_default( $is_default );
			$token->save();
		} elseif ( $is_default && ! $token->is_default() ) {
			// A checkout since may have made another card the default.
			WC_Payment_Tokens::set_users_default( $user_id, $token->get_id() );
		}
	}
}
