import type { Browser, Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

import { GUEST } from './fixtures';
import { StoreApi } from './store-api';

/** The WCAG tags every cart page is checked against. */
export const AXE_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ];

/**
 * The cart's delivery heading as the toggle of its options, which the cart folds behind it
 * (naming the chosen one) once the address is known and an option chosen.
 *
 * @param page The page.
 * @return The toggle.
 */
export const deliveryFold = ( page: Page ) =>
	page.getByRole( 'button', { name: /^Delivery/ } );

/**
 * Opens the cart's delivery panel if it is folded (its options, and the address with them,
 * behind its heading); a panel that shows its options is left as it is.
 *
 * @param page The page.
 */
export async function unfoldDelivery( page: Page ) {
	const fold = deliveryFold( page );
	if (
		( await fold.count() ) &&
		( await fold.getAttribute( 'aria-expanded' ) ) === 'false'
	) {
		await fold.click();
	}
}

/**
 * Runs axe-core on the page (or part of it) with the project's WCAG tags.
 *
 * @param page    The page.
 * @param include CSS selector to limit the check to; the cart block by default (the theme's
 *                own navigation markup is not ours to fix).
 * @return The violations.
 */
export async function axeViolations(
	page: Page,
	include: string | null = '.wp-block-kassa-cart'
) {
	// @wordpress/e2e-test-utils-playwright brings its own copy of Playwright's Page type.
	let builder = new AxeBuilder( {
		page,
	} as unknown as ConstructorParameters< typeof AxeBuilder >[ 0 ] ).withTags(
		AXE_TAGS
	);
	if ( include ) {
		builder = builder.include( include );
	}
	const { violations } = await builder.analyze();
	return violations.map( ( violation ) => ( {
		id: violation.id,
		help: violation.help,
		nodes: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
	} ) );
}

/**
 * Puts products in the shopper's cart through the Store API.
 *
 * @param storeApi The shopper's Store API client.
 * @param lines    Product names and quantities.
 */
export async function fillCart(
	storeApi: StoreApi,
	lines: Array< [ string, number? ] >
) {
	const products = await storeApi.getProducts();
	for ( const [ name, quantity = 1 ] of lines ) {
		const product = products.find( ( p ) => p.name === name );
		if ( ! product ) {
			throw new Error( `No product named ${ name }.` );
		}
		await storeApi.addItem( product.id, quantity );
	}
}

/**
 * A guest shopper in a browser context of their own (no admin session), with products in the
 * cart and, if asked, a page open.
 *
 * @param browser                   The browser.
 * @param baseURL                   The site.
 * @param options                   What the shopper does first.
 * @param options.lines             Product names and quantities for the cart; none for an empty
 *                                  cart.
 * @param options.visit             The page to open, e.g. the cart's link.
 * @param options.javaScriptEnabled False for a browser that runs no script.
 * @return The shopper's page, their Store API client, and a function that closes the context.
 */
export async function guestShopper(
	browser: Browser,
	baseURL: string,
	{
		lines = [],
		visit,
		javaScriptEnabled = true,
	}: {
		lines?: Array< [ string, number? ] >;
		visit?: string;
		javaScriptEnabled?: boolean;
	} = {}
) {
	const context = await browser.newContext( {
		storageState: GUEST,
		baseURL,
		javaScriptEnabled,
	} );
	const page = await context.newPage();
	const storeApi = new StoreApi( page.request );
	await fillCart( storeApi, lines );
	if ( visit ) {
		await page.goto( visit );
	}
	return { page, storeApi, close: () => context.close() };
}

/**
 * A request URL with its query decoded: the Store API may be reached as
 * `/wp-json/wc/store/v1/...` or as `?rest_route=%2Fwc%2Fstore%2Fv1%2F...`.
 *
 * @param url The URL.
 * @return The decoded URL.
 */
