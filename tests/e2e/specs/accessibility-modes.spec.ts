import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { fillCart } from '../utils/cart';
import { placeOrderButton } from '../utils/checkout';
import { miniCartButton, miniCartDrawer } from '../utils/mini-cart';
import { expectRadioGroupPattern } from '../utils/a11y';

/**
 * The shopper's settings and keys: reduced motion, forced colours (Windows High Contrast),
 * and the arrow keys in every radio group.
 */
test.use( { storageState: GUEST } );

/**
 * The computed outline of the focused element.
 *
 * @param page The page.
 * @return Its outline style and width in px.
 */
const focusedOutline = ( page: Page ) =>
	page.locator( ':focus' ).evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return {
			style: style.outlineStyle,
			width: Number.parseFloat( style.outlineWidth ),
		};
	} );

async function openCheckout( page: Page ) {
	await page.goto( '/checkout/' );
	await placeOrderButton( page ).waitFor();
}

test.describe( 'reduced motion', () => {
	test( 'the drawer opens and closes without a transition, panels turn without one', async ( {
		page,
		storeApi,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await page.goto( '/mini-cart-demo/' );
		await miniCartButton( page ).click();
		await expect( miniCartDrawer( page ) ).toBeVisible();
		const motion = ( selector: string ) =>
			page.locator( selector ).evaluate( ( element ) => {
				const style = getComputedStyle( element );
				return {
					animations: element.getAnimations().length,
					animation: style.animationName,
					transition: style.transitionDuration,
				};
			} );
		const still = { animations: 0, animation: 'none', transition: '0s' };
		expect( await motion( '.kassa-drawer' ) ).toEqual( still );
		expect( await motion( '.kassa-drawer__overlay' ) ).toEqual( still );

		await page.keyboard.press( 'Escape' );
		await expect( miniCartDrawer( page ) ).toHaveCount( 0 );
		expect(
			await page
				.locator( '.kassa-drawer-wrapper' )
				.evaluateAll( ( wrappers ) =>
					wrappers.flatMap( ( wrapper ) =>
						wrapper
							.getAnimations( { subtree: true } )
							.map( ( animation ) => animation.id )
					)
				)
		).toEqual( [] );
	} );

	test( 'checkout steps and panels turn their icons without a transition', async ( {
		page,
		storeApi,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCheckout( page );
		const icons = page.locator( '.kassa-panel__icon' );
		expect( await icons.count() ).toBeGreaterThan( 0 );
		expect(
			await icons.evaluateAll( ( elements ) =>
				elements.map(
					( element ) =>
						getComputedStyle( element ).transitionDuration
				)
			)
		).toEqual( Array( await icons.count() ).fill( '0s' ) );
	} );
} );

test.describe( 'forced colours', () => {
	test( 'the focus ring on Place Order, the selected rate and payment method, a disabled button stay visible', async ( {
		page,
		storeApi,
	} ) => {
		await page.emulateMedia( { forcedColors: 'active' } );
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCheckout( page );

		// Place Order: focused by the keyboard, its outline is drawn.
		await placeOrderButton( page ).focus();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Tab' );
		await expect( placeOrderButton( page ) ).toBeFocused();
		expect( await focusedOutline( page ) ).toEqual( {
			style: 'solid',
			width: 2,
		} );
		// Its own border replaces the background that forced colours drop.
		expect(
			await placeOrderButton( page ).evaluate(
				( button ) => getComputedStyle( button ).borderTopStyle
			)
		).toBe( 'solid' );

		// The selected payment method: its row outlined, the others not, and the focus ring.
		const cheque = page.getByRole( 'radio', { name: 'Check payments' } );
		await cheque.check();
		const outlines = await page
			.locator(
				'.kassa-payment-methods :is(.kassa-payment-methods__method, .kassa-payment-methods__token)'
			)
			.evaluateAll( ( rows ) =>
				rows.map( ( row ) => ( {
					checked: !! row.querySelector( 'input:checked' ),
					style: getComputedStyle( row ).outlineStyle,
					width: getComputedStyle( row ).outlineWidth,
				} ) )
			);
		expect( outlines.length ).toBeGreaterThan( 1 );
		for ( const { checked, style, width } of outlines ) {
			expect( checked ? [ style, width ] : style ).toEqual(
				checked ? [ 'solid', '2px' ] : 'none'
			);
		}
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Tab' );
		await expect( cheque ).toBeFocused();
		expect(
			await page
				.locator(
					'.kassa-checkout-radio-list__option:has(input:focus)'
				)
				.evaluate( ( label ) => getComputedStyle( label ).outlineStyle )
		).toBe( 'solid' );

		// The selected shipping rate: its radio is focusable with a ring.
		const rate = page
			.locator( '.kassa-checkout .kassa-package-rates__input:checked' )
			.first();
		await rate.focus();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Tab' );
		await expect( rate ).toBeFocused();
		expect( ( await focusedOutline( page ) ).style ).toBe( 'solid' );
	} );

	test( 'a disabled quantity button shows in the system colour for disabled text', async ( {
		page,
		storeApi,
	} ) => {
		await page.emulateMedia( { forcedColors: 'active' } );
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await page.goto( '/cart/' );
		const minus = page.getByRole( 'button', {
			name: 'Reduce quantity of Beanie',
		} );
		await expect( minus ).toBeDisabled();
		const [ disabledColour, grayText ] = await minus.evaluate(
			( button ) => {
				const probe = document.createElement( 'span' );
				probe.style.color = 'GrayText';
				document.body.append( probe );
				const colours = [
					getComputedStyle( button ).color,
					getComputedStyle( probe ).color,
				];
				probe.remove();
				return colours;
			}
		);
		expect( disabledColour ).toBe( grayText );
		await expect( minus.locator( 'svg' ) ).toBeVisible();
	} );
} );

test.describe( 'radio groups', () => {
	test( 'delivery, shipping rates and payment methods: one tab stop, arrow keys move and select @engines', async ( {
		page,
		storeApi,
	} ) => {
		// Over the free-shipping threshold: a flat rate and free shipping to choose from.
		await fillCart( storeApi, [ [ 'Beanie', 4 ] ] );
		await openCheckout( page );
		const settled = () =>
			expect(
				page.locator( '.kassa-checkout [aria-busy="true"]' )
			).toHaveCount( 0 );

		await expectRadioGroupPattern(
			page,
			page.getByRole( 'radiogroup', { name: 'Payment options' } )
		);
		await expectRadioGroupPattern(
			page,
			page.locator( '.kassa-checkout .kassa-package-rates' ).first(),
			settled
		);
		await expectRadioGroupPattern(
			page,
			page.getByRole( 'radiogroup', { name: 'Delivery' } ),
			settled
		);
	} );
} );
