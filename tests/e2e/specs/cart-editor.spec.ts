import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';

/**
 * The admin's side: the cart block inserts its default layout of inner blocks with preview
 * data and settings; what the admin saves is what the shopper gets.
 */
test( 'an admin inserts the cart, changes a setting, removes a block; the shopper gets that structure', async ( {
	admin,
	editor,
	page,
	browser,
	baseURL,
} ) => {
	// The block editor takes its time on a busy 2-core machine (more so with WooCommerce's).
	test.slow();
	await admin.createNewPost( { postType: 'page', title: 'Cart (e2e)' } );
	await editor.insertBlock( { name: 'kassa/cart' } );
	const canvas = editor.canvas;
	await expect(
		canvas.getByRole( 'table', { name: 'Products in cart' } )
	).toBeVisible();
	await expect(
		canvas.getByRole( 'button', { name: 'Add a coupon' } )
	).toBeVisible();

	// The checkout button's label, in the inspector.
	await canvas.locator( '.kassa-proceed-to-checkout__button' ).click();
	await editor.openDocumentSettingsSidebar();
	await page.getByLabel( 'Button text' ).fill( 'Go to payment' );
	await expect(
		canvas.locator( '.kassa-proceed-to-checkout__button' )
	).toHaveText( 'Go to payment' );

	// The coupon form can be removed.
	await canvas
		.locator( '.wp-block-kassa-cart-order-summary-coupon-form' )
		.click();
	await editor.clickBlockToolbarButton( 'Options' );
	await page.getByRole( 'menuitem', { name: /Delete/ } ).click();
	await expect(
		canvas.getByRole( 'button', { name: 'Add a coupon' } )
	).toHaveCount( 0 );

	const postId = await editor.publishPost();

	const shopper = await guestShopper( browser, baseURL as string, {
		lines: [ [ 'Beanie' ] ],
		visit: `/?page_id=${ postId }`,
	} );
	const shopperPage = shopper.page;
	await expect(
		shopperPage.getByRole( 'table', { name: 'Products in cart' } )
	).toBeVisible();
	await expect(
		shopperPage.getByRole( 'link', { name: 'Go to payment' } )
	).toBeVisible();
	await expect(
		shopperPage.getByRole( 'button', { name: 'Add a coupon' } )
	).toHaveCount( 0 );
	await shopper.close();
} );
