/**
 * Paying an existing order on the shop's checkout page (its order-pay endpoint): the shop's
 * checkout page switched between WooCommerce's Checkout block (the oracle, which hands the
 * endpoint to WooCommerce's pay form) and Kassa's, orders made as a merchant makes them, and the
 * shopper's steps written once for both pages.
 */
import type { Page, Request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { expect } from './fixtures';

/** Which blocks the shop's cart and checkout pages hold. */
export type ShopBlocks = 'woocommerce' | 'kassa';

/** The two checkouts, WooCommerce's first. */
export const ORDER_PAY_CHECKOUTS: Array< {
	blocks: ShopBlocks;
	name: string;
} > = [
	{ blocks: 'woocommerce', name: "WooCommerce's Checkout block" },
	{ blocks: 'kassa', name: "Kassa's checkout" },
];

/**
 * Puts WooCommerce's or Kassa's Cart and Checkout on the shop's pages, as an admin does on
 * WooCommerce → Kassa.
 *
 * @param requestUtils The admin's REST client (its request context is logged in).
 * @param blocks       Which blocks.
 */
export async function useShopBlocks(
	requestUtils: RequestUtils,
	blocks: ShopBlocks
) {
	const screen = await (
		await requestUtils.request.get( '/wp-admin/admin.php?page=kassa' )
	).text();
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( screen )?.[ 1 ];
	expect( nonce, 'WooCommerce → Kassa for the admin' ).toBeTruthy();
	const response = await requestUtils.request.post(
		'/wp-admin/admin-post.php',
		{
			form: {
				action: 'kassa_cart_checkout_pages',
				_wpnonce: nonce as string,
				[ blocks === 'kassa' ? 'use-kassa' : 'use-woocommerce' ]: '1',
			},
		}
	);
	expect( response.url() ).toContain( 'kassa-updated' );
}

/** A London billing address (the shop's own country), as a merchant types it for a guest. */
export const GUEST_BILLING = {
	first_name: 'Grace',
	last_name: 'Guest',
	address_1: '1 High Street',
	city: 'London',
	postcode: 'SW1A 1AA',
	country: 'GB',
	phone: '020 7946 0000',
	email: 'grace.guest@example.com',
};

/** Where the order ships: another address than the billing one. */
export const GUEST_SHIPPING = {
	first_name: 'Grace',
	last_name: 'Guest',
	address_1: '221B Baker Street',
	city: 'London',
	postcode: 'NW1 6XE',
	country: 'GB',
};

/** An order made before it is paid, as the merchant's link gives it. */
export interface ExistingOrder {
	id: number;
	key: string;
	number: string;
	/** The order-pay link (`get_checkout_payment_url()`), relative to the site. */
	payUrl: string;
	/** The receipt step (`get_checkout_payment_url( true )`), relative to the site. */
	receiptUrl: string;
}

/**
 * Makes an order as a merchant does in wp-admin, through WooCommerce's REST API: its lines, a
 * flat rate shipping line (£5 and its VAT), addresses, and its status; WooCommerce works out
 * its totals and taxes.
 *
 * @param requestUtils        The admin's REST client.
 * @param order               The order.
 * @param order.status        Its status ('pending', 'failed', 'processing', …).
 * @param order.lines         Product ids and quantities.
 * @param order.customerId    The customer it belongs to (0: a guest's).
 * @param order.billing       Billing address (with the e-mail).
 * @param order.paymentMethod The gateway it is to be paid with, if chosen already.
 * @return The order.
 */
export async function createOrder(
	requestUtils: RequestUtils,
	order: {
		status: string;
		lines: Array< [ number, number ] >;
		customerId?: number;
		billing?: Record< string, string >;
		paymentMethod?: string;
	}
): Promise< ExistingOrder > {
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/orders',
		data: {
			status: order.status,
			customer_id: order.customerId ?? 0,
			billing: order.billing ?? GUEST_BILLING,
			shipping: GUEST_SHIPPING,
			line_items: order.lines.map( ( [ productId, quantity ] ) => ( {
				product_id: productId,
				quantity,
			} ) ),
			shipping_lines: [
				{
					method_id: 'flat_rate',
					method_title: 'Flat rate',
					total: '5.00',
				},
			],
			...( order.paymentMethod
				? { payment_method: order.paymentMethod }
				: {} ),
		},
	} ) ) as { id: number; order_key: string; number: string };
	const { id, order_key: key, number } = created;
	return {
		id,
		key,
		number,
		payUrl: `/checkout/order-pay/${ id }/?pay_for_order=true&key=${ key }`,
		receiptUrl: `/checkout/order-pay/${ id }/?key=${ key }`,
	};
}

/**
 * The notes of an order, oldest first.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The order's id.
 * @return Their texts.
 */
