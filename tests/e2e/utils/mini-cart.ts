import type { Page } from '@playwright/test';

import icons from '../../../assets/icons/cart-icons.json';

/**
 * The mini-cart's button: the first on the page is the one the block theme's header holds.
 *
 * @param page The page.
 * @return Its locator.
 */
export function miniCartButton( page: Page ) {
	return page.locator( '.kassa-mini-cart__button' ).first();
}

/**
 * The mini-cart a page holds in its content (the header holds another).
 *
 * @param page The page.
 * @return Its block's locator.
 */
export function contentMiniCart( page: Page ) {
	return page.locator( '.wp-block-post-content .wp-block-kassa-mini-cart' );
}

/**
 * The button (or link) of the mini-cart a page holds in its content.
 *
 * @param page The page.
 * @return Its locator.
 */
export function contentMiniCartButton( page: Page ) {
	return contentMiniCart( page ).locator( '.kassa-mini-cart__button' );
}

/**
 * The SVG path of a cart icon choice, as the Mini-Cart and the Cart Link draw it.
 *
 * @param icon 'cart', 'bag' or 'bag-alt'.
 * @return The path data.
 */
export function cartIconPath( icon: keyof typeof icons ) {
	return icons[ icon ];
}

/**
 * The mini-cart's drawer dialog ('Your cart (N items)').
 *
 * @param page The page.
 * @return Its locator.
 */
export function miniCartDrawer( page: Page ) {
	return page.getByRole( 'dialog', { name: /^Your cart/ } );
}

/**
 * Formats an amount in pence the way the demo shop shows it (GBP, '£1,234.56').
 *
 * @param minor Amount in minor units, as the Store API sends it.
 * @return The formatted price.
 */
export function formatPounds( minor: string | number ) {
	const pence = Number( minor );
	return `£${ Math.floor( pence / 100 ).toLocaleString( 'en-GB' ) }.${ String(
		pence % 100
	).padStart( 2, '0' ) }`;
}

/**
 * The accessible name the mini-cart button has for a cart.
 *
 * @param count Items in the cart.
 * @param total Total price in minor units.
 * @return The name.
 */
export function miniCartLabel( count: number, total: string | number ) {
	return `${ count } ${
		count === 1 ? 'item' : 'items'
	} in cart, total price of ${ formatPounds( total ) }`;
}