export function decodedUrl( url: string ) {
	try {
		return decodeURIComponent( url );
	} catch {
		return url;
	}
}

/**
 * Records the Store API requests the page makes from now on.
 *
 * @param page The page.
 * @return The list (filled as requests go out), with helpers for the requests to one route and
 *         for them all as `METHOD url` lines.
 */
export function recordStoreApiRequests( page: Page ) {
	const requests: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( decodedUrl( request.url() ).includes( '/wc/store/v1' ) ) {
			requests.push( request );
		}
	} );
	return {
		requests,
		/**
		 * Every request as `METHOD url` (the URL decoded).
		 *
		 * @return The lines.
		 */
		lines() {
			return requests.map(
				( request ) =>
					`${ request.method() } ${ decodedUrl( request.url() ) }`
			);
		},
		/**
		 * Writes whose path contains `route` (batch sub-requests count too).
		 *
		 * @param route E.g. 'cart/update-item'.
		 * @return The matching requests.
		 */
		to( route: string ) {
			return requests.filter(
				( request ) =>
					decodedUrl( request.url() ).includes( route ) ||
					( decodedUrl( request.url() ).includes( '/batch' ) &&
						( request.postData() ?? '' ).includes( route ) )
			);
		},
	};
}

/**
 * A `page.route` matcher for one Store API route, pretty or plain permalinks.
 *
 * @param route Path part, e.g. 'cart/update-item'.
 * @return The matcher.
 */
export const matchRoute = ( route: string ) => ( url: URL ) =>
	decodedUrl( url.href ).includes( `/wc/store/v1/${ route }` );

/**
 * Makes the next Store API writes to `route` fail with an injected server error (test sites
 * run with faults enabled: bin/lib/mu-plugins/kassa-faults.php), until the returned function is
 * called.
 *
 * @param page  The page.
 * @param route Path part, a regular expression: e.g. 'cart/update-item', 'cart/(apply|remove)-coupon'.
 * @return Stops injecting.
 */
export async function failStoreApiRoute( page: Page, route: string ) {
	const regexp = new RegExp( `/wc/store/v1/${ route }` );
	const pattern = ( url: URL ) => regexp.test( decodedUrl( url.href ) );
	const handler = ( r: import( '@playwright/test' ).Route ) =>
		r.continue( {
			headers: { ...r.request().headers(), 'x-kassa-fault': '500' },
		} );
	await page.route( pattern, handler );
	return () => page.unroute( pattern, handler );
}

/**
 * Holds back the answer to the page's next Store API write to `route` (sent alone or inside a
 * batch) until released, so a test can act while the write is under way; later writes pass.
 *
 * @param page  The page.
 * @param route Path part, e.g. 'cart/select-shipping-rate'.
 * @return `sent` (resolves once the write has gone out), `release` (lets its answer through)
 *         and `stop` (ends the routing).
 */
export async function holdStoreApiWrite( page: Page, route: string ) {
	let release: () => void = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	let onSent: () => void = () => {};
	const sent = new Promise< void >( ( resolve ) => ( onSent = resolve ) );
	let holding = false;
	const pattern = ( url: URL ) =>
		decodedUrl( url.href ).includes( '/wc/store/v1/' );
	const handler = async ( r: import( '@playwright/test' ).Route ) => {
		const request = r.request();
		const url = decodedUrl( request.url() );
		const matches =
			request.method() !== 'GET' &&
			( url.includes( `/wc/store/v1/${ route }` ) ||
				( url.includes( '/wc/store/v1/batch' ) &&
					( request.postData() ?? '' ).includes( route ) ) );
		if ( holding || ! matches ) {
			await r.fallback();
			return;
		}
		holding = true;
		// Sent: the server does the work; its answer waits.
		const response = await r.fetch();
		onSent();
		await released;
		await r.fulfill( { response } );
	};
	await page.route( pattern, handler );
	return { sent, release, stop: () => page.unroute( pattern, handler ) };
}
