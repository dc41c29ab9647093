import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { fillCart } from '../utils/cart';
import { openCheckoutWith, placeOrderButton } from '../utils/checkout';
import type { StoreApi } from '../utils/store-api';

/**
 * The cart and the checkout as compact, legible and finished as WooCommerce's own blocks on the
 * same shop and theme (issue 25): on a phone, the cart's checkout button in view and no field
 * that makes Safari zoom; the checkout no longer than WooCommerce's; the summary, the payment
 * methods and Place Order drawn as a shopper expects; and the look taken from the theme, in
 * Twenty Twenty-Five and in Twenty Twenty-Four. `npm run screenshots` shows the same pages side
 * by side.
 */
test.use( { storageState: GUEST } );

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

test.describe( 'on a phone', () => {
	test.use( { viewport: PHONE } );

	test( 'the cart with two products shows its checkout button on the first screen', async ( {
		page,
		storeApi,
	} ) => {
		await fillTwoProducts( storeApi );
		await page.goto( '/cart/' );
		const checkout = page.getByRole( 'link', {
			name: 'Proceed to Checkout',
		} );
		await expect( checkout ).toBeInViewport( { ratio: 1 } );

		// Scrolled to the end, the button is in its own place, under the total.
		await page.mouse.wheel( 0, 5000 );
		await expect( checkout ).toBeInViewport( { ratio: 1 } );
		const button = await checkout.boundingBox();
		const total = await page
			.locator( '.kassa-totals-footer__total' )
			.boundingBox();
		expect( button!.y ).toBeGreaterThan( total!.y + total!.height );
	} );

	test( 'no text field, select or text area is under 16 px', async ( {
		page,
		storeApi,
	} ) => {
		await fillTwoProducts( storeApi );
		await page.goto( '/cart/' );
		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await page.getByRole( 'button', { name: 'Change address' } ).click();
		await expect( page.getByLabel( 'Enter code' ) ).toBeVisible();
		expect( await smallControls( page, '.wp-block-kassa-cart' ) ).toEqual(
			[]
		);

		await page.goto( '/checkout/' );
		await placeOrderButton( page ).waitFor();
		await page
			.getByRole( 'checkbox', { name: /Create an account/ } )
			.check();
		await page
			.getByRole( 'checkbox', { name: 'Add a note to your order' } )
			.check();
		await page
			.getByRole( 'checkbox', { name: 'Use same address for billing' } )
			.uncheck();
		// One column: the order summary is collapsed behind its toggle until opened.
		const summary = page.locator( '.kassa-checkout-order-summary' );
		const toggle = summary.getByRole( 'button', { name: /Order summary/ } );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			summary.getByRole( 'list', { name: 'Products in your order' } )
		).toBeHidden();
		await toggle.click();
		await summary.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await expect( page.locator( '#billing-country' ) ).toBeVisible();
		expect(
			await smallControls( page, '.wp-block-kassa-checkout' )
		).toEqual( [] );

		await page.goto( '/shop/' );
		await expect( page.locator( '.kassa-product' ).first() ).toBeVisible();
		expect(
			await smallControls( page, '.wp-block-kassa-products' )
		).toEqual( [] );
	} );
} );

test.describe( 'the checkout', () => {
	for ( const viewport of [ PHONE, DESKTOP ] ) {
		test( `is no longer than WooCommerce's on the same cart, ${ viewport.width } px wide`, async ( {
			page,
			storeApi,
		} ) => {
			await page.setViewportSize( viewport );
			await fillTwoProducts( storeApi );
			const height = async ( path: string, ready: string ) => {
				await page.goto( path );
				await page.locator( ready ).first().waitFor();
				await settled( page );
				return page.evaluate(
					() => document.documentElement.scrollHeight
				);
			};
			const kassa = await height(
				'/checkout/',
				'.kassa-place-order-button'
			);
			const woocommerce = await height(
				'/wc-checkout/',
				'.wc-block-components-order-summary-item'
			);
			test.info().annotations.push( {
				type: 'page height',
				description: `Kassa ${ kassa } px, WooCommerce ${ woocommerce } px`,
			} );
			expect( kassa ).toBeLessThanOrEqual( woocommerce );
		} );
	}

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

test.describe( 'the styles follow the theme', () => {
	for ( const theme of [ 'twentytwentyfive', 'twentytwentyfour' ] ) {
		test( `in ${ theme }: its button styles, heading and body fonts, text colour and font sizes`, async ( {
			page,
			storeApi,
			baseURL,
		} ) => {
			await page
				.context()
				.addCookies( [
					{ name: 'kassa_test_theme', value: theme, url: baseURL! },
				] );
			await page.setViewportSize( DESKTOP );
			await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
			await expect( page.locator( 'body' ) ).toHaveClass(
				new RegExp( `\\bwp-theme-${ theme }\\b|\\b${ theme }\\b` )
			);
			// What the theme gives a button, a heading, text and its preset sizes, read from
			// elements the theme styles, put in the page beside the checkout.
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
					headingFont: style( '.kassa-checkout-step__title' )
						.fontFamily,
					bodyFont: style( '.kassa-checkout' ).fontFamily,
					textColor: style( '.kassa-checkout' ).color,
					medium: style( '.wp-block-kassa-checkout' ).fontSize,
					small: style( '.kassa-checkout-terms' ).fontSize,
				};
			} );
			expect( ours ).toEqual( theirs );
		} );
	}
} );
