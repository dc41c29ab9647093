import { render } from '@testing-library/react';
import { createElement } from '@wordpress/element';

import { updateButton } from '../button';
import MiniCartButton from '../block';
import type { MiniCartSummary } from '../button-text';
import { readButtonSettings } from '../settings';

const summary = ( itemsCount: number ): MiniCartSummary => ( {
	itemsCount,
	total: '1250',
	currency: { currency_prefix: '£', currency_minor_unit: 2 },
} );

/**
 * The button as the editor renders it (block.tsx: the markup the server renders too).
 *
 * @param attributes The block's attributes.
 * @param cart       The cart's summary, or null while unknown.
 * @return The button element and the settings.
 */
function renderButton(
	attributes: Record< string, unknown > = {},
	cart: MiniCartSummary | null = null
) {
	const settings = readButtonSettings( attributes );
	const { container } = render(
		createElement( MiniCartButton, { summary: cart, settings, href: null } )
	);
	return {
		button: container.firstElementChild as HTMLElement,
		settings,
	};
}

describe( 'mini-cart button (plain DOM)', () => {
	it.each( [
		[ 'by default', {}, 2 ],
		[ 'for an empty cart', {}, 0 ],
		[ 'always showing the count', { productCountVisibility: 'always' }, 0 ],
		[ 'never showing the count', { productCountVisibility: 'never' }, 3 ],
		[ 'with the price hidden', { hasHiddenPrice: true }, 1 ],
		[ 'with the bag icon', { miniCartIcon: 'bag' }, 1 ],
	] )(
		'shows a cart as the editor and the server render it, %s',
		( _name, attributes, count ) => {
			const { button, settings } = renderButton( attributes );
			updateButton( button, summary( count ), settings );
			expect( button.outerHTML ).toBe(
				renderButton( attributes, summary( count ) ).button.outerHTML
			);
		}
	);

	it( 'names the cart with its count and total, and shows them', () => {
		const { button, settings } = renderButton();
		updateButton( button, summary( 2 ), settings );
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'2 items in cart, total price of £12.50'
		);
		expect(
			button.querySelector( '.kassa-mini-cart__amount' )?.textContent
		).toBe( '£12.50' );
		expect(
			button.querySelector( '.kassa-mini-cart__badge' )?.textContent
		).toBe( '2' );
	} );

	it( 'keeps the total in its name with the price hidden', () => {
		const { button, settings } = renderButton( { hasHiddenPrice: true } );
		updateButton( button, summary( 1 ), settings );
		expect( button.querySelector( '.kassa-mini-cart__amount' ) ).toBeNull();
		expect( button.getAttribute( 'aria-label' ) ).toContain( '£12.50' );
	} );
} );
