import type { Locator, Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { deliveryFold, fillCart } from '../utils/cart';
import { openCheckoutWith, placeOrderButton } from '../utils/checkout';
import type { StoreApi } from '../utils/store-api';

/**
 * The cart and the checkout as compact, legible and finished as WooCommerce's own blocks on the
 * same shop and theme (issues 25 and 41), in two block themes (Twenty Twenty-Five, Twenty
 * Twenty-Four) and two classic ones (Twenty Twenty-One, Twenty Twenty; each served per request
 * by the `kassa_test_theme` cookie): on a phone, the cart's checkout button in view, never over
 * the delivery options, and no field that makes Safari zoom; the cart and the checkout no longer
 * than WooCommerce's at 390 and 1280 px; the checkout's summary beside its steps on a desktop;
 * Kassa's controls drawn by Kassa, not by a theme's rules for every button and table; the
 * summary, the payment methods and Place Order drawn as a shopper expects; and the look taken
 * from the theme. `npm run screenshots` shows the same pages side by side.
 */
test.use( { storageState: GUEST } );

const THEMES = [
	'twentytwentyfive',
	'twentytwentyfour',
	'twentytwentyone',
	'twentytwenty',
] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The same cart for every comparison: two products, one on sale.
 *
 * @param storeApi The shopper's Store API client.
 */
const fillTwoProducts = ( storeApi: StoreApi ) =>
	fillCart( storeApi, [ [ 'Beanie' ], [ 'Sunglasses' ] ] );

/** Text fields, selects and text areas: the controls Safari zooms into under 16 px. */
const TEXT_CONTROLS =
	'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"], [type="button"]), select, textarea';

/**
 * Every visible text control in the element matching `root` whose font is under 16 px.
 *
 * @param page The page.
 * @param root The block's selector.
 * @return 'id: size' for each such control.
 */
async function smallControls( page: Page, root: string ) {
	return page.locator( root ).evaluate( ( element, selector ) => {
		const small: string[] = [];
		element.querySelectorAll( selector ).forEach( ( control ) => {
			const size = parseFloat( getComputedStyle( control ).fontSize );
			if ( control.checkVisibility() && size < 16 ) {
				small.push(
					`${ control.id || control.getAttribute( 'name' ) }: ${ size }px`
				);
			}
		} );
		return small;
	}, TEXT_CONTROLS );
}

/**
 * Waits until nothing on the page is a loading placeholder any more (WooCommerce's skeletons
 * and loading masks, Kassa's), so a page's height is its height.
 *
 * @param page The page.
 */
async function settled( page: Page ) {
	await page.waitForFunction(
		() =>
			! [
				...document.querySelectorAll(
					'.wc-block-components-skeleton__element, .wc-block-components-loading-mask, .kassa-skeleton, .kassa-payment-methods__loading'
				),
			].some( ( element ) => element.checkVisibility() )
	);
	await page.evaluate( () => document.fonts.ready );
}

/**
 * Opens a page and measures its height once nothing on it is loading any more.
 *
 * @param page  The page.
 * @param where The page's path, and a selector that is on it once it has rendered.
 * @return The document's height in pixels.
 */
async function pageHeight( page: Page, where: readonly [ string, string ] ) {
	const [ path, ready ] = where;
	await page.goto( path );
	await page.locator( ready ).first().waitFor( { state: 'attached' } );
	await settled( page );
	return page.evaluate( () => document.documentElement.scrollHeight );
}

/**
 * Expects Kassa's page no longer than WooCommerce's on the same cart, and notes both heights in
 * the test's annotations. Soft, so one run measures every page.
 *
 * @param key         'theme width page', for the message.
 * @param kassa       Kassa's page height.
 * @param woocommerce WooCommerce's page height.
 */
function expectNoLonger( key: string, kassa: number, woocommerce: number ) {
	test.info().annotations.push( {
		type: 'page height',
		description: `${ key }: Kassa ${ kassa } px, WooCommerce ${ woocommerce } px`,
	} );
	expect
		.soft( kassa, `${ key }: Kassa's page height` )
		.toBeLessThanOrEqual( woocommerce );
}

/** Kassa's page and WooCommerce's on the same shop, each with what is on it once rendered. */
const COMPARED = {
	cart: {
		kassa: [ '/cart/', '.kassa-proceed-to-checkout__button' ],
		woocommerce: [ '/wc-cart/', '.wc-block-components-totals-footer-item' ],
	},
	checkout: {
		kassa: [ '/checkout/', '.kassa-place-order-button' ],
		woocommerce: [
			'/wc-checkout/',
			'.wc-block-components-order-summary-item',
		],
	},
} as const;

/**
 * Measures WooCommerce's page, then opens Kassa's (and stays there), in the theme the test
 * serves: Kassa's no longer (expectNoLonger).
 *
 * @param page  The page, at the width to measure.
 * @param theme The theme the test's cookie asks for.
 * @param name  Which page.
 */
async function openNoLongerThanWooCommerce(
	page: Page,
	theme: string,
	name: keyof typeof COMPARED
) {
	const woocommerce = await pageHeight( page, COMPARED[ name ].woocommerce );
	const kassa = await pageHeight( page, COMPARED[ name ].kassa );
	await expect( page.locator( 'body' ) ).toHaveClass(
		new RegExp( `\\bwp-theme-${ theme }\\b|\\b${ theme }\\b` )
	);
	expectNoLonger(
		`${ theme } ${ page.viewportSize()!.width } ${ name }`,
		kassa,
		woocommerce
	);
}

/**
 * Expects each of the controls visible and without a background of its own: the theme's rules
 * for every button did not paint it.
 *
 * @param controls The controls.
 */
async function expectUnpainted( controls: Locator[] ) {
	for ( const control of controls ) {
		await expect( control ).toBeVisible();
		await expect( control ).toHaveCSS(
			'background-color',
			'rgba(0, 0, 0, 0)'
		);
	}
}

/**
 * What the theme gives a button, a heading, text and its preset sizes (read from elements the
 * theme styles, put in the page beside the checkout), and what Kassa's checkout shows.
 *
 * @param page The checkout's page.
 * @return The theme's and Kassa's.
 */
async function themeAndCheckoutLooks( page: Page ) {
	const theirs = await page.evaluate( () => {
		const make = ( tag: string, className = '' ) => {
			const element = document.createElement( tag );
			element.className = className;
			element.textContent = 'x';
			document
				.querySelector( '.wp-block-kassa-checkout' )!
				.parentElement!.append( element );
			return getComputedStyle( element );
		};
		const button = make( 'button', 'wp-element-button' );
		return {
			buttonBackground: button.backgroundColor,
			buttonColor: button.color,
			buttonRadius: button.borderTopLeftRadius,
			buttonFont: button.fontFamily,
			headingFont: make( 'h2' ).fontFamily,
			bodyFont: make( 'p' ).fontFamily,
			textColor: make( 'p' ).color,
			medium: make( 'p', 'has-medium-font-size' ).fontSize,
			small: make( 'p', 'has-small-font-size' ).fontSize,
		};
	} );
	const ours = await page.evaluate( () => {
		const style = ( selector: string ) =>
			getComputedStyle( document.querySelector( selector )! );
		const button = style( '.kassa-place-order-button' );
		return {
			buttonBackground: button.backgroundColor,
			buttonColor: button.color,
			buttonRadius: button.borderTopLeftRadius,
			buttonFont: button.fontFamily,
			headingFont: style( '.kassa-checkout-step__title' ).fontFamily,
			bodyFont: style( '.kassa-checkout' ).fontFamily,
			textColor: style( '.kassa-checkout' ).color,
			medium: style( '.wp-block-kassa-checkout' ).fontSize,
			small: style( '.kassa-checkout-terms' ).fontSize,
		};
	} );
	return { theirs, ours };
}

// Each theme's checks are two tests, a phone's and a desktop's, each walking the pages once:
// four themes must not add minutes to the suite.
for ( const theme of THEMES ) {
	test.describe( `in ${ theme }`, () => {
		test.beforeEach( async ( { context, baseURL, storeApi } ) => {
			// Served in the theme by bin/lib/mu-plugins/kassa-test-theme.php.
			await context.addCookies( [
				{ name: 'kassa_test_theme', value: theme, url: baseURL! },
			] );
			await fillTwoProducts( storeApi );
		} );

		test( "on a phone: the cart's checkout button in view and never over its folded delivery options; no field under 16 px; the cart and the checkout no longer than WooCommerce's", async ( {
			page,
		} ) => {
			test.slow();
			await page.setViewportSize( PHONE );
			await openNoLongerThanWooCommerce( page, theme, 'cart' );
			const checkout = page.getByRole( 'link', {
				name: 'Proceed to Checkout',
			} );
			await expect( checkout ).toBeInViewport( { ratio: 1 } );
			// Scrolled until its place is on the screen (not to the end: a classic theme's footer
			// may be a screen long), the button is in that place, under the total.
			const total = page.locator( '.kassa-totals-footer__total' );
			await total.evaluate( ( element ) =>
				element.scrollIntoView( { block: 'center' } )
			);
			await expect( checkout ).toBeInViewport( { ratio: 1 } );
			const button = await checkout.boundingBox();
			const totalBox = await total.boundingBox();
			expect( button!.y ).toBeGreaterThan(
				totalBox!.y + totalBox!.height
			);
			await page.evaluate( () => window.scrollTo( 0, 0 ) );

			// The delivery options folded behind a heading naming the chosen one.
			const toggle = deliveryFold( page );
			await expect( toggle ).toHaveAccessibleName(
				/^Delivery\s*Flat rate/
			);
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			const free = page.getByRole( 'radio', { name: /Free shipping/ } );
			await expect( free ).toBeHidden();
			// Opened, each option at the bottom of the screen is what is there: the button's
			// bar does not stick over it.
			await toggle.click();
			const options = page.locator(
				'.kassa-cart .kassa-package-rates__option'
			);
			await expect( options.first() ).toBeVisible();
			for ( const option of await options.all() ) {
				await option.evaluate( ( element ) =>
					element.scrollIntoView( { block: 'end' } )
				);
				const onTop = await option.evaluate( ( element ) => {
					const box = element.getBoundingClientRect();
					const found = document.elementFromPoint(
						box.left + box.width / 2,
						box.bottom - 4
					);
					return !! found && element.contains( found );
				} );
				expect( onTop ).toBe( true );
			}
			// And the choice works from there.
			await free.check();
			await expect( free ).toBeChecked();

			await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
			await page
				.getByRole( 'button', { name: 'Change address' } )
				.click();
			await expect( page.getByLabel( 'Enter code' ) ).toBeVisible();
			expect(
				await smallControls( page, '.wp-block-kassa-cart' )
			).toEqual( [] );

			await openNoLongerThanWooCommerce( page, theme, 'checkout' );
			await page
				.getByRole( 'checkbox', { name: /Create an account/ } )
				.check();
			await page
				.getByRole( 'checkbox', { name: 'Add a note to your order' } )
				.check();
			await page
				.getByRole( 'checkbox', {
					name: 'Use same address for billing',
				} )
				.uncheck();
			// One column: the order summary is collapsed behind its toggle until opened.
			const summary = page.locator( '.kassa-checkout-order-summary' );
			const summaryToggle = summary.getByRole( 'button', {
				name: /Order summary/,
			} );
			await expect( summaryToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect(
				summary.getByRole( 'list', { name: 'Products in your order' } )
			).toBeHidden();
			await summaryToggle.click();
			await summary
				.getByRole( 'button', { name: 'Add a coupon' } )
				.click();
			await expect( page.locator( '#billing-country' ) ).toBeVisible();
			expect(
				await smallControls( page, '.wp-block-kassa-checkout' )
			).toEqual( [] );

			await page.goto( '/shop/' );
			await expect(
				page.locator( '.kassa-product' ).first()
			).toBeVisible();
			expect(
				await smallControls( page, '.wp-block-kassa-products' )
			).toEqual( [] );
		} );

		test( "on a desktop: the checkout's summary beside its steps; Kassa's controls drawn by Kassa, names and prices apart; the theme's look; the cart and the checkout no longer than WooCommerce's", async ( {
			page,
		} ) => {
			test.slow();
			await page.setViewportSize( DESKTOP );
			await openNoLongerThanWooCommerce( page, theme, 'cart' );
			// The delivery options folded behind their heading, as on a phone, until opened.
			await expect( deliveryFold( page ) ).toHaveAccessibleName(
				/^Delivery\s*Flat rate/
			);
			await deliveryFold( page ).click();
			// Not painted by the theme's rules for every button; no table borders around the
			// lines (a line between rows at most); each option's name and price apart.
			const cart = page.locator( '.kassa-cart' );
			await expectUnpainted( [
				cart.getByRole( 'button', { name: 'Add a coupon' } ),
				cart.getByRole( 'button', { name: 'Remove item' } ).first(),
				cart
					.getByRole( 'button', { name: /^Reduce quantity of/ } )
					.first(),
				cart
					.getByRole( 'button', { name: /^Increase quantity of/ } )
					.first(),
				cart.getByRole( 'button', { name: 'Change address' } ),
			] );
			const borders = await cart
				.locator(
					'.kassa-cart-line-items td, .kassa-cart-line-items th'
				)
				.evaluateAll( ( cells ) =>
					cells.map( ( cell ) => {
						const style = getComputedStyle( cell );
						return [
							style.borderLeftWidth,
							style.borderRightWidth,
							style.borderBottomWidth,
						].join( ' ' );
					} )
				);
			expect( new Set( borders ) ).toEqual(
				new Set( [ '0px 0px 0px' ] )
			);
			await expect(
				cart.getByRole( 'radio', { name: /^Flat rate £4\.79/ } )
			).toBeVisible();
			await expect(
				cart.getByRole( 'radio', { name: /^Kassa Shoreditch Free/ } )
			).toBeVisible();

			await openNoLongerThanWooCommerce( page, theme, 'checkout' );
			const steps = await page
				.locator( '.kassa-checkout__fields' )
				.boundingBox();
			const summary = await page
				.locator( '.kassa-checkout-order-summary' )
				.boundingBox();
			expect( summary!.x ).toBeGreaterThanOrEqual(
				steps!.x + steps!.width
			);
			expect( summary!.y ).toBeLessThan( steps!.y + steps!.height / 2 );
			await expectUnpainted( [
				page.getByRole( 'button', {
					name: '+ Add apartment, suite, etc.',
				} ),
			] );
			// The button colours, corners and font, heading and body fonts, text colour and
			// font sizes are the theme's own.
			const looks = await themeAndCheckoutLooks( page );
			expect( looks.ours ).toEqual( looks.theirs );
		} );
	} );
}

test.describe( 'the checkout', () => {
	test( 'lists the order with pictures, quantity badges and sale prices; the payment methods as one group; Place Order named by its label and total', async ( {
		page,
		storeApi,
	} ) => {
		await page.setViewportSize( DESKTOP );
		await openCheckoutWith( page, storeApi, [ 'Beanie', 'Beanie' ] );

		const summary = page.getByRole( 'list', {
			name: 'Products in your order',
		} );
		// Beside the steps the summary is open, its heading nothing to toggle.
		await expect(
			page.getByRole( 'heading', { name: 'Order summary', exact: true } )
		).toBeVisible();
		await expect(
			page
				.locator( '.kassa-checkout-order-summary' )
				.getByRole( 'button', { name: /Order summary/ } )
		).toHaveCount( 0 );
		const beanie = summary.getByRole( 'listitem' ).filter( {
			hasText: 'Beanie',
		} );
		await expect( beanie.locator( 'img' ) ).toBeVisible();
		await expect(
			beanie.locator( '.kassa-cart-summary__quantity' )
		).toHaveText( '2' );
		await expect( beanie ).toContainText( 'Quantity: 2' );
		await expect( beanie.locator( 'del' ) ).toContainText( '£24.00' );
		await expect( beanie.locator( 'ins' ) ).toContainText( '£21.60' );

		// One bordered group: each method's row meets the next, the chosen one's content
		// inside its row; the card schemes as drawn marks, named.
		const methods = page.locator( '.kassa-payment-methods__method' );
		const boxes = await methods.evaluateAll( ( rows ) =>
			rows.map( ( row ) => row.getBoundingClientRect().toJSON() )
		);
		expect( boxes.length ).toBeGreaterThan( 1 );
		for ( let i = 1; i < boxes.length; i++ ) {
			expect(
				Math.abs( boxes[ i ].top - boxes[ i - 1 ].bottom )
			).toBeLessThanOrEqual( 1 );
		}
		const card = methods.filter( {
			has: page.getByRole( 'radio', { name: /Credit \/ debit card/ } ),
		} );
		await card.getByRole( 'radio' ).check();
		await expect(
			card.locator( '.kassa-payment-methods__content' )
		).toBeVisible();
		await expect(
			card.getByRole( 'img', { name: 'Visa', exact: true } )
		).toBeVisible();
		await expect(
			card.getByRole( 'img', { name: 'Mastercard' } )
		).toBeVisible();

		// The label and the total read as two words, not 'Pay now£43.20'.
		await expect( placeOrderButton( page ) ).toHaveAccessibleName(
			/^(Pay now|Place Order) £\d+\.\d\d$/
		);
	} );
} );
