/**
 * The truth on the server: the shopper's cart, read with the shopper's own cookies outside the
 * page, so no fault reaches it.
 */
import type { Page } from '@playwright/test';

import { formatPounds } from '../../e2e/utils/mini-cart';

import type { Lines } from './views';

export interface ServerCart {
	lines: Lines;
	itemsCount: number;
	total: string;
	coupons: string[];
	/** Selected rate ids, one per package. */
	rates: string[];
	needsShipping: boolean;
	shippingAddress: Record< string, string >;
	billingAddress: Record< string, string >;
}

const decode = ( value: string ) =>
	value
		.replace( /&#(\d+);/g, ( _, code ) =>
			String.fromCharCode( Number( code ) )
		)
		.replace( /&quot;/g, '"' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );

/**
 * Reads the shopper's cart from the Store API.
 *
 * @param page The shopper's page (its context's cookies are the session).
 * @return The cart.
 */
export async function readServerCart( page: Page ): Promise< ServerCart > {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	if ( ! response.ok() ) {
		throw new Error( `GET /cart answered ${ response.status() }` );
	}
	const cart = await response.json();
	const lines: Lines = {};
	for ( const item of cart.items ) {
		const name = decode( item.name );
		lines[ name ] = ( lines[ name ] ?? 0 ) + item.quantity;
	}
	return {
		lines,
		itemsCount: cart.items_count,
		total: formatPounds( cart.totals.total_price ),
		coupons: cart.coupons.map( ( c: { code: string } ) => c.code ),
		rates: cart.shipping_rates.flatMap(
			( pkg: {
				shipping_rates: Array< { rate_id: string; selected: boolean } >;
			} ) =>
				pkg.shipping_rates
					.filter( ( r ) => r.selected )
					.map( ( r ) => r.rate_id )
		),
		needsShipping: cart.needs_shipping,
		shippingAddress: cart.shipping_address,
		billingAddress: cart.billing_address,
	};
}
