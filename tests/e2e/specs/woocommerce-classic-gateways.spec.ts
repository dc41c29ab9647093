import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import { orderMeta } from '../utils/both-checkouts';
import {
	CLASSIC_AND_KASSA,
	readyToPay,
	shopperAt,
	WOOCOMMERCE_BLOCK_CHECKOUT,
	type ClassicCheckoutUnderTest,
} from '../utils/classic-checkouts';
import { expectOrderReceived, getOrder } from '../utils/orders';
import { onPage, usePlugins } from '../utils/oracle';

/**
 * Gateways written for WooCommerce's classic checkout only (no payment method for its Checkout
 * block), on Kassa's checkout, with WooCommerce's classic checkout (/classic-checkout/) as the
 * oracle: the same steps, the same order. WPRuby's Custom Payment Gateway 1.3.11, unchanged,
 * and fixtures written as gateway authors write theirs (tests/fixtures/kassa-fixture-classic-*,
 * and the order-pay spec's receipt gateway): an offsite redirect, a receipt page that posts a
 * form to the payment page, a card tokenised by a script on checkout_place_order_{id}, a
 * WC_Payment_Gateway_CC with saved cards, a voucher whose validate_fields() and
 * process_payment() refuse. WooCommerce's Checkout block shows none of them.
 */

// Real orders, on WooCommerce's classic checkout too, some through another page: a busy
// machine's time.
test.slow();

const GATEWAYS = [
	'woocommerce-other-payment-gateway',
	'kassa-fixture-classic-redirect',
	'kassa-fixture-order-pay-receipt',
	'kassa-fixture-classic-tokenise',
	'kassa-fixture-classic-saved-cards',
	'kassa-fixture-classic-refuse',
];

/** Their titles, as both checkouts list them. */
const TITLES = [
	'Custom Payment',
	'Offsite Pay',
	'Pay on the payment page (test)',
	'Token Card',
	'Classic Card',
	'Gift Voucher',
];

/**
 * The order's notes, as the shop's admin reads them.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The order.
 * @return The notes' texts.
 */
