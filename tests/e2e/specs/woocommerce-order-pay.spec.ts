import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../utils/fixtures';
import { axeViolations } from '../utils/cart';
import { loggedInState } from '../utils/checkout';
import { expectOrderReceived, getOrder, userId } from '../utils/orders';
import { ensureProduct, onPage, usePlugins } from '../utils/oracle';
import {
	createOrder,
	GUEST_BILLING,
	ORDER_PAY_CHECKOUTS,
	orderNotes,
	otherCustomer,
	payButton,
	payWith,
	payWithNewCard,
	payWithSavedCard,
	recordPaymentAttempts,
	stockOf,
	useShopBlocks,
} from '../utils/order-pay';
import { StoreApi } from '../utils/store-api';

/**
 * Paying an existing order on the shop's checkout page (`/checkout/order-pay/<id>/`): the same
 * steps and the same outcome with WooCommerce's Checkout block on the page (the oracle: it hands
 * the endpoint to WooCommerce's pay form) and with Kassa's, switched as an admin switches them.
 * Orders are made as a merchant makes them (WooCommerce's REST API); WooCommerce's answer to
 * every link it refuses shows on both, never the order. This spec changes the shop's checkout
 * page, so it runs after every other spec (project "shop-settings").
 */

/** A product whose stock WooCommerce keeps, to see paying reduce it. */
const SCARF = {
	sku: 'kassa-order-pay-scarf',
	name: 'Wool Scarf',
	regular_price: '20.00',
	manage_stock: true,
	stock_quantity: 500,
};

/** The order's text WooCommerce or Kassa shows when the order is shown to pay. */
const ORDER_SHOWN = 'Wool Scarf';

/** Where WooCommerce lands the shopper once an order is paid. */
const RECEIVED = 'Thank you. Your order has been received.';

/**
 * A shopper's page in a browser context of their own.
 *
 * @param browser      The browser.
 * @param baseURL      The site.
 * @param storageState The shopper's session (a guest's by default).
 * @param cookies      Test cookies to send.
 * @return The page.
 */
async function shopperPage(
	browser: Browser,
	baseURL: string | undefined,
	storageState: string | typeof GUEST = GUEST,
	cookies: Array< { name: string; value: string } > = []
): Promise< Page > {
	const context = await browser.newContext( { storageState, baseURL } );
	if ( cookies.length ) {
		await context.addCookies(
			cookies.map( ( cookie ) => ( {
				...cookie,
				url: baseURL as string,
			} ) )
		);
	}
	return context.newPage();
}

/**
 * Expects WooCommerce's refusal, with nothing of the order on the page: not its lines, not its
 * billing address or e-mail, no pay button, no Kassa view.
 *
 * @param page    The order-pay page.
 * @param message WooCommerce's words.
 * @param email   The order's billing e-mail.
 */
async function expectRefused(
	page: Page,
	message: string | RegExp,
	email = GUEST_BILLING.email
) {
	await expect( page.getByText( message ) ).toBeVisible();
	await expect( page.getByText( ORDER_SHOWN ) ).toHaveCount( 0 );
	await expect( payButton( page ) ).toHaveCount( 0 );
	await expect( page.locator( '.kassa-order-pay' ) ).toHaveCount( 0 );
	const html = await page.content();
	expect( html ).not.toContain( email );
	expect( html ).not.toContain( GUEST_BILLING.address_1 );
}

/**
 * On the receipt gateway fixture's payment page: the order's number and total shown, its
 * payment confirmed; WooCommerce's order-received page for it, and the order paid there.
 *
 * @param page         The shopper's page, on the payment page.
 * @param requestUtils The admin's REST client.
 * @param order        The order.
 * @param order.id     Its id.
 * @param order.number Its number.
 * @return The paid order, as WooCommerce's REST API gives it.
 */
