import { test, expect, GUEST } from '../utils/fixtures';
import {
	BOTH_CHECKOUTS,
	orderMeta,
	placeOrderByCheque,
} from '../utils/both-checkouts';
import {
	expectPricedForGermany,
	fillAddress,
	GERMAN_ADDRESS,
} from '../utils/checkout';
import { fillCart } from '../utils/cart';
import { StoreApi } from '../utils/store-api';
import { onPage } from '../utils/oracle';

/**
 * WooCommerce's own order attribution (on by default in every shop): its script writes the
 * visit's origin into the checkout's extension data, and the order records it. The same journey
 * on WooCommerce's Checkout block and on Kassa's checkout: a visit that starts at
 * /shop/?utm_source=newsletter ends in an order from the newsletter.
 */

// Each test places a real order, on WooCommerce's page too (its scripts are heavy): three times
// the usual time, for a busy machine.
test.slow();

for ( const checkout of BOTH_CHECKOUTS ) {
	test(
		`${ checkout.name } records where the order came from`,
		onPage( checkout.name ),
		async ( { browser, baseURL, requestUtils } ) => {
			const context = await browser.newContext( {
				storageState: GUEST,
				baseURL,
			} );
			const page = await context.newPage();
			await page.goto( '/shop/?utm_source=newsletter' );
			await fillCart( new StoreApi( page.request ), [ [ 'Beanie' ] ] );
			await page.goto( checkout.path );
			await checkout
				.step( page, 'contact' )
				.getByLabel( 'Email address' )
				.fill( 'ada@example.com' );
			await fillAddress( page, 'shipping', GERMAN_ADDRESS );
			await expectPricedForGermany( page );

			const { meta } = await orderMeta(
				requestUtils,
				await placeOrderByCheque( page )
			);
			expect( meta ).toMatchObject( {
				_wc_order_attribution_source_type: 'utm',
				_wc_order_attribution_utm_source: 'newsletter',
			} );
			await context.close();
		}
	);
}
