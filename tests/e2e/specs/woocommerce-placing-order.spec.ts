import { test, expect } from '../utils/fixtures';
import { BOTH_CHECKOUTS, guestWithBeanieAt } from '../utils/both-checkouts';
import {
	expectPricedForGermany,
	fillAddress,
	GERMAN_ADDRESS,
} from '../utils/checkout';
import { matchRoute } from '../utils/cart';
import { expectOrderReceived } from '../utils/orders';
import { onPage } from '../utils/oracle';

/**
 * While the order is on its way the form takes no typing: what the shopper typed then would
 * reach neither the order, already sent, nor the cart (chaos journey 17313, WooCommerce: an
 * e-mail address typed after Place Order was saved to nowhere). The same on WooCommerce's
 * Checkout block and on Kassa's checkout.
 */

// Each test places a real order, on WooCommerce's page too (its scripts are heavy): three times
// the usual time, for a busy machine.
test.slow();

for ( const checkout of BOTH_CHECKOUTS ) {
	test(
		`${ checkout.name } takes no typing while the order is on its way`,
		onPage( checkout.name ),
		async ( { browser, baseURL } ) => {
			const { page, close } = await guestWithBeanieAt(
				browser,
				baseURL,
				checkout
			);
			const email = checkout
				.step( page, 'contact' )
				.getByLabel( 'Email address' );
			await email.fill( 'ada@example.com' );
			await fillAddress( page, 'shipping', GERMAN_ADDRESS );
			await expectPricedForGermany( page );
			await page.getByRole( 'radio', { name: 'Check payments' } ).check();

			let release: () => void = () => {};
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route( matchRoute( 'checkout' ), async ( route ) => {
				if ( route.request().method() === 'POST' ) {
					await held;
				}
				await route.continue();
			} );
			await page.getByRole( 'button', { name: /^Place Order/ } ).click();
			await expect( email ).toBeDisabled();
			await expect( page.locator( '#shipping-city' ) ).toBeDisabled();
			await expect(
				page.getByRole( 'radio', { name: 'Check payments' } )
			).toBeDisabled();

			release();
			await expectOrderReceived( page );
			await close();
		}
	);
}
