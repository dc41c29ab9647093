<?php
/**
 * The mini-cart button, rendered by the server with the shopper's item count and total (as
 * WooCommerce's Mini-Cart renders its own), so the header is right before any script runs, or
 * with none, and the page asks the Store API nothing on load. The button script then only
 * listens: it reads the cart again when the shopper acts, or when the cart changes in another
 * tab. The markup is the one blocks/mini-cart/button.ts keeps up to date (same elements,
 * classes and texts).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The shopper's cart as the button shows it: item count, total in minor units and the
 * currency's format, once per request.
 *
 * @return array{itemsCount: int, total: string, currency: array}|null Null when no cart can be read.
 */
function kassa_mini_cart_summary() {
	static $summary = false;
	if ( false !== $summary ) {
		return $summary;
	}
	/**
	 * Filters the mini-cart's count and total before Kassa reads the whole cart for them. A
	 * Store API provider that knows them more cheaply (WooCommerce keeps them in the session)
	 * returns `array( 'itemsCount' => int, 'total' => string in minor units, 'currency' =>
	 * the Store API's currency fields )`.
	 *
	 * @param array|null $summary Null: read the cart.
	 */
	$summary = apply_filters( 'kassa_mini_cart_summary', null );
	if ( null === $summary ) {
		$cart = kassa_preload_cart();
		// WooCommerce's Store API gives the totals as an object (where no filter answered above:
		// a REST request rendering the page, as the editor's, has no session cart).
		$totals  = (array) ( $cart['totals'] ?? array() );
		$summary = isset( $totals['total_price'] ) ? array(
			'itemsCount' => (int) ( $cart['items_count'] ?? 0 ),
			'total'      => (string) $totals['total_price'],
			'currency'   => $totals,
		) : null;
	}
	if ( ! empty( $summary['itemsCount'] ) ) {
		// The page will show this shopper's count: no cache may keep it for others.
		kassa_keep_page_private();
	}
	return $summary;
}

/**
 * An amount in minor units formatted as the front end formats it (assets/utils/money.ts
 * formatPrice), so the server's text and the script's are the same.
 *
 * @param string|int $amount   Amount in minor units.
 * @param array      $currency The Store API's currency fields.
 * @return string
 */
function kassa_format_price( $amount, $currency ) {
	$minor_unit = (int) ( $currency['currency_minor_unit'] ?? 2 );
	$value      = (int) $amount;
	$digits     = str_pad( (string) abs( $value ), $minor_unit + 1, '0', STR_PAD_LEFT );
	$whole      = substr( $digits, 0, strlen( $digits ) - $minor_unit );
	$grouped    = preg_replace( '/\B(?=(\d{3})+(?!\d))/', $currency['currency_thousand_separator'] ?? ',', $whole );
	$number     = $minor_unit > 0
		? $grouped . ( $currency['currency_decimal_separator'] ?? '.' ) . substr( $digits, -$minor_unit )
		: $grouped;
	return ( $value < 0 ? '-' : '' ) . ( $currency['currency_prefix'] ?? '' ) . $number . ( $currency['currency_suffix'] ?? '' );
}

/**
 * The button a mini-cart block starts with: a button opening the drawer, or a link when
 * clicking it goes to the cart or the checkout page.
 *
 * @param array      $attributes The block's attributes, block.json's defaults applied.
 * @param array|null $summary    The cart's count and total, or null while unknown.
 * @return string Escaped markup.
 */
function kassa_mini_cart_button( $attributes, $summary ) {
	$pages  = kassa_page_links();
	$target = array(
		'navigate_to_cart'     => $pages['cart'] ?? '',
		'navigate_to_checkout' => $pages['checkout'] ?? '',
	)[ $attributes['onCartClickBehaviour'] ?? '' ] ?? '';
	$amount = $summary ? kassa_format_price( $summary['total'], $summary['currency'] ) : '';
	$label  = $summary
		? sprintf(
			/* translators: 1: number of items in the cart, 2: the cart's total price */
			_n( '%1$d item in cart, total price of %2$s', '%1$d items in cart, total price of %2$s', $summary['itemsCount'], 'kassa' ),
			$summary['itemsCount'],
			$amount
		)
		: __( 'Cart', 'kassa' );
	$hide_price = true === ( $attributes['hasHiddenPrice'] ?? false );
	$visibility = $attributes['productCountVisibility'] ?? 'greater_than_zero';
	$badge      = '';
	if ( 'never' !== $visibility ) {
		$badge = sprintf(
			'<span class="kassa-mini-cart__badge"%1$s>%2$s</span>',
			$summary && ( 'always' === $visibility || $summary['itemsCount'] > 0 ) ? '' : ' hidden',
			$summary ? esc_html( (string) $summary['itemsCount'] ) : ''
		);
	}
	$inside = ( $hide_price ? '' : '<span class="kassa-mini-cart__amount">' . esc_html( $amount ) . '</span>' )
		. '<span class="kassa-mini-cart__quantity-badge">'
		. kassa_cart_icon_svg( (string) ( $attributes['miniCartIcon'] ?? 'cart' ), 'kassa-mini-cart__icon' )
		. $badge
		. '</span>';
	return $target
		? sprintf( '<a class="kassa-mini-cart__button" href="%1$s" aria-label="%2$s">%3$s</a>', esc_url( $target ), esc_attr( $label ), $inside )
		: sprintf( '<button type="button" class="kassa-mini-cart__button" aria-haspopup="dialog" aria-label="%1$s">%2$s</button>', esc_attr( $label ), $inside );
}

/**
 * Puts the server's button first in a mini-cart block's element.
 *
 * @param string $content The block's HTML (its shell).
 * @param string $button  The button's markup.
 * @return string
 */
function kassa_mini_cart_insert_button( $content, $button ) {
	// The shell's opening tag.
	return (string) preg_replace_callback(
		'/^\s*<div\b' . KASSA_TAG_ATTRIBUTES_PATTERN . '>/',
		static function ( $tag ) use ( $button ) {
			return $tag[0] . $button;
		},
		$content,
		1
	);
}
