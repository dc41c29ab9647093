import { test, expect, GUEST } from '../utils/fixtures';
import { miniCartButton } from '../utils/mini-cart';
import { addToCartButton } from '../utils/shop';

/**
 * The shopper's cart lives in the shop's cookie session: it is there on every page, after a
 * reload, and never depends on a Cart-Token (every test of the suite also checks that no
 * request sends one).
 */
test.describe( 'the cart between pages', () => {
	test.use( { storageState: GUEST } );

	test( 'what the shop page adds is in the cart, after a reload, at the checkout and in the mini-cart', async ( {
		page,
		cartTokenRequests,
	} ) => {
		await page.goto( '/shop/' );
		await addToCartButton( page, 'Beanie' ).click();
		await expect( addToCartButton( page, 'Beanie' ) ).toHaveText(
			'1 in cart'
		);

		await page.goto( '/cart/' );
		const cartLine = page
			.getByRole( 'table', { name: 'Products in cart' } )
			.getByRole( 'link', { name: 'Beanie', exact: true } );
		await expect( cartLine ).toBeVisible();
		await page.reload();
		await expect( cartLine ).toBeVisible();

		await page
			.locator( '.wp-block-kassa-cart a[href*="checkout"]' )
			.first()
			.click();
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		await expect( page.locator( '.kassa-cart-summary__name' ) ).toHaveText(
			[ 'Beanie' ]
		);

		await page.goto( '/mini-cart-demo/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			/^1 item in cart/
		);
		expect( cartTokenRequests ).toEqual( [] );
	} );
} );
