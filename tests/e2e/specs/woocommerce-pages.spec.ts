import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { loggedInState, UK_ADDRESS } from '../utils/checkout';
import { StoreApi } from '../utils/store-api';

/**
 * A store admin makes Kassa the shop's cart and checkout from wp-admin (WooCommerce → Kassa),
 * and goes back to WooCommerce's own blocks, without editing a page; WooCommerce's own
 * front-end scripts on those pages follow the shop's settings. This spec changes the shop's
 * cart and checkout pages and its settings, so it runs after every other spec (project
 * "shop-settings").
 */
test.describe( "WooCommerce → Kassa: the shop's cart and checkout pages", () => {
	test.describe.configure( { mode: 'serial' } );

	const screen = '/wp-admin/admin.php?page=kassa';

	test.afterAll( async ( { browser } ) => {
		// Whatever happened, the shop ends with Kassa's cart and checkout, as seeded.
		const page = await browser.newPage();
		await page.goto( screen );
		await page
			.getByRole( 'button', { name: "Use Kassa's Cart and Checkout" } )
			.click();
		await page.close();
	} );

	test( 'switches both pages to WooCommerce’s blocks and back, keeping what they held', async ( {
		page,
		browser,
	} ) => {
		await page.goto( screen );
		const rows = page.getByRole( 'row' );
		await expect( rows.filter( { hasText: 'Cart page' } ) ).toContainText(
			"Kassa's block"
		);
		await expect(
			rows.filter( { hasText: 'Checkout page' } )
		).toContainText( "Kassa's block" );

		await page
			.getByRole( 'button', {
				name: "Use WooCommerce's Cart and Checkout blocks",
			} )
			.click();
		await expect(
			page.getByText( 'The cart and checkout pages are updated.' )
		).toBeVisible();
		await expect( rows.filter( { hasText: 'Cart page' } ) ).toContainText(
			"WooCommerce's block"
		);

		// A shopper now gets WooCommerce's Cart block, with its full layout restored.
		const shopper = await browser.newPage( { storageState: GUEST } );
		const shopperApi = new StoreApi( shopper.request );
		await shopperApi.addItem( await shopperApi.productId( 'Beanie' ) );
		await shopper.goto( '/cart/' );
		await expect(
			shopper.locator( '.wp-block-woocommerce-cart' )
		).toBeVisible();
		await expect(
			shopper.locator( '.wp-block-woocommerce-cart-line-items-block' )
		).toHaveCount( 1 );
		await expect( shopper.locator( '.wp-block-kassa-cart' ) ).toHaveCount(
			0
		);

		await page
			.getByRole( 'button', { name: "Use Kassa's Cart and Checkout" } )
			.click();
		await expect(
			rows.filter( { hasText: 'Checkout page' } )
		).toContainText( "Kassa's block" );
		await shopper.goto( '/cart/' );
		await expect(
			shopper
				.getByRole( 'table', { name: 'Products in cart' } )
				.getByRole( 'link', { name: 'Beanie', exact: true } )
		).toBeVisible();
		await shopper.goto( '/checkout/' );
		await expect(
			shopper.locator( '.wp-block-kassa-checkout' )
		).toBeVisible();
		await shopper.close();
	} );

	test( 'only a shop manager can switch them', async ( {
		browser,
		baseURL,
	} ) => {
		const customer = await browser.newPage( {
			storageState: await loggedInState( baseURL as string ),
		} );
		const response = await customer.request.post(
			'/wp-admin/admin-post.php',
			{
				form: {
					action: 'kassa_cart_checkout_pages',
					'use-woocommerce': '1',
				},
			}
		);
		expect( response.status() ).toBe( 403 );
		await customer.goto( '/cart/' );
		await expect(
			customer.locator( '.wp-block-kassa-cart' )
		).toBeVisible();
		await customer.close();
	} );
} );

test.describe( "WooCommerce's own front-end scripts on Kassa's cart and checkout", () => {
	test.describe.configure( { mode: 'serial' } );

	/**
	 * Turns the shop's store notice on or off as an admin does, in the Customizer.
	 *
	 * @param admin   The admin's page.
	 * @param enabled Whether the notice shows.
	 */
	async function setStoreNotice( admin: Page, enabled: boolean ) {
		await admin.goto(
			'/wp-admin/customize.php?autofocus[section]=woocommerce_store_notice'
		);
		const toggle = admin.getByRole( 'checkbox', {
			name: 'Enable store notice',
		} );
		if ( ( await toggle.isChecked() ) === enabled ) {
			return;
		}
		await toggle.setChecked( enabled );
		await admin
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect(
			admin.getByRole( 'button', { name: 'Published' } )
		).toBeVisible();
	}

	test.afterAll( async ( { browser } ) => {
		const admin = await browser.newPage();
		await setStoreNotice( admin, false );
		await admin.close();
	} );

	test( 'leaves out WooCommerce’s jQuery scripts, which nothing on them needs, down to the order-received page; the shop’s other pages keep them', async ( {
		browser,
	} ) => {
		const shopper = await browser.newPage( { storageState: GUEST } );
		const shopperApi = new StoreApi( shopper.request );
		await shopperApi.addItem( await shopperApi.productId( 'Beanie' ) );
		for ( const [ path, block ] of [
			[ '/cart/', '.wp-block-kassa-cart' ],
			[ '/checkout/', '.wp-block-kassa-checkout' ],
		] ) {
			await shopper.goto( path );
			await expect( shopper.locator( block ) ).toBeVisible();
			expect(
				await shopper.evaluate( () => 'jQuery' in window ),
				path
			).toBe( false );
		}
		// WooCommerce renders the order details on the checkout page's order-received endpoint,
		// in place of Kassa's block, and would bring its classic checkout's scripts along.
		const { billing_address: billing } = await shopperApi.getCart();
		const order = await shopperApi.post( '/checkout', {
			billing_address: {
				...billing,
				...UK_ADDRESS,
				email: `received-${ Date.now() }@example.com`,
			},
			shipping_address: UK_ADDRESS,
			payment_method: 'cheque',
		} );
		await shopper.goto( order.payment_result.redirect_url );
		await expect(
			shopper.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		expect( await shopper.evaluate( () => 'jQuery' in window ) ).toBe(
			false
		);
		await expect( shopper.locator( 'script#wc-checkout-js' ) ).toHaveCount(
			0
		);
		await shopper.goto( '/store/' );
		expect( await shopper.evaluate( () => 'jQuery' in window ) ).toBe(
			true
		);
		await shopper.close();
	} );

	test( 'keeps them where the shop’s store notice shows: it looks as on other pages and its Dismiss works', async ( {
		browser,
		page,
	} ) => {
		await setStoreNotice( page, true );
		const shopper = await browser.newPage( { storageState: GUEST } );
		const shopperApi = new StoreApi( shopper.request );
		await shopperApi.addItem( await shopperApi.productId( 'Beanie' ) );
		await shopper.goto( '/checkout/' );
		const notice = shopper.getByRole( 'complementary', {
			name: 'Store notice',
		} );
		await expect( notice ).toBeVisible();
		// Laid out by WooCommerce's styles: the whole width, above the page.
		const box = await notice.boundingBox();
		expect( box?.width ).toBe( shopper.viewportSize()?.width );
		await notice.getByRole( 'button', { name: 'Dismiss' } ).click();
		await expect( notice ).toBeHidden();
		await shopper.goto( '/cart/' );
		await expect( shopper.locator( '.wp-block-kassa-cart' ) ).toBeVisible();
		await expect( notice ).toBeHidden();
		await shopper.close();
	} );
} );
