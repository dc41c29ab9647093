import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { deliveryFold, fillCart } from '../utils/cart';
import { miniCartButton, miniCartDrawer } from '../utils/mini-cart';
import { recordAnnouncements } from '../utils/a11y';

/**
 * WCAG 4.1.3 Status messages: what a sighted shopper sees change is said once, politely,
 * through WordPress's live region.
 */
test.use( { storageState: GUEST } );

const PRICE = String.raw`£[\d,]+\.\d\d`;

const row = ( page: Page, name: string ) =>
	page
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );

const lineTotal = ( page: Page, name: string ) =>
	row( page, name ).locator(
		'.kassa-cart-line-item__total .kassa-formatted-monetary-amount'
	);

test.describe( 'announced changes', () => {
	test( 'on the cart: a quantity, a shipping choice, a coupon, an address, a removed line, the emptied cart @engines', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Cap' ] ] );
		await page.goto( '/cart/' );
		await expect(
			page.getByRole( 'table', { name: 'Products in cart' } )
		).toBeVisible();
		const said = await recordAnnouncements( page );
		const last = async () => ( await said() ).at( -1 );

		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect.poll( last ).toMatch( /^Quantity of Beanie changed to 2/ );
		expect( await last() ).toBe(
			`Quantity of Beanie changed to 2, line total ${ await lineTotal(
				page,
				'Beanie'
			).innerText() }.`
		);

		await deliveryFold( page ).click();
		const unselectedRate = page
			.locator( '.kassa-package-rates__input:not(:checked)' )
			.first();
		await unselectedRate.check();
		await expect
			.poll( last )
			.toMatch( new RegExp( `^Order total is now ${ PRICE }\\.$` ) );
		const afterRate = ( await said() ).length;

		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await page.getByLabel( 'Enter code' ).fill( 'save10' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect
			.poll( async () => ( await said() ).length )
			.toBe( afterRate + 1 );
		// The discount may also bring free shipping in or out of reach.
		expect( await last() ).toMatch(
			new RegExp(
				`^(Shipping options updated\\. )?Order total is now ${ PRICE }\\.$`
			)
		);

		const toggle = page.locator( '.kassa-cart-shipping__toggle' );
		await toggle.click();
		const form = page.locator( '.kassa-shipping-calculator' );
		await form.getByLabel( 'Country/Region' ).selectOption( 'US' );
		await form
			.locator( '#kassa-shipping-calculator-state' )
			.selectOption( 'CA' );
		await form
			.locator( '#kassa-shipping-calculator-city' )
			.fill( 'Los Angeles' );
		await form
			.locator( '#kassa-shipping-calculator-postcode' )
			.fill( '90210' );
		await form
			.getByRole( 'button', { name: 'Check delivery options' } )
			.click();
		await expect.poll( last ).toMatch( /^Shipping options updated\. / );

		await row( page, 'Cap' )
			.getByRole( 'button', { name: 'Remove item' } )
			.click();
		await expect.poll( last ).toBe( 'Cap removed from your cart.' );
		await page.getByRole( 'button', { name: 'Remove item' } ).click();
		await expect.poll( last ).toBe( 'Your cart is now empty.' );

		// Each change was said once.
		const all = await said();
		expect( new Set( all ).size ).toBe( all.length );
	} );

	test( 'in the mini-cart drawer: a quantity and a removed line', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Cap' ] ] );
		await page.goto( '/mini-cart-demo/' );
		await miniCartButton( page ).click();
		const drawer = miniCartDrawer( page );
		await expect( drawer ).toBeVisible();
		const said = await recordAnnouncements( page );

		await drawer
			.getByRole( 'button', { name: 'Increase quantity of Cap' } )
			.click();
		await expect
			.poll( said )
			.toEqual( [
				expect.stringMatching(
					new RegExp(
						`^Quantity of Cap changed to 2, line total ${ PRICE }\\.$`
					)
				),
			] );
		await drawer
			.getByRole( 'button', { name: 'Remove item' } )
			.first()
			.click();
		await expect
			.poll( async () => ( await said() ).at( -1 ) )
			.toBe( 'Beanie removed from your cart.' );
		expect( await said() ).toHaveLength( 2 );
	} );

	test( 'on the checkout: a shipping choice, the shipping options reloaded for an address', async ( {
		page,
		storeApi,
	} ) => {
		// Over the free-shipping threshold: a flat rate and free shipping to choose from.
		await fillCart( storeApi, [ [ 'Beanie', 4 ] ] );
		await page.goto( '/checkout/' );
		await page
			.getByRole( 'button', { name: /Place Order|Pay now/ } )
			.waitFor();
		const said = await recordAnnouncements( page );

		await page
			.locator(
				'.kassa-checkout .kassa-package-rates__input:not(:checked)'
			)
			.first()
			.check();
		await expect
			.poll( said )
			.toEqual( [
				expect.stringMatching(
					new RegExp( `^Order total is now ${ PRICE }\\.$` )
				),
			] );

		await page.locator( '#shipping-country' ).selectOption( 'US' );
		await page.locator( '#shipping-state' ).selectOption( 'CA' );
		await page.locator( '#shipping-city' ).fill( 'Los Angeles' );
		await page.locator( '#shipping-postcode' ).fill( '90210' );
		await page.locator( '#shipping-postcode' ).blur();
		await expect
			.poll( async () => ( await said() ).slice( 1 ).join( ' ' ) )
			.toContain( 'Shipping options updated.' );
	} );
} );
