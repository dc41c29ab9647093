/**
 * WooCommerce as the oracle: the same steps on WooCommerce's own Checkout block
 * (`/wc-checkout/`) and on Kassa's (`/checkout/`), each in a fresh guest session, and what a
 * spec compares between them: the order WooCommerce holds and where the shopper landed.
 */
import type { Browser, Page, Request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { decodedUrl } from './cart';
import { GUEST, test } from './fixtures';
import { getOrder } from './orders';
import { StoreApi } from './store-api';

/** The two checkouts, WooCommerce's first. */
export const CHECKOUTS = {
	woocommerce: '/wc-checkout/',
	kassa: '/checkout/',
} as const;

export type CheckoutName = keyof typeof CHECKOUTS;

/** WooCommerce's blocks bundles, which a page with Kassa's checkout must never load. */
export const WOOCOMMERCE_BLOCKS_BUNDLES =
	/\/plugins\/woocommerce\/assets\/client\/blocks\/(wc-blocks-data|blocks-checkout|blocks-components|wc-cart-checkout-(base|vendors)|checkout-frontend|cart-frontend)\.js/;

/**
 * The place-order button of either checkout (its label may be a payment method's).
 *
 * @param page The page.
 * @return The button.
 */
export function placeOrder( page: Page ) {
	return page.locator( '.wc-block-components-checkout-place-order-button' );
}

/**
 * A new guest shopper with products in the cart, on one of the checkouts.
 *
 * @param browser    The browser.
 * @param checkout   Which checkout.
 * @param productIds The products, one of each.
 * @return The page and the shopper's Store API.
 */
export async function shopperAt(
	browser: Browser,
	checkout: CheckoutName,
	productIds: number[]
) {
	const context = await browser.newContext( { storageState: GUEST } );
	const page = await context.newPage();
	const storeApi = new StoreApi( page.request );
	for ( const id of productIds ) {
		await storeApi.addItem( id );
	}
	await page.goto( CHECKOUTS[ checkout ] );
	await page.getByLabel( 'Email address' ).waitFor();
	return { page, storeApi };
}

/**
 * What a test compares between the two checkouts: the order WooCommerce holds and where the
 * shopper landed (order ids left out).
 *
 * @param page         The page, on the order-received page.
 * @param requestUtils The admin's REST client.
 * @param id           The order's id.
 * @return The outcome.
 */
export async function outcome(
	page: Page,
	requestUtils: RequestUtils,
	id: number
) {
	const order = await getOrder( requestUtils, id );
	return {
		landing: new URL( page.url() ).pathname.replace( /\/\d+\/$/, '/ID/' ),
		status: order.status,
		paymentMethod: order.payment_method,
		total: order.total,
		lines: order.line_items.map( ( line ) => [ line.name, line.quantity ] ),
	};
}

/**
 * A product the shop sells, created once and found again by its SKU.
 *
 * @param requestUtils The admin's REST client.
 * @param product      Its fields (`sku` names it).
 * @return Its id.
 */
export async function ensureProduct(
	requestUtils: RequestUtils,
	product: Record< string, unknown > & { sku: string }
) {
	const found = ( await requestUtils.rest( {
		path: '/wc/v3/products',
		params: { sku: product.sku },
	} ) ) as Array< { id: number } >;
	if ( found.length ) {
		return found[ 0 ].id;
	}
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/products',
		data: { status: 'publish', ...product },
	} ) ) as { id: number };
	return created.id;
}

/**
 * The plugin in a folder, as WordPress's REST API names it ('folder/main-file'), or undefined
 * when it is not installed (the real gateways come from release zips a machine may not have).
 *
 * @param requestUtils The admin's REST client.
 * @param folder       The plugin's folder.
 * @return Its REST name.
 */
export async function findPlugin( requestUtils: RequestUtils, folder: string ) {
	const plugins = ( await requestUtils.rest( {
		path: '/wp/v2/plugins',
	} ) ) as Array< { plugin: string } >;
	return plugins.find( ( plugin ) =>
		plugin.plugin.startsWith( `${ folder }/` )
	)?.plugin;
}

/**
 * Turns the plugins in these folders on or off (each by its folder, whatever its name).
 *
 * @param requestUtils The admin's REST client.
 * @param folders      The plugins' folders.
 * @param active       On or off.
 */
export async function setPluginsActive(
	requestUtils: RequestUtils,
	folders: string[],
	active: boolean
) {
	for ( const folder of folders ) {
		const plugin = await findPlugin( requestUtils, folder );
		if ( ! plugin ) {
			throw new Error( `The plugin in ${ folder }/ is not installed.` );
		}
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wp/v2/plugins/${ plugin }`,
			data: { status: active ? 'active' : 'inactive' },
		} );
	}
}

/**
 * Turns plugins on for the tests of the describe block it is called in, and off after them;
 * the block is skipped where the first is not installed.
 *
 * @param folders The plugins' folders.
 * @param missing Why the block is skipped without them.
 */
export function usePlugins( folders: string[], missing: string ) {
	test.beforeAll( async ( { requestUtils } ) => {
		// eslint-disable-next-line playwright/no-skipped-test -- a machine without the plugin.
		test.skip(
			! ( await findPlugin( requestUtils, folders[ 0 ] ) ),
			missing
		);
		await setPluginsActive( requestUtils, folders, true );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( await findPlugin( requestUtils, folders[ 0 ] ) ) {
			await setPluginsActive( requestUtils, folders, false );
		}
	} );
}

/**
 * Whether a request places the order (POST /wc/store/v1/checkout), not one of WooCommerce's
 * Checkout block's recalculations of the totals (the same route with
 * __experimental_calc_totals).
 *
 * @param request The request.
 * @return Whether it places the order.
 */
export function isPlaceOrderRequest( request: Request ) {
	const url = decodedUrl( request.url() );
	return (
		request.method() === 'POST' &&
		/\/wc\/store\/v1\/checkout(\?|$)/.test( url ) &&
		! url.includes( '__experimental_calc_totals' )
	);
}

/**
 * The tag of a test or group that runs on WooCommerce's own page (its Checkout or Cart block,
 * or its classic checkout or cart: each such page's name starts "WooCommerce's"), the oracle a
 * spec's Kassa half is compared with. WooCommerce is pinned, so these only need to run when a
 * spec changes: `bin/test oracle` (or KASSA_E2E_ORACLES=1) runs them, the whole run leaves them out.
 *
 * @param name The name of the page the test or group runs on.
 * @return Playwright's test details: the `@oracle` tag, or none.
 */
export function onPage( name: string ): { tag: string[] } {
	return { tag: /^WooCommerce['’]s /.test( name ) ? [ '@oracle' ] : [] };
}

/** The details of a test that needs the oracle's half of its spec (a comparison of both). */
export const NEEDS_THE_ORACLE = { tag: [ '@oracle' ] };
