/**
 * The mini-cart button as plain DOM: on pages without the data store it is all the JavaScript
 * the mini-cart runs until the shopper opens the drawer, so it uses no React.
 * It renders what block.tsx renders in the editor (same elements, classes and texts).
 */
import { getCartIconPath } from '../../assets/icons/cart-icons';
import { getMiniCartButtonText, type MiniCartSummary } from './button-text';
import { isBadgeVisible, type MiniCartButtonSettings } from './settings';

const SVG_NS = 'http://www.w3.org/2000/svg';

function span( className: string ) {
	const element = document.createElement( 'span' );
	element.className = className;
	return element;
}

function icon( settings: MiniCartButtonSettings ) {
	const svg = document.createElementNS( SVG_NS, 'svg' );
	svg.setAttribute( 'viewBox', '0 0 24 24' );
	svg.setAttribute( 'width', '24' );
	svg.setAttribute( 'height', '24' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'focusable', 'false' );
	svg.setAttribute( 'class', 'kassa-mini-cart__icon' );
	const path = document.createElementNS( SVG_NS, 'path' );
	path.setAttribute( 'fill', 'currentColor' );
	path.setAttribute( 'd', getCartIconPath( settings.miniCartIcon ) );
	svg.appendChild( path );
	return svg;
}

/**
 * Creates the button at the start of a mini-cart block's element: a button that opens the
 * drawer, or a link when clicking it goes to a page instead.
 *
 * @param shell    The block's element.
 * @param settings The block's settings.
 * @param href     Where clicking goes, or null to open the drawer.
 * @return The button (or link).
 */
export function createButton(
	shell: HTMLElement,
	settings: MiniCartButtonSettings,
	href: string | null
): HTMLElement {
	let button: HTMLElement;
	if ( href ) {
		button = document.createElement( 'a' );
		button.setAttribute( 'href', href );
	} else {
		button = document.createElement( 'button' );
		button.setAttribute( 'type', 'button' );
		button.setAttribute( 'aria-haspopup', 'dialog' );
	}
	button.className = 'kassa-mini-cart__button';
	const badge = span( 'kassa-mini-cart__quantity-badge' );
	badge.append( icon( settings ) );
	if ( settings.productCountVisibility !== 'never' ) {
		badge.append( span( 'kassa-mini-cart__badge' ) );
	}
	if ( ! settings.hasHiddenPrice ) {
		button.append( span( 'kassa-mini-cart__amount' ) );
	}
	button.append( badge );
	shell.insertBefore( button, shell.firstChild );
	return button;
}

/**
 * Shows a cart summary on the button.
 *
 * @param button   The button createButton made.
 * @param summary  The cart's count and total, or null while unknown.
 * @param settings The block's settings.
 */
export function updateButton(
	button: HTMLElement,
	summary: MiniCartSummary | null,
	settings: MiniCartButtonSettings
) {
	const text = getMiniCartButtonText( summary, settings.hasHiddenPrice );
	button.setAttribute( 'aria-label', text.label );
	const amount = button.querySelector( '.kassa-mini-cart__amount' );
	const badge = button.querySelector( '.kassa-mini-cart__badge' );
	if ( amount ) {
		amount.textContent = text.amount;
	}
	if ( badge ) {
		badge.textContent = text.count;
		badge.toggleAttribute(
			'hidden',
			! isBadgeVisible(
				summary?.itemsCount ?? null,
				settings.productCountVisibility
			)
		);
	}
}
