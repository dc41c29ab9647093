import type { Browser, Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { fillCart } from './cart';
import { GUEST } from './fixtures';
import { expectOrderReceived } from './orders';
import { StoreApi } from './store-api';

/** A step of a checkout page. */
export type CheckoutStep = 'contact' | 'shipping' | 'billing' | 'order';

/**
 * One of the two checkouts of the WooCommerce test shop: WooCommerce's own Checkout block (the
 * oracle) and Kassa's. A spec runs the same steps on both and expects the same outcome.
 */
export interface CheckoutUnderTest {
	name: string;
	path: string;
	/** The step holding a part of the form. */
	step: ( page: Page, step: CheckoutStep ) => Locator;
}

export const BOTH_CHECKOUTS: CheckoutUnderTest[] = [
	{
		name: "WooCommerce's Checkout block",
		path: '/wc-checkout/',
		step: ( page, step ) =>
			page.locator(
				{
					contact: '#contact-fields',
					shipping: '#shipping-fields',
					billing: '#billing-fields',
					order: '#order-fields',
				}[ step ]
			),
	},
	{
		name: "Kassa's checkout",
		path: '/checkout/',
		// Inside the rendered checkout: the server's first paint prints the contact step
		// into the skeleton too, until the script renders.
		step: ( page, step ) =>
			page.locator(
				{
					contact:
						'.kassa-checkout .kassa-checkout-step--contact-information',
					shipping:
						'.kassa-checkout .kassa-checkout-step--shipping-address',
					billing:
						'.kassa-checkout .kassa-checkout-step--billing-address',
					order: '.kassa-checkout .kassa-checkout-step--additional-information',
				}[ step ]
			),
	},
];

/**
 * A new guest, in a browser context of its own, with a beanie in the cart, on a checkout.
 *
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param checkout The checkout to open.
 * @return The page, and a function that closes its context.
 */
export async function guestWithBeanieAt(
	browser: Browser,
	baseURL: string | undefined,
	checkout: CheckoutUnderTest
) {
	const context = await browser.newContext( {
		storageState: GUEST,
		baseURL,
	} );
	const page = await context.newPage();
	await fillCart( new StoreApi( page.request ), [ [ 'Beanie' ] ] );
	await page.goto( checkout.path );
	return { page, close: () => context.close() };
}

/**
 * Pays by cheque and places the order.
 *
 * @param page The checkout page.
 * @return The order's id, from the order-received page.
 */
export async function placeOrderByCheque( page: Page ): Promise< number > {
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await page.getByRole( 'button', { name: /^Place Order/ } ).click();
	return expectOrderReceived( page );
}

/**
 * An order's meta data as WooCommerce's admin REST API gives it, key => value.
 *
 * @param requestUtils The admin's REST client.
 * @param id           The order's id.
 * @return The meta and the addresses.
 */
export async function orderMeta(
	requestUtils: RequestUtils,
	id: number
): Promise< {
	meta: Record< string, unknown >;
	billing: Record< string, string >;
	shipping: Record< string, string >;
} > {
	const order = ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} ) ) as {
		meta_data: Array< { key: string; value: unknown } >;
		billing: Record< string, string >;
		shipping: Record< string, string >;
	};
	return {
		meta: Object.fromEntries(
			order.meta_data.map( ( { key, value } ) => [ key, value ] )
		),
		billing: order.billing,
		shipping: order.shipping,
	};
}

/**
 * A Store API request made by the page itself, as the shopper (with the Store API's nonce, and
 * WordPress's REST nonce where the page has one: a logged-in customer's cart is theirs only with
 * it).
 *
 * @param page           The shopper's page, on the shop (one that loads wp-api-fetch, for a
 *                       customer).
 * @param path           Store API route, e.g. '/checkout'.
 * @param request        What to send.
 * @param request.method HTTP method (GET by default).
 * @param request.body   JSON body.
 * @return The response body.
 */
async function storeApiFromPage(
	page: Page,
	path: string,
	request: { method?: string; body?: unknown } = {}
): Promise< any > {
	return page.evaluate(
		async ( { route, method, body } ) => {
			const wpNonce = (
				window as unknown as {
					wp?: { apiFetch?: { nonceMiddleware?: { nonce: string } } };
				}
			 ).wp?.apiFetch?.nonceMiddleware?.nonce;
			const headers: Record< string, string > = wpNonce
				? { 'X-WP-Nonce': wpNonce }
				: {};
			const cart = await fetch( '/wp-json/wc/store/v1/cart', {
				headers,
			} );
			const response = await fetch( `/wp-json/wc/store/v1${ route }`, {
				method,
				headers: {
					...headers,
					Nonce: cart.headers.get( 'Nonce' ) ?? '',
					'Content-Type': 'application/json',
				},
				body: body === undefined ? undefined : JSON.stringify( body ),
			} );
			return response.json();
		},
		{ route: path, method: request.method ?? 'GET', body: request.body }
	);
}

/**
 * Puts a product in the cart of the shopper a page belongs to.
 *
 * @param page The shopper's page (see storeApiFromPage).
 * @param name The product's name.
 */
export async function addToCartFromPage( page: Page, name: string ) {
	const products = ( await (
		await page.request.get( '/wp-json/wc/store/v1/products?per_page=100' )
	).json() ) as Array< { id: number; name: string } >;
	const product = products.find( ( item ) => item.name === name );
	await storeApiFromPage( page, '/cart/add-item', {
		method: 'POST',
		body: { id: product?.id, quantity: 1 },
	} );
}

/**
 * What the shopper's checkout session kept (the Store API's GET /checkout): the contact and
 * order fields, and the addresses (with their additional fields).
 *
 * @param page The shopper's page (see storeApiFromPage).
 * @return The checkout.
 */
export async function keptCheckout( page: Page ): Promise< {
	additional_fields: Record< string, unknown >;
	shipping_address: Record< string, unknown >;
	billing_address: Record< string, unknown >;
} > {
	return storeApiFromPage( page, '/checkout' );
}