async function confirmOnPaymentPage(
	page: Page,
	requestUtils: RequestUtils,
	order: { id: number; number: string }
) {
	await page.waitForURL( /kassa-fixture-payment-page/ );
	await expect(
		page.getByText( `Order ${ order.number }: £30.00` )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Confirm payment' } ).click();
	expect( await expectOrderReceived( page ) ).toBe( order.id );
	const paid = await getOrder( requestUtils, order.id );
	expect( paid.status ).toBe( 'processing' );
	expect( await orderNotes( requestUtils, order.id ) ).toEqual(
		expect.arrayContaining( [ 'Paid on the test payment page.' ] )
	);
	return paid;
}

test.describe( 'Paying an existing order on the checkout page', () => {
	test.describe.configure( { mode: 'serial' } );
	// Whole journeys: the merchant's screen, the shopper's pages, the order-received page.
	test.slow();

	let scarf = 0;
	let customer = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		scarf = await ensureProduct( requestUtils, SCARF );
		customer = await userId( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// Whatever happened, the shop ends with Kassa's cart and checkout, as seeded.
		await useShopBlocks( requestUtils, 'kassa' );
	} );

	test.describe( "Kassa's order-pay page with Kassa's mini-cart on it", () => {
		let page = { id: 0, raw: '' };

		test.beforeAll( async ( { requestUtils } ) => {
			await useShopBlocks( requestUtils, 'kassa' );
			const [ found ] = ( await requestUtils.rest( {
				path: '/wp/v2/pages',
				params: { slug: 'checkout', context: 'edit' },
			} ) ) as Array< { id: number; content: { raw: string } } >;
			page = { id: found.id, raw: found.content.raw };
			// The merchant puts the mini-cart above the checkout.
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/pages/${ page.id }`,
				data: {
					content: `<!-- wp:kassa/mini-cart /-->\n${ page.raw }`,
				},
			} );
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/pages/${ page.id }`,
				data: { content: page.raw },
			} );
		} );

		test( "its button goes to the cart and shows the shopper's cart, not the order being paid", async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const order = await createOrder( requestUtils, {
				status: 'pending',
				lines: [ [ scarf, 1 ] ],
			} );
			const guest = await shopperPage( browser, baseURL );
			const guestApi = new StoreApi( guest.request );
			// Socks come in pairs: two items, where the order has one.
			await guestApi.addItem( await guestApi.productId( 'Socks' ) );
			await guest.goto( order.payUrl );
			await expect( guest.getByText( ORDER_SHOWN ) ).toBeVisible();
			// A link: its drawer would show the page's cart, there the order.
			await expect(
				guest.getByRole( 'link', { name: /^2 items in cart/ } )
			).toHaveAttribute( 'href', /\/cart\/$/ );
			// On the checkout itself it opens the drawer, as everywhere.
			await guest.goto( '/checkout/' );
			await expect(
				guest.getByRole( 'button', { name: /^2 items in cart/ } )
			).toBeVisible();
			await guest.context().close();
		} );
	} );

	for ( const checkout of ORDER_PAY_CHECKOUTS ) {
		test.describe( `on ${ checkout.name }`, onPage( checkout.name ), () => {
			const isKassa = checkout.blocks === 'kassa';

			test.beforeAll( async ( { requestUtils } ) => {
				await useShopBlocks( requestUtils, checkout.blocks );
			} );

			test( "a guest pays a pending order from the merchant's link; the cart is left alone until it is paid", async ( {
				page,
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'pending',
					lines: [ [ scarf, 2 ] ],
				} );
				const stock = await stockOf( requestUtils, scarf );

				// The merchant's link: "Customer payment page" on the order's screen.
				await page.goto(
					`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order.id }`
				);
				const link = await page
					.getByRole( 'link', { name: /Customer payment page/ } )
					.getAttribute( 'href' );
				expect( link ).toContain( order.payUrl );

				const guest = await shopperPage( browser, baseURL );
				const guestApi = new StoreApi( guest.request );
				await guestApi.addItem( await guestApi.productId( 'Socks' ) );
				const requests: string[] = [];
				guest.on( 'request', ( request ) =>
					requests.push( request.url() )
				);
				await guest.goto( link as string );

				// The order: its line, quantity and totals with tax (£40 + £5 shipping, 20% VAT).
				await expect( guest.getByText( ORDER_SHOWN ) ).toBeVisible();
				await expect(
					guest.getByText( /^(×\s*2|Quantity: 2)$/ ).first()
				).toBeAttached();
				await expect(
					guest.getByText( '£48.00' ).first()
				).toBeVisible();
				await expect(
					guest.getByText( '£54.00' ).first()
				).toBeVisible();
				await expect(
					guest.getByText( '£9.00' ).first()
				).toBeVisible();
				// The shop's methods for the order, in the admin's order.
				for ( const method of [
					'Direct bank transfer',
					'Check payments',
					'Cash on delivery',
					'Credit / debit card (test)',
				] ) {
					await expect(
						guest.getByRole( 'radio', {
							name: method,
							exact: true,
						} )
					).toBeVisible();
				}
				if ( isKassa ) {
					// Kassa's view also shows the order's addresses (WooCommerce's form none),
					// and only it is loaded, not the checkout's bundle.
					await expect(
						guest.getByRole( 'heading', {
							name: 'Billing address',
						} )
					).toBeVisible();
					await expect(
						guest.getByText( '221B Baker Street' )
					).toBeVisible();
					expect(
						requests.some( ( url ) =>
							url.includes( '/build/order-pay/index.js' )
						)
					).toBe( true );
					expect(
						requests.filter( ( url ) =>
							url.includes( '/build/blocks/checkout/frontend.js' )
						)
					).toEqual( [] );
					expect(
						await axeViolations( guest, '.kassa-order-pay' )
					).toEqual( [] );
				}
				// Seeing the order changed nothing in the cart.
				expect(
					( await guestApi.getCart() ).items.map(
						( item: { name: string } ) => item.name
					)
				).toEqual( [ 'Socks' ] );

				const attempts = recordPaymentAttempts( guest, order.id );
				await payWith( guest, 'Check payments' );
				expect( await expectOrderReceived( guest ) ).toBe( order.id );
				await expect( guest.getByText( RECEIVED ) ).toBeVisible();
				expect( attempts ).toHaveLength( 1 );

				const paid = await getOrder( requestUtils, order.id );
				expect( paid.status ).toBe( 'on-hold' );
				expect( paid.payment_method ).toBe( 'cheque' );
				expect( paid.total ).toBe( '54.00' );
				expect( paid.shipping.address_1 ).toBe( '221B Baker Street' );
				expect( paid.billing.email ).toBe( GUEST_BILLING.email );
				expect( await orderNotes( requestUtils, order.id ) ).toEqual(
					expect.arrayContaining( [
						expect.stringContaining( 'Awaiting check payment' ),
					] )
				);
				expect( await stockOf( requestUtils, scarf ) ).toBe(
					stock - 2
				);
				// WooCommerce's own pages then empty the cart (the cheque gateway, and the
				// order-received page), on both checkouts.
				expect( ( await guestApi.getCart() ).items ).toEqual( [] );
				await guest.context().close();
			} );

			test( 'a customer pays a failed order again from My Account with a saved card', async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'failed',
					customerId: customer,
					billing: {
						...GUEST_BILLING,
						email: 'customer@example.com',
					},
					lines: [ [ scarf, 1 ] ],
					paymentMethod: 'kassa_test_card',
				} );
				const page = await shopperPage(
					browser,
					baseURL,
					await loggedInState( baseURL as string )
				);
				await page.goto( '/my-account/orders/' );
				await page
					.getByRole( 'link', {
						name: `Pay for order ${ order.number }`,
					} )
					.click();
				await expect( page ).toHaveURL(
					new RegExp( `/checkout/order-pay/${ order.id }/` )
				);
				await expect( page.getByText( ORDER_SHOWN ) ).toBeVisible();

				await payWithSavedCard( page, /^Visa ending in 4242/ );
				expect( await expectOrderReceived( page ) ).toBe( order.id );
				await expect( page.getByText( RECEIVED ) ).toBeVisible();
				const paid = await getOrder( requestUtils, order.id );
				expect( paid.status ).toBe( 'processing' );
				expect( paid.payment_method ).toBe( 'kassa_test_card' );
				expect( paid.customer_id ).toBe( customer );
				expect( await orderNotes( requestUtils, order.id ) ).toEqual(
					expect.arrayContaining( [
						expect.stringMatching(
							/Paid with the saved visa card ending 4242/i
						),
					] )
				);
				await page.context().close();
			} );

			test( 'a customer pays a failed order with a new card after a decline, one payment per click', async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'failed',
					customerId: customer,
					billing: {
						...GUEST_BILLING,
						email: 'customer@example.com',
					},
					lines: [ [ scarf, 1 ] ],
				} );
				const page = await shopperPage(
					browser,
					baseURL,
					await loggedInState( baseURL as string )
				);
				await page.goto( '/my-account/orders/' );
				await page
					.getByRole( 'link', {
						name: `Pay for order ${ order.number }`,
					} )
					.click();
				const attempts = recordPaymentAttempts( page, order.id );

				await payWithNewCard( page, '4000 0000 0000 0002' );
				await expect
					.poll( () => orderNotes( requestUtils, order.id ) )
					.toEqual(
						expect.arrayContaining( [
							expect.stringContaining( 'was declined' ),
						] )
					);
				await expect( payButton( page ) ).toBeEnabled();
				expect( attempts ).toHaveLength( 1 );
				expect(
					( await getOrder( requestUtils, order.id ) ).status
				).toBe( 'failed' );
				await expect( page ).toHaveURL(
					new RegExp( `/checkout/order-pay/${ order.id }/` )
				);
				if ( isKassa ) {
					// Kassa says why, and keeps what was typed (the page is not reloaded).
					await expect(
						page.getByText( 'Your card was declined.' )
					).toBeVisible();
					await expect(
						page.getByLabel( /^Card number/ )
					).toHaveValue( '4000 0000 0000 0002' );
				}

				await payWithNewCard( page, '4242 4242 4242 4242' );
				expect( await expectOrderReceived( page ) ).toBe( order.id );
				expect( attempts ).toHaveLength( 2 );
				const paid = await getOrder( requestUtils, order.id );
				expect( paid.status ).toBe( 'processing' );
				expect( paid.payment_method ).toBe( 'kassa_test_card' );
				expect( await orderNotes( requestUtils, order.id ) ).toEqual(
					expect.arrayContaining( [
						expect.stringContaining( 'was declined' ),
						expect.stringMatching( /ending 4242/ ),
					] )
				);
				await page.context().close();
			} );

			test( "a wrong or missing key shows WooCommerce's refusal, never the order", async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'pending',
					lines: [ [ scarf, 1 ] ],
				} );
				const guest = await shopperPage( browser, baseURL );
				await guest.goto(
					`/checkout/order-pay/${ order.id }/?pay_for_order=true&key=wc_order_wrongkey1`
				);
				await expectRefused(
					guest,
					'Sorry, this order is invalid and cannot be paid for.'
				);
				await guest.goto(
					`/checkout/order-pay/${ order.id }/?pay_for_order=true`
				);
				await expectRefused(
					guest,
					'Sorry, this order is invalid and cannot be paid for.'
				);
				await guest.context().close();
			} );

			test( "another customer's order is refused; logged out, the login form asks who is paying", async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'pending',
					customerId: await otherCustomer( requestUtils ),
					billing: {
						...GUEST_BILLING,
						email: 'other-customer@example.com',
					},
					lines: [ [ scarf, 1 ] ],
				} );
				const page = await shopperPage(
					browser,
					baseURL,
					await loggedInState( baseURL as string )
				);
				await page.goto( order.payUrl );
				await expectRefused(
					page,
					'This order cannot be paid for. Please contact us if you need assistance.',
					'other-customer@example.com'
				);
				await page.context().close();

				const guest = await shopperPage( browser, baseURL );
				await guest.goto( order.payUrl );
				await expectRefused(
					guest,
					'Please log in to your account below to continue to the payment form.',
					'other-customer@example.com'
				);
				await expect(
					guest.getByRole( 'textbox', { name: /^Username or email/ } )
				).toBeVisible();
				await expect(
					guest.getByRole( 'button', { name: 'Login' } )
				).toBeVisible();
				await guest.context().close();
			} );

			test( 'an order that needs no payment any more is refused', async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'processing',
					lines: [ [ scarf, 1 ] ],
				} );
				const guest = await shopperPage( browser, baseURL );
				await guest.goto( order.payUrl );
				await expectRefused(
					guest,
					'This order’s status is “Processing”—it cannot be paid for. Please contact us if you need assistance.'
				);
				await guest.context().close();
			} );

			test( 'a guest WooCommerce asks to confirm their e-mail sees its form, then the order', async ( {
				browser,
				baseURL,
				requestUtils,
			} ) => {
				const order = await createOrder( requestUtils, {
					status: 'pending',
					lines: [ [ scarf, 1 ] ],
				} );
				// As once the order's grace period is over (bin/lib/mu-plugins).
				const guest = await shopperPage( browser, baseURL, GUEST, [
					{ name: 'kassa_test_verify_order_email', value: '1' },
				] );
				await guest.goto( order.payUrl );
				await expectRefused(
					guest,
					/verify the email address associated with the order/
				);
				await guest
					.getByLabel( 'Email address' )
					.fill( 'someone.else@example.com' );
				await guest.getByRole( 'button', { name: 'Verify' } ).click();
				await expectRefused(
					guest,
					'We were unable to verify the email address you provided. Please try again.'
				);
				await guest
					.getByLabel( 'Email address' )
					.fill( GUEST_BILLING.email );
				await guest.getByRole( 'button', { name: 'Verify' } ).click();
				await expect( guest.getByText( ORDER_SHOWN ) ).toBeVisible();
				await expect( payButton( guest ) ).toBeVisible();
				await guest.context().close();
			} );

			test.describe( 'a gateway written for the classic checkout', () => {
				usePlugins(
					[ 'woocommerce-other-payment-gateway' ],
					'The classic gateway’s zip (KASSA_CLASSIC_ZIPS) is not installed.'
				);

				test( 'a guest pays with it: its own field goes with the payment, as its payment_fields() posts it', async ( {
					browser,
					baseURL,
					requestUtils,
				} ) => {
					const order = await createOrder( requestUtils, {
						status: 'pending',
						lines: [ [ scarf, 1 ] ],
					} );
					const guest = await shopperPage( browser, baseURL );
					await guest.goto( order.payUrl );
					await expect( payButton( guest ) ).toBeEnabled();
					await guest
						.getByRole( 'radio', {
							name: 'Custom Payment',
							exact: true,
						} )
						.check();
					await guest
						.getByRole( 'textbox', { name: /drop us a note/ } )
						.fill( 'Please call me first.' );
					await payWith( guest, 'Custom Payment' );
					expect( await expectOrderReceived( guest ) ).toBe(
						order.id
					);
					const paid = await getOrder( requestUtils, order.id );
					expect( paid.status ).toBe( 'on-hold' );
					expect( paid.payment_method ).toBe( 'other_payment' );
					expect(
						await orderNotes( requestUtils, order.id )
					).toEqual(
						expect.arrayContaining( [ 'Please call me first.' ] )
					);
					await guest.context().close();
				} );
			} );

			test.describe( 'a gateway that takes payment from its receipt step', () => {
				usePlugins(
					[ 'kassa-fixture-order-pay-receipt' ],
					'The receipt gateway fixture is not installed.'
				);

				test( 'chosen on the pay page, it sends the shopper to its receipt step, which posts the order to the payment page', async ( {
					browser,
					baseURL,
					requestUtils,
				} ) => {
					const order = await createOrder( requestUtils, {
						status: 'pending',
						lines: [ [ scarf, 1 ] ],
					} );
					const guest = await shopperPage( browser, baseURL );
					const steps: string[] = [];
					guest.on( 'framenavigated', ( frame ) => {
						if ( frame === guest.mainFrame() ) {
							steps.push( new URL( frame.url() ).pathname );
						}
					} );
					await guest.goto( order.payUrl );
					await payWith( guest, 'Pay on the payment page (test)' );
					const paid = await confirmOnPaymentPage(
						guest,
						requestUtils,
						order
					);
					// Through the receipt step (order-pay without pay_for_order), as WooCommerce's.
					expect( steps ).toContain(
						`/checkout/order-pay/${ order.id }/`
					);
					expect( paid.payment_method ).toBe( 'kassa_receipt' );
					await guest.context().close();
				} );

				test( 'its receipt step, opened from its link, posts the order to the payment page', async ( {
					browser,
					baseURL,
					requestUtils,
				} ) => {
					const order = await createOrder( requestUtils, {
						status: 'pending',
						lines: [ [ scarf, 1 ] ],
						paymentMethod: 'kassa_receipt',
					} );
					const guest = await shopperPage( browser, baseURL );
					await guest.goto( order.receiptUrl );
					const paid = await confirmOnPaymentPage(
						guest,
						requestUtils,
						order
					);
					expect( paid.payment_method ).toBe( 'kassa_receipt' );
					await guest.context().close();
				} );
			} );
		} );
	}
} );
