import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { axeViolations, fillCart } from '../utils/cart';
import { placeOrderButton } from '../utils/checkout';
import { miniCartButton, miniCartDrawer } from '../utils/mini-cart';
import { REFLOW_WIDTH, reflowProblems } from '../utils/a11y';

/**
 * WCAG 1.4.10 Reflow: every Kassa page and state works at 320 CSS px without scrolling
 * sideways, with nothing cut off, and axe finds nothing in it.
 */
test.use( {
	storageState: GUEST,
	viewport: { width: REFLOW_WIDTH, height: 640 },
} );

/** A product name with no place to break, as long as some shops' names are. */
const LONG_NAME =
	'Extraordinarily-comfortable-merino-wool-beanie-with-a-very-long-name';

async function expectReflowAndNoAxeViolations( page: Page, include: string ) {
	expect( await reflowProblems( page ) ).toEqual( [] );
	expect( await axeViolations( page, include ) ).toEqual( [] );
}

test.describe( 'reflow at 320 px', () => {
	test( 'the cart with sale badges, item data, a long name and totals', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [
			[ 'Beanie', 3 ],
			[ 'Personalised T-Shirt' ],
			[ 'Cap' ],
			[ 'Floor Lamp' ],
		] );
		await page.goto( '/cart/' );
		const table = page.getByRole( 'table', { name: 'Products in cart' } );
		await expect( table ).toBeVisible();
		await expect( table.getByText( /^Save £/ ).first() ).toBeVisible();
		await expectReflowAndNoAxeViolations( page, '.wp-block-kassa-cart' );

		// The longest names a shop may have still wrap inside the line.
		await table
			.getByRole( 'link', { name: 'Beanie', exact: true } )
			.evaluate( ( link, name ) => {
				link.textContent = name;
			}, LONG_NAME );
		expect( await reflowProblems( page ) ).toEqual( [] );
	} );

	test( 'the empty cart', async ( { page } ) => {
		await page.goto( '/cart/' );
		await expect(
			page
				.locator(
					'.wp-block-kassa-empty-cart-block, .kassa-empty-cart'
				)
				.first()
		).toBeVisible();
		await expectReflowAndNoAxeViolations( page, '.wp-block-kassa-cart' );
	} );

	test( 'the checkout with every step open, then with errors', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		const checkout = ( await requestUtils.createPage( {
			title: 'Checkout at 320 px',
			content: '<!-- wp:kassa/checkout {"collapsibleSteps":true} /-->',
			status: 'publish',
		} ) ) as unknown as { link: string };
		await fillCart( storeApi, [
			[ 'Beanie' ],
			[ 'Personalised T-Shirt' ],
		] );
		await page.goto( checkout.link );
		await placeOrderButton( page ).waitFor();
		// Every collapsed step and panel (the coupon form, the order summary) opened.
		const collapsed = page
			.locator( '.wp-block-kassa-checkout [aria-expanded="false"]' )
			.filter( { visible: true } );
		for ( let i = 0; i < 10 && ( await collapsed.count() ) > 0; i++ ) {
			await collapsed.first().click();
		}
		await expectReflowAndNoAxeViolations(
			page,
			'.wp-block-kassa-checkout'
		);

		await placeOrderButton( page ).click();
		await expect(
			page.getByText(
				'Please fix the following errors before continuing'
			)
		).toBeVisible();
		await expectReflowAndNoAxeViolations(
			page,
			'.wp-block-kassa-checkout'
		);
	} );

	test( 'the mini-cart drawer', async ( { page, storeApi } ) => {
		await fillCart( storeApi, [
			[ 'Beanie', 2 ],
			[ 'Personalised T-Shirt' ],
		] );
		await page.goto( '/mini-cart-demo/' );
		await miniCartButton( page ).click();
		await expect( miniCartDrawer( page ) ).toBeVisible();
		await expect
			.poll( () =>
				page
					.locator( '.kassa-drawer' )
					.evaluate( ( element ) => element.getAnimations().length )
			)
			.toBe( 0 );
		await expectReflowAndNoAxeViolations( page, '.kassa-drawer-wrapper' );
	} );

	test( 'the shop with the category filter open', async ( { page } ) => {
		await page.goto( '/shop/' );
		await expect( page.locator( '.kassa-product' ).first() ).toBeVisible();
		await page.getByRole( 'button', { name: /^Show \d+ more$/ } ).click();
		await expectReflowAndNoAxeViolations(
			page,
			'.wp-block-kassa-products, .wp-block-kassa-mini-cart'
		);
	} );
} );