export async function orderNotes( requestUtils: RequestUtils, id: number ) {
	const notes = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }/notes`,
	} ) ) as Array< { id: number; note: string } >;
	return notes.sort( ( a, b ) => a.id - b.id ).map( ( note ) => note.note );
}

/**
 * A product's stock, as the admin's REST API gives it.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The product's id.
 * @return Its stock quantity.
 */
export async function stockOf( requestUtils: RequestUtils, id: number ) {
	const product = ( await requestUtils.rest( {
		path: `/wc/v3/products/${ id }`,
	} ) ) as { stock_quantity: number };
	return product.stock_quantity;
}

/**
 * A customer other than the seeded one, made once (`other-customer` / `password`).
 *
 * @param requestUtils The admin's REST client.
 * @return Their user id.
 */
export async function otherCustomer( requestUtils: RequestUtils ) {
	const found = ( await requestUtils.rest( {
		path: '/wc/v3/customers',
		params: { email: 'other-customer@example.com' },
	} ) ) as Array< { id: number } >;
	if ( found.length ) {
		return found[ 0 ].id;
	}
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/customers',
		data: {
			email: 'other-customer@example.com',
			username: 'other-customer',
			password: 'password',
			first_name: 'Olive',
			last_name: 'Other',
		},
	} ) ) as { id: number };
	return created.id;
}

/**
 * The pay button of either page: WooCommerce's 'Pay for order'; Kassa's says it too, or what
 * the chosen method's own label says ('Pay now' for the test card), with the total.
 *
 * @param page The order-pay page.
 * @return The button.
 */
export function payButton( page: Page ) {
	return page.getByRole( 'button', { name: /^(Pay for order|Pay now)/ } );
}

/**
 * Ticks the terms checkbox where the page asks for it (WooCommerce's pay form does when the shop
 * has a terms page; Kassa's view shows the terms its checkout shows).
 *
 * @param page The order-pay page.
 */
async function acceptTermsIfAsked( page: Page ) {
	const terms = page.getByRole( 'checkbox', {
		name: /terms and conditions/i,
	} );
	if ( await terms.isVisible() ) {
		await terms.check();
	}
}

/**
 * Chooses a payment method and pays.
 *
 * @param page   The order-pay page.
 * @param method The method's name, e.g. 'Check payments'.
 */
export async function payWith( page: Page, method: string ) {
	await expect( payButton( page ) ).toBeEnabled();
	await page.getByRole( 'radio', { name: method, exact: true } ).check();
	await acceptTermsIfAsked( page );
	await payButton( page ).click();
}

/** The test card gateway's name on both pages. */
export const TEST_CARD = 'Credit / debit card (test)';

/**
 * Pays with one of the customer's saved cards of the test card gateway.
 *
 * @param page  The order-pay page.
 * @param label The card's label, e.g. /^Visa ending in 4242/.
 */
export async function payWithSavedCard( page: Page, label: RegExp ) {
	await expect( payButton( page ) ).toBeEnabled();
	await page.getByRole( 'radio', { name: TEST_CARD, exact: true } ).check();
	await page.getByRole( 'radio', { name: label } ).check();
	await acceptTermsIfAsked( page );
	await payButton( page ).click();
}

/**
 * Pays with a new card of the test card gateway (WooCommerce's form names its fields 'Expiry
 * (MM/YY)' and 'Card code', the gateway's block script 'Expiry date (MM / YY)' and 'Security
 * code'; a customer with saved cards chooses 'Use a new payment method' on WooCommerce's form).
 *
 * @param page   The order-pay page.
 * @param number The card number.
 */
export async function payWithNewCard( page: Page, number: string ) {
	await expect( payButton( page ) ).toBeEnabled();
	await page.getByRole( 'radio', { name: TEST_CARD, exact: true } ).check();
	const newCard = page.getByRole( 'radio', {
		name: 'Use a new payment method',
	} );
	if ( await newCard.isVisible() ) {
		await newCard.check();
	}
	await page.getByLabel( /^Card number/ ).fill( number );
	await page.getByLabel( /^Expiry/ ).fill( '12 / 30' );
	await page.getByLabel( /^(Card code|Security code)/ ).fill( '123' );
	await acceptTermsIfAsked( page );
	await payButton( page ).click();
}

/**
 * Records the payment attempts the page sends for an order: WooCommerce's pay form posts the
 * page itself, Kassa's view the Store API's order route.
 *
 * @param page The order-pay page.
 * @param id   The order's id.
 * @return The attempts so far (a live list).
 */
export function recordPaymentAttempts( page: Page, id: number ) {
	const attempts: Request[] = [];
	const paysOrder = new RegExp(
		`(/checkout/order-pay/${ id }/|/wc/store/v1/checkout/${ id }(\\?|$))`
	);
	page.on( 'request', ( request ) => {
		if ( request.method() === 'POST' && paysOrder.test( request.url() ) ) {
			attempts.push( request );
		}
	} );
	return attempts;
}
