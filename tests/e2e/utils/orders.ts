import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/** A placed order as WooCommerce's admin REST API (`/wc/v3/orders`) gives it. */
export interface StoredOrder {
	id: number;
	status: string;
	order_key: string;
	/** A decimal string, e.g. '26.39'. */
	total: string;
	discount_total: string;
	customer_id: number;
	payment_method: string;
	billing: Record< string, string >;
	shipping: Record< string, string >;
	line_items: Array< { name: string; quantity: number } >;
	shipping_lines: Array< {
		method_id: string;
		method_title: string;
		total: string;
	} >;
}

/**
 * Waits for WooCommerce's order-received page (`{checkout}/order-received/{id}/?key=wc_order_…`)
 * and reads the order id from its URL.
 *
 * @param page The page.
 * @return The order id.
 */
export async function expectOrderReceived( page: Page ): Promise< number > {
	await page.waitForURL( /\/order-received\/\d+\/?\?key=wc_order_\w+/ );
	const [ , id ] = /\/order-received\/(\d+)/.exec( page.url() ) ?? [];
	return Number( id );
}

/**
 * Reads a placed order as the shop's admin, through WooCommerce's admin REST API.
 *
 * @param requestUtils The admin's REST client.
 * @param id           Order id.
 * @return The order.
 */
export async function getOrder(
	requestUtils: RequestUtils,
	id: number
): Promise< StoredOrder > {
	return ( await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} ) ) as StoredOrder;
}

/**
 * How many orders a customer has placed.
 *
 * @param requestUtils The admin's REST client.
 * @param customerId   The customer's user id.
 * @return The count.
 */
export async function countOrders(
	requestUtils: RequestUtils,
	customerId: number
): Promise< number > {
	const response = await requestUtils.request.get( '/wp-json/wc/v3/orders', {
		params: { customer: customerId, per_page: 1 },
		headers: await restHeaders( requestUtils ),
	} );
	return Number( response.headers()[ 'x-wp-total' ] ?? 0 );
}

/**
 * A user's id, by login name.
 *
 * @param requestUtils The admin's REST client.
 * @param login        User name.
 * @return The id.
 */
export async function userId(
	requestUtils: RequestUtils,
	login = 'customer'
): Promise< number > {
	const users = ( await requestUtils.rest( {
		path: '/wp/v2/users',
		params: { search: login, context: 'edit' },
	} ) ) as Array< { id: number; username: string } >;
	return users.find( ( user ) => user.username === login )?.id ?? 0;
}

/**
 * The admin's REST nonce header, for a request that needs the response's headers.
 *
 * @param requestUtils The admin's REST client.
 * @return The headers.
 */
async function restHeaders( requestUtils: RequestUtils ) {
	if ( ! requestUtils.storageState?.nonce ) {
		await requestUtils.setupRest();
	}
	return { 'X-WP-Nonce': requestUtils.storageState?.nonce ?? '' };
}

/**
 * A displayed amount ('£26.39') as the admin REST API writes it ('26.39').
 *
 * @param text The amount as shown.
 * @return The decimal string.
 */
export function toDecimal( text: string | null ): string {
	return ( text ?? '' ).replace( /[^\d.]/g, '' );
}

/** An order as the shop's order list gives it, its total as the shopper sees amounts ('£26.39'). */
export interface ListedOrder {
	id: number;
	status: string;
	total: string;
	email: string;
}

/** Statuses of an order that was placed (not a draft, not awaiting or failing payment). */
const PLACED_STATUSES = [ 'processing', 'on-hold', 'completed' ];

/**
 * The placed orders with an id above `after`, newest first (at most the 50 newest orders).
 *
 * @param requestUtils The admin's REST client.
 * @param after        Only orders with a higher id (see lastOrderId).
 * @return The orders.
 */
export async function placedOrdersAfter(
	requestUtils: RequestUtils,
	after: number
): Promise< ListedOrder[] > {
	const orders = ( await requestUtils.rest( {
		path: '/wc/v3/orders',
		params: { per_page: 50, orderby: 'id', order: 'desc' },
	} ) ) as Array< StoredOrder & { billing: { email: string } } >;
	return orders
		.filter(
			( order ) =>
				order.id > after && PLACED_STATUSES.includes( order.status )
		)
		.map( ( order ) => ( {
			id: order.id,
			status: order.status,
			total: `£${ Number( order.total ).toLocaleString( 'en-GB', {
				minimumFractionDigits: 2,
				maximumFractionDigits: 2,
			} ) }`,
			email: order.billing.email,
		} ) );
}

/**
 * The newest order's id (any status), so a test counts only the orders placed after it.
 *
 * @param requestUtils The admin's REST client.
 * @return The id, 0 without orders.
 */
export async function lastOrderId( requestUtils: RequestUtils ) {
	const orders = ( await requestUtils.rest( {
		path: '/wc/v3/orders',
		params: { per_page: 1, orderby: 'id', order: 'desc' },
	} ) ) as Array< { id: number } >;
	return orders[ 0 ]?.id ?? 0;
}
