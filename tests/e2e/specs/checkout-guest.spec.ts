import AxeBuilder from '@axe-core/playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import {
	UK_ADDRESS,
	expectOrderReceived,
	fillAddress,
	openCheckoutWith,
	placeOrderButton,
} from '../utils/checkout';

const AXE_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ];

test.describe( 'checkout as a guest', () => {
	test.use( { storageState: GUEST } );

	test( 'pays by cheque and lands on the order-received page with the order number and total', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByLabel( 'Email address' ).fill( 'ada@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await expect(
			page.getByText( 'Please send a check to Store Name' )
		).toBeVisible();
		const total = await page
			.locator( '.kassa-place-order-button .kassa-formatted-monetary-amount' )
			.textContent();
		await placeOrderButton( page ).click();
		const orderId = await expectOrderReceived( page );
		expect( orderId ).toBeGreaterThan( 0 );
		await expect(
			page.locator( '.kassa-order-received__total' )
		).toHaveText( total ?? '' );
	} );

	test( 'axe finds nothing in the default, error, pickup and processing states', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		const check = async () => {
			const results = await new AxeBuilder( { page } )
				.include( '.wp-block-kassa-checkout' )
				.withTags( AXE_TAGS )
				.analyze();
			expect( results.violations ).toEqual( [] );
		};
		await check();

		// Error state: an empty submit shows every error and the summary.
		await placeOrderButton( page ).click();
		await expect(
			page.getByText( 'Please fix the following errors before continuing' )
		).toBeVisible();
		await check();

		// Pickup state.
		await page.getByRole( 'radio', { name: 'Pickup' } ).check();
		await expect(
			page.getByRole( 'radio', { name: /Kassa Shoreditch/ } )
		).toBeVisible();
		await check();

		// Processing state: hold the order request until axe has looked.
		await page.getByRole( 'radio', { name: 'Ship' } ).check();
		await page.getByLabel( 'Email address' ).fill( 'axe@example.com' );
		await fillAddress( page, 'shipping', UK_ADDRESS );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		let release: () => void = () => {};
		const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
		await page.route( '**/wc/store/v1/checkout**', async ( route ) => {
			await held;
			await route.continue();
		} );
		await placeOrderButton( page ).click();
		await expect( placeOrderButton( page ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		await check();
		release();
		await expectOrderReceived( page );
	} );
} );
