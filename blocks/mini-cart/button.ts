/**
 * The mini-cart button as plain DOM: on pages without the data store it is all the JavaScript
 * the mini-cart runs until the shopper opens the drawer, so it uses no React. The server renders
 * the button (includes/mini-cart-button.php, the same elements, classes and texts as block.tsx
 * in the editor); this keeps its texts up to date.
 */
import { getMiniCartButtonText, type MiniCartSummary } from './button-text';
import { isBadgeVisible, type MiniCartButtonSettings } from './settings';

/**
 * Shows a cart summary on the button.
 *
 * @param button   The button (or link) the server rendered.
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
