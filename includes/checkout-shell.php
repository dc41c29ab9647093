<?php
/**
 * The checkout's first step at the first paint: the server prints the contact step (heading,
 * description, email field, account checkbox) into the checkout's saved skeleton, so the shopper
 * sees where the checkout begins as soon as the page paints, not once its script has rendered.
 * The skeleton is laid out as the checkout's steps column (blocks/checkout/style.scss); the
 * script renders the same step in its place, and the skeleton goes.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The first inner block of the checkout's steps column that is a step: the express payment
 * area above the steps and the places of the classic checkout's hooks are passed over (they
 * show nothing without express methods, or a plugin that prints at the hook).
 *
 * @param WP_Block $checkout The checkout block.
 * @return WP_Block|null The step block, or null for a checkout saved without its columns.
 */
function kassa_checkout_first_step( WP_Block $checkout ) {
	foreach ( $checkout->inner_blocks as $column ) {
		if ( 'kassa/checkout-fields' !== $column->name ) {
			continue;
		}
		foreach ( $column->inner_blocks as $inner ) {
			if ( ! in_array( $inner->name, array( 'kassa/checkout-express-payment', 'kassa/classic-hook' ), true ) ) {
				return $inner;
			}
		}
	}
	return null;
}

/**
 * One of a step's texts: the admin's (the step block's attribute), else the translated default,
 * as the step's script chooses (stepText() in blocks/checkout/components/step-texts.ts).
 *
 * @param array  $attrs    The step block's attributes.
 * @param string $name     'title' or 'description'.
 * @param string $fallback The translated default.
 * @return string Plain text, not escaped.
 */
function kassa_checkout_step_text( $attrs, $name, $fallback ) {
	$text = isset( $attrs[ $name ] ) ? $attrs[ $name ] : null;
	return is_string( $text ) && '' !== trim( $text ) ? $text : $fallback;
}

/**
 * The contact step as the checkout's script first renders it for this shopper (blocks/
 * checkout-contact-information/block.tsx): the heading (the admin's text, else the default)
 * with the login link for a guest, the description, the email field with the email the cart
 * holds, and the account checkbox when the shop lets a guest create an account. Same elements
 * and classes, so everything is where the script will render it; the skeleton around it is
 * inert, so nothing here can be focused or typed into.
 *
 * @param bool  $numbered Whether the checkout numbers its steps.
 * @param array $attrs    The contact step block's attributes.
 * @param array $cart     The shopper's cart.
 * @return string HTML.
 */
function kassa_checkout_contact_step( $numbered, $attrs, $cart ) {
	$guest    = ! is_user_logged_in();
	$settings = kassa_settings();
	// WooCommerce's Store API gives the address as an object.
	$billing  = isset( $cart['billing_address'] ) ? (array) $cart['billing_address'] : array();
	$email    = isset( $billing['email'] ) ? (string) $billing['email'] : '';
	$login    = $guest ? sprintf(
		'<a class="kassa-checkout-step__login" href="%s" tabindex="-1">%s</a>',
		esc_url( $settings['pages']['myaccount'] ),
		esc_html__( 'Log in', 'kassa' )
	) : '';
	$account  = $guest && ! empty( $settings['accountCreationAllowed'] ) ? sprintf(
		'<div class="kassa-checkbox-control"><input class="kassa-checkbox-control__input" type="checkbox" tabindex="-1"><label class="kassa-checkbox-control__label">%s</label></div>',
		esc_html__( 'Create an account with us for faster checkout next time', 'kassa' )
	) : '';
	return sprintf(
		'<fieldset class="kassa-checkout-step kassa-checkout-step--contact-information%s"><div class="kassa-checkout-step__heading"><h2 class="kassa-checkout-step__title">%s</h2>%s</div><p class="kassa-checkout-step__description">%s</p><div class="kassa-checkout-step__content"><div class="kassa-checkout-contact"><div class="kassa-text-input%s"><label class="kassa-text-input__label">%s</label><input class="kassa-text-input__input" type="email" value="%s" tabindex="-1"></div>%s</div></div></fieldset>',
		$numbered ? ' kassa-checkout-step--numbered' : '',
		esc_html( kassa_checkout_step_text( $attrs, 'title', __( 'Contact information', 'kassa' ) ) ),
		$login,
		esc_html( kassa_checkout_step_text( $attrs, 'description', __( "We'll use this email to send you details and updates about your order.", 'kassa' ) ) ),
		'' === $email ? '' : ' kassa-text-input--has-value',
		esc_html__( 'Email address', 'kassa' ),
		esc_attr( $email ),
		$account
	);
}

/**
 * Prints the contact step into the checkout's skeleton, when the checkout opens with that step
 * and the cart has lines (an empty cart's checkout shows a link back to the shop instead). Not
 * in the editor, which renders the page without a shopper.
 *
 * @param string   $content  The checkout's HTML, with its saved skeleton.
 * @param array    $block    The parsed block.
 * @param WP_Block $instance The block, its attributes with their defaults.
 * @return string
 */
function kassa_checkout_shell_first_step( $content, $block, $instance ) {
	if ( is_admin() ) {
		return $content;
	}
	$first = kassa_checkout_first_step( $instance );
	// The cart is read last: the checks before it cost nothing.
	if ( ! $first || 'kassa/checkout-contact-information' !== $first->name ) {
		return $content;
	}
	$cart = kassa_preload_cart();
	if ( empty( $cart['items'] ) ) {
		return $content;
	}
	$attrs    = $first->attributes;
	$numbered = (bool) $instance->attributes['showStepNumbers'];
	return (string) preg_replace_callback(
		// The author's markup: an attribute value holding `></div>` is read as the value it is.
		'#<div class="kassa-checkout__skeleton"(' . KASSA_TAG_ATTRIBUTES_PATTERN . ')></div>#',
		static function ( $skeleton ) use ( $numbered, $attrs, $cart ) {
			// The step-numbers class numbers the step as the checkout's own class does.
			return sprintf(
				'<div class="kassa-checkout__skeleton%s"%s inert>%s</div>',
				$numbered ? ' kassa-checkout--step-numbers' : '',
				$skeleton[1],
				kassa_checkout_contact_step( $numbered, $attrs, $cart )
			);
		},
		$content,
		1
	);
}
add_filter( 'render_block_kassa/checkout', 'kassa_checkout_shell_first_step', 10, 3 );
