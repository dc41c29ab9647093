import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import { BlockSettingsEditor } from '../utils/block-settings';
import { guestShopper } from '../utils/cart';
import { placeOrderButton } from '../utils/checkout';
import { openInEditor, pageBySlug } from '../utils/editor';
import { compileTranslation } from '../utils/translations';

/**
 * Translations reach the editor and the shop (issue 12): a small test translation into Hebrew
 * (tests/fixtures/languages/kassa-he_IL.po), compiled while the tests run into the files
 * WordPress loads, shows in the Checkout block's editor script, its block.json title (PHP) and
 * the shopper's checkout; and in a right-to-left locale the checkout loads its -rtl stylesheet
 * and lays out right to left. Only the browsers of these tests ask for the locale (a cookie
 * bin/lib/mu-plugins/kassa-test-locale.php reads), so other specs running meanwhile are not
 * affected.
 */

let translation: ReturnType< typeof compileTranslation >;

test.beforeAll( () => {
	translation = compileTranslation(
		path.join( __dirname, '../../fixtures/languages/kassa-he_IL.po' )
	);
} );

test.afterAll( () => translation.remove() );

/**
 * Serves a browser context's requests in the test locale.
 *
 * @param context   The context.
 * @param baseURL   The site.
 * @param direction The text direction WordPress should use.
 */
async function useTestLocale(
	context: BrowserContext,
	baseURL: string,
	direction: 'ltr' | 'rtl' = 'ltr'
) {
	await context.addCookies( [
		{ name: 'kassa_test_locale', value: translation.locale, url: baseURL },
		{ name: 'kassa_test_text_direction', value: direction, url: baseURL },
	] );
}

/**
 * A guest with a Beanie in the cart, on the shop's checkout, in the test locale.
 *
 * @param browser   The browser.
 * @param baseURL   The site.
 * @param direction The text direction.
 * @return The shopper's page.
 */
async function shopperOnCheckout(
	browser: Browser,
	baseURL: string,
	direction: 'ltr' | 'rtl'
) {
	const { page } = await guestShopper( browser, baseURL, {
		lines: [ [ 'Beanie' ] ],
	} );
	await useTestLocale( page.context(), baseURL, direction );
	await page.goto( '/checkout/' );
	await placeOrderButton( page ).waitFor();
	return page;
}

test( 'a test translation shows in the editor and on the checkout', async ( {
	admin,
	editor,
	page,
	browser,
	baseURL,
	requestUtils,
} ) => {
	test.slow();
	await useTestLocale( page.context(), baseURL as string );
	const checkout = await pageBySlug( requestUtils, 'checkout' );
	await openInEditor( admin, editor, checkout.id, 'kassa/checkout' );
	// The editor script's strings (the inspector's, the canvas's) and block.json's title (PHP).
	const sidebar = await new BlockSettingsEditor(
		page,
		checkout.id,
		'/checkout/'
	).select( 'kassa/checkout' );
	await expect(
		sidebar.getByRole( 'checkbox', { name: 'הצג מספרי שלבים' } )
	).toBeVisible();
	await expect(
		sidebar.getByRole( 'heading', { name: 'קופה' } )
	).toBeVisible();
	// The step's heading is a field there, the translated default its placeholder.
	await expect( editor.canvas.getByPlaceholder( 'פרטי קשר' ) ).toBeVisible();

	const shopper = await shopperOnCheckout(
		browser,
		baseURL as string,
		'ltr'
	);
	// A method with a label of its own (WooCommerce's test card: 'Pay now') would show that one.
	await shopper.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expect( placeOrderButton( shopper ) ).toContainText( 'בצע הזמנה' );
	await expect(
		shopper.getByRole( 'heading', { name: 'פרטי קשר' } )
	).toBeVisible();
	await shopper.context().close();
} );

test( 'right to left: the checkout loads its -rtl stylesheet and lays out from the right', async ( {
	browser,
	baseURL,
} ) => {
	const shopper = await shopperOnCheckout(
		browser,
		baseURL as string,
		'rtl'
	);
	await expect( shopper.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	// Loaded (linked, or inlined as WordPress does with small stylesheets): the snackbar list's
	// rules (the checkout's and the mini-cart's) are the -rtl stylesheets', `right: 1.5em` where
	// the others have `left: 1.5em`.
	const snackbarRules = await shopper.evaluate( () =>
		Array.from( document.styleSheets )
			.flatMap( ( sheet ) => Array.from( sheet.cssRules ) )
			.filter(
				( rule ): rule is CSSStyleRule =>
					rule instanceof CSSStyleRule &&
					// Each of Kassa's rules weighs one id more (the theme guard).
					rule.selectorText.replace(
						':not(#kassa-theme-guard)',
						''
					) === '.kassa-snackbar-list'
			)
			.map( ( rule ) => ( {
				left: rule.style.left,
				right: rule.style.right,
			} ) )
	);
	expect( snackbarRules ).toContainEqual( { left: '', right: '1.5em' } );
	expect( snackbarRules ).not.toContainEqual( { left: '1.5em', right: '' } );
	// Applied: the snackbars, at the bottom left of a left-to-right checkout, sit at its right.
	const snackbars = await shopper
		.locator( '.kassa-snackbar-list' )
		.first()
		.evaluate( ( list ) => ( {
			direction: getComputedStyle( list ).direction,
			emsFromRight:
				( window.innerWidth - list.getBoundingClientRect().right ) /
				parseFloat( getComputedStyle( list ).fontSize ),
		} ) );
	expect( snackbars.direction ).toBe( 'rtl' );
	expect( snackbars.emsFromRight ).toBeCloseTo( 1.5 );
	await shopper.context().close();
} );