async function orderNotes( requestUtils: RequestUtils, id: number ) {
	const notes = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }/notes`,
	} ) ) as Array< { note: string } >;
	return notes.map( ( { note } ) => note );
}

/**
 * The titles of a checkout's payment methods, in its order, among the classic gateways'.
 *
 * @param page     The checkout.
 * @param checkout Which one.
 * @return The titles.
 */
async function listedTitles( page: Page, checkout: ClassicCheckoutUnderTest ) {
	const labels = checkout.isKassa
		? page.locator( '.kassa-payment-methods__method label' )
		: page.locator( '#payment .wc_payment_method > label' );
	await labels.first().waitFor();
	const texts = ( await labels.allTextContents() ).map( ( text ) =>
		text.trim()
	);
	return texts.filter( ( text ) => TITLES.includes( text ) );
}

test( 'A shop without anything written for the classic checkout loads nothing of it on Kassa’s checkout', async ( {
	browser,
	baseURL,
} ) => {
	const { page, close } = await shopperAt(
		browser,
		baseURL,
		CLASSIC_AND_KASSA[ 1 ]
	);
	const scripts: string[] = [];
	page.on( 'request', ( request ) => scripts.push( request.url() ) );
	await page.reload();
	await expect(
		page.getByRole( 'radio', { name: 'Check payments' } )
	).toBeVisible();
	await expect( page.locator( 'form.checkout' ) ).toHaveCount( 0 );
	await expect( page.locator( '#kassa-classic-islands' ) ).toHaveCount( 0 );
	expect(
		scripts.filter( ( url ) =>
			/\/build\/classic(-gateways)?\/|\/jquery(\.min)?\.js/.test( url )
		)
	).toEqual( [] );
	await close();
} );

test.describe( 'Gateways written for the classic checkout', () => {
	usePlugins( GATEWAYS, 'WPRuby’s Custom Payment Gateway is not installed.' );

	test( 'are listed on Kassa’s checkout as on the classic checkout, in the admin’s order; WooCommerce’s Checkout block shows none of them', async ( {
		browser,
		baseURL,
	} ) => {
		const lists: string[][] = [];
		for ( const checkout of CLASSIC_AND_KASSA ) {
			const { page, close } = await shopperAt(
				browser,
				baseURL,
				checkout
			);
			lists.push( await listedTitles( page, checkout ) );
			if ( checkout.isKassa ) {
				// The classic form around Kassa's block takes its wide alignment: the theme
				// lays out its content's children by it (Twenty Twenty-Five's content is 645 px).
				const block = await page
					.locator( '.wp-block-kassa-checkout' )
					.boundingBox();
				expect( block!.width ).toBeGreaterThan( 900 );
			}
			await close();
		}
		expect( lists[ 0 ] ).toHaveLength( TITLES.length );
		expect( lists[ 1 ] ).toEqual( lists[ 0 ] );

		const { page, close } = await shopperAt(
			browser,
			baseURL,
			WOOCOMMERCE_BLOCK_CHECKOUT
		);
		await expect(
			page.getByRole( 'radio', { name: 'Check payments' } )
		).toBeVisible();
		for ( const title of TITLES ) {
			await expect(
				page.getByRole( 'radio', { name: title } )
			).toHaveCount( 0 );
		}
		await close();
	} );

	for ( const checkout of CLASSIC_AND_KASSA ) {
		for ( const shopper of [ 'guest', 'customer' ] as const ) {
			test.describe(
				`A ${ shopper } on ${ checkout.name }`,
				onPage( checkout.name ),
				() => {
					test( 'pays with WPRuby’s Custom Payment: its note reaches the order', async ( {
						browser,
						baseURL,
						requestUtils,
					} ) => {
						const { page, close } = await readyToPay(
							browser,
							baseURL,
							checkout,
							'Custom Payment',
							{ shopper }
						);
						await page
							.locator( '#other_payment-admin-note' )
							.fill( 'Invoice me, O’Brien & Co "Ltd"' );
						await checkout.placeOrder( page );
						const id = await expectOrderReceived( page );
						const order = await getOrder( requestUtils, id );
						expect( [
							order.status,
							order.payment_method,
						] ).toEqual( [ 'on-hold', 'other_payment' ] );
						expect(
							await orderNotes( requestUtils, id )
						).toContain(
							'Invoice me, O’Brien &amp; Co &quot;Ltd&quot;'
						);
						await close();
					} );

					test( 'pays on the offsite page Offsite Pay sends them to', async ( {
						browser,
						baseURL,
						requestUtils,
					} ) => {
						const { page, close } = await readyToPay(
							browser,
							baseURL,
							checkout,
							'Offsite Pay',
							{ shopper }
						);
						// Its icon (get_icon(), after woocommerce_gateway_icon) beside its title.
						await expect(
							page.locator( 'label img[alt="Offsite Pay"]' )
						).toBeVisible();
						await expect(
							checkout.placeOrderButton( page )
						).toContainText( 'Proceed to Offsite Pay' );
						await checkout.placeOrder( page );
						await page.waitForURL( /kassa-offsite-pay=\d+/ );
						await page.getByRole( 'link', { name: 'Pay' } ).click();
						const id = await expectOrderReceived( page );
						expect(
							( await getOrder( requestUtils, id ) ).status
						).toBe( 'processing' );
						await close();
					} );

					test( 'pays through the order-pay page whose receipt posts to the payment page', async ( {
						browser,
						baseURL,
						requestUtils,
					} ) => {
						const { page, close } = await readyToPay(
							browser,
							baseURL,
							checkout,
							'Pay on the payment page (test)',
							{ shopper }
						);
						// The receipt's form posts itself at once: its page is read as it loads (once
						// the page moved on, the browser no longer has its body).
						const receipts: string[] = [];
						await page.route(
							/\/order-pay\/\d+\//,
							async ( route ) => {
								const response = await route.fetch();
								receipts.push( await response.text() );
								await route.fulfill( { response } );
							}
						);
						await checkout.placeOrder( page );
						await page.waitForURL( /kassa-fixture-payment-page/ );
						expect( receipts.join( '' ) ).toContain(
							'You are being taken to the payment page.'
						);
						await page
							.getByRole( 'button', { name: 'Confirm payment' } )
							.click();
						const id = await expectOrderReceived( page );
						expect(
							( await getOrder( requestUtils, id ) ).status
						).toBe( 'processing' );
						await close();
					} );

					test( 'pays with a card its script tokenises on checkout_place_order_{id}', async ( {
						browser,
						baseURL,
						requestUtils,
					} ) => {
						const { page, close } = await readyToPay(
							browser,
							baseURL,
							checkout,
							'Token Card',
							{ shopper }
						);
						const form = page.locator( '#kassa-token-card-form' );
						// It heard the classic moments.
						await expect( form ).toHaveAttribute(
							'data-payment-method-selected',
							/^[1-9]/
						);
						await expect( form ).toHaveAttribute(
							'data-updated-checkout',
							/^[1-9]/
						);
						await page
							.locator( '#kassa-token-card-number' )
							.fill( '4242 4242 4242 4242' );
						await checkout.placeOrder( page );
						const id = await expectOrderReceived( page );
						const { meta } = await orderMeta( requestUtils, id );
						expect( meta._kassa_token_card_token ).toBe(
							'tok_4242'
						);
						await close();
					} );

					test( 'pays by card with Classic Card, and with the card saved to the account', async ( {
						browser,
						baseURL,
						requestUtils,
					} ) => {
						const { page, close } = await readyToPay(
							browser,
							baseURL,
							checkout,
							'Classic Card',
							{ shopper }
						);
						// Its box, as the classic checkout's template and Kassa's island print it.
						const box = page.locator(
							'.payment_box.payment_method_kassa_classic_cc'
						);
						const save = box.getByLabel( 'Save to account' );
						// For a guest, WooCommerce's script hides the choice.
						await expect( save ).toBeVisible( {
							visible: shopper === 'customer',
						} );
						await page
							.locator( '#kassa_classic_cc-card-number' )
							.fill( '4242 4242 4242 4242' );
						await page
							.locator( '#kassa_classic_cc-card-expiry' )
							.fill( '12 / 30' );
						await page
							.locator( '#kassa_classic_cc-card-cvc' )
							.fill( '123' );
						if ( shopper === 'customer' ) {
							await save.check();
						}
						await checkout.placeOrder( page );
						const first = await expectOrderReceived( page );
						expect(
							( await orderMeta( requestUtils, first ) ).meta
								._kassa_classic_card_paid_with
						).toBe(
							shopper === 'customer'
								? 'card, saved as 4242'
								: 'card'
						);
						await close();
						if ( shopper === 'guest' ) {
							return;
						}

						const again = await shopperAt(
							browser,
							baseURL,
							checkout,
							{
								shopper,
							}
						);
						await checkout.fillDetails( again.page );
						await checkout.choosePayment(
							again.page,
							'Classic Card'
						);
						const saved = again.page
							.locator(
								'.payment_box.payment_method_kassa_classic_cc'
							)
							.getByRole( 'radio', {
								name: /Visa ending in 4242/,
							} )
							.first();
						await expect( saved ).toBeVisible();
						await saved.check();
						await expect(
							again.page.locator(
								'#kassa_classic_cc-card-number'
							)
						).toBeHidden();
						await checkout.placeOrder( again.page );
						const second = await expectOrderReceived( again.page );
						expect(
							( await orderMeta( requestUtils, second ) ).meta
								._kassa_classic_card_paid_with
						).toBe( 'saved card 4242' );
						await again.close();
					} );
				}
			);
		}

		test(
			`A voucher refused by validate_fields() and by process_payment() shows beside the gateway’s form, keeps what was typed, and the next try pays, on ${ checkout.name }`,
			onPage( checkout.name ),
			async ( { browser, baseURL, requestUtils } ) => {
				const { page, close } = await readyToPay(
					browser,
					baseURL,
					checkout,
					'Gift Voucher'
				);
				const code = page.locator( '#kassa-voucher-code' );
				for ( const [ typed, error ] of [
					[ '', 'Enter the code of your gift voucher.' ],
					[ 'SOCKS', 'This is not a gift voucher code.' ],
					[ 'GIFT-SPENT', 'This gift voucher has been spent.' ],
				] ) {
					await code.fill( typed );
					await checkout.placeOrder( page );
					await expect(
						checkout
							.paymentErrors( page )
							.filter( { hasText: error } )
					).toBeVisible();
					await expect( code ).toHaveValue( typed );
					expect( page.url() ).not.toContain( 'order-received' );
				}
				await code.fill( 'GIFT-100' );
				await checkout.placeOrder( page );
				const id = await expectOrderReceived( page );
				expect( ( await getOrder( requestUtils, id ) ).status ).toBe(
					'on-hold'
				);
				expect( await orderNotes( requestUtils, id ) ).toContainEqual(
					expect.stringContaining(
						'Paid with gift voucher GIFT-100.'
					)
				);
				await close();
			}
		);

		test(
			`A card the processor declines shows the decline, tells the script (checkout_error), and a new card pays, on ${ checkout.name }`,
			onPage( checkout.name ),
			async ( { browser, baseURL, requestUtils } ) => {
				const { page, close } = await readyToPay(
					browser,
					baseURL,
					checkout,
					'Token Card'
				);
				const number = page.locator( '#kassa-token-card-number' );
				await number.fill( '4000 0000 0000 0002' );
				await checkout.placeOrder( page );
				await expect(
					checkout
						.paymentErrors( page )
						.filter( { hasText: 'Token Card declined the card.' } )
				).toBeVisible();
				await expect(
					page.locator( '#kassa-token-card-form' )
				).toHaveAttribute( 'data-checkout-error', '1' );
				await number.fill( '4242 4242 4242 4242' );
				await checkout.placeOrder( page );
				const id = await expectOrderReceived( page );
				const { meta } = await orderMeta( requestUtils, id );
				expect( meta._kassa_token_card_token ).toBe( 'tok_4242' );
				await close();
			}
		);
	}
} );
