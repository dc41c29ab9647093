/**
 * The mini-cart button as plain DOM: on pages without the data store it is all the JavaScript
 * the mini-cart runs until the shopper opens the drawer, so it uses no React.
 * It renders what block.tsx renders in the editor (same classes, same texts).
 */
import {
	getMiniCartButtonText,
	MINI_CART_ICON_PATH,
	type MiniCartSummary,
} from './button-text';

const SVG_NS = 'http://www.w3.org/2000/svg';

function span( className: string ) {
	const element = document.createElement( 'span' );
	element.className = className;
	return element;
}

function icon() {
	const svg = document.createElementNS( SVG_NS, 'svg' );
	svg.setAttribute( 'viewBox', '0 0 24 24' );
	svg.setAttribute( 'width', '24' );
	svg.setAttribute( 'height', '24' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'focusable', 'false' );
	svg.setAttribute( 'class', 'kassa-mini-cart__icon' );
	const path = document.createElementNS( SVG_NS, 'path' );
	path.setAttribute( 'fill', 'currentColor' );
	path.setAttribute( 'd', MINI_CART_ICON_PATH );
	svg.appendChild( path );
	return svg;
}

/**
 * Creates the button at the start of a mini-cart block's element.
 *
 * @param shell The block's element.
 * @return The button.
 */
export function createButton( shell: HTMLElement ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'kassa-mini-cart__button';
	button.setAttribute( 'aria-haspopup', 'dialog' );
	const badge = span( 'kassa-mini-cart__quantity-badge' );
	badge.append( icon(), span( 'kassa-mini-cart__badge' ) );
	button.append( span( 'kassa-mini-cart__amount' ), badge );
	shell.insertBefore( button, shell.firstChild );
	return button;
}

/**
 * Shows a cart summary on the button.
 *
 * @param button    The button createButton made.
 * @param summary   The cart's count and total, or null while unknown.
 * @param hidePrice Leave the total out.
 */
export function updateButton(
	button: HTMLButtonElement,
	summary: MiniCartSummary | null,
	hidePrice: boolean
) {
	const text = getMiniCartButtonText( summary, hidePrice );
	button.setAttribute( 'aria-label', text.label );
	const amount = button.querySelector( '.kassa-mini-cart__amount' );
	const badge = button.querySelector( '.kassa-mini-cart__badge' );
	if ( amount ) {
		amount.textContent = text.amount;
	}
	if ( badge ) {
		badge.textContent = text.count;
		badge.toggleAttribute( 'hidden', text.count === '' );
	}
}
