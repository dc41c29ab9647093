/**
 * `npm run load:record`: records, in a real browser, the requests each front end makes for one
 * shopper's journey on the production-shaped WooCommerce shop, and writes them to
 * bin/load/patterns.json, the pattern `npm run load` replays. The journey, the same on both: the
 * shop page; add two products; the cart page; raise each line's quantity by one; the checkout
 * page; the contact and shipping details; pay by cheque; Place Order; the order-received page.
 * Kassa's is on the shop's own pages (/shop/, /cart/, /checkout/); WooCommerce's blocks' on its
 * product catalogue (/store/) and its own Cart and Checkout blocks (/wc-cart/, /wc-checkout/).
 *
 * Recorded: every page load (HTML) and every Store API request, in order, with its method, path,
 * JSON body and whether it carried the Nonce header; not the static files (scripts, styles,
 * images), which nginx serves from disk and a browser keeps. The products, cart item keys, the
 * shopper's e-mail and the order are written as placeholders the replay fills in. Requests of
 * Kassa's mini-cart in the theme's header are marked; WooCommerce's journey leaves them out.
 */
import fs from 'node:fs';
import path from 'node:path';

import { launchBrowser, ROOT } from '../bench/site.mjs';
import { productionSite } from './site.mjs';

export const PATTERNS = path.join( ROOT, 'bin/load/patterns.json' );

/** The two products every journey buys, by name (simple products of the seeded shop). */
export const PRODUCTS = [ 'Beanie', 'Socks' ];

export const FRONT_ENDS = {
	kassa: {
		label: 'Kassa',
		shop: '/shop/',
		cart: '/cart/',
		checkout: '/checkout/',
		email: '#contact-email',
		placeOrder: '.kassa-place-order-button',
	},
	woocommerce: {
		label: "WooCommerce's blocks",
		// The demo shop's theme header holds Kassa's mini-cart, which reads the cart on each of these
		// pages; a shop on WooCommerce's blocks has WooCommerce's Mini-Cart there instead, which
		// keeps the cart in the browser's storage while the cart cookie's hash matches.
		leavesOutKassaMiniCart: true,
		shop: '/store/',
		cart: '/wc-cart/',
		checkout: '/wc-checkout/',
		email: '#email',
		placeOrder: '.wc-block-components-checkout-place-order-button',
	},
};

const ADDRESS = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '10 Downing Street',
	city: 'London',
	postcode: 'SW1A 2AA',
};
const EMAIL = 'load-recorder@example.com';
/** How long the recorded shopper spends on each field of the checkout form. */
const TYPING_PAUSE_MS = 1500;
/**
 * How long the recorded shopper looks at what an action changed before the next one. A robot
 * that navigates within milliseconds of a write's answer makes requests no person causes (Kassa
 * reads the cart again on a page asked for before the last write was answered).
 */
const READING_PAUSE_MS = 1000;

/**
 * A Store API path in either URL form (/wp-json/… or ?rest_route=…).
 *
 * @param {string} url Request URL.
 * @return {string|null} The route with its query, or null for any other request.
 */
export function storeApiPath( url ) {
	const parsed = new URL( url );
	const route =
		parsed.searchParams.get( 'rest_route' ) ??
		( parsed.pathname.startsWith( '/wp-json/' )
			? parsed.pathname.slice( '/wp-json'.length )
			: '' );
	if ( ! route.startsWith( '/wc/store/' ) ) {
		return null;
	}
	parsed.searchParams.delete( 'rest_route' );
	parsed.searchParams.delete( '_locale' );
	const query = parsed.searchParams.toString();
	return route + ( query ? `?${ query }` : '' );
}

/**
 * Clicks Place Order until the checkout is sent: WooCommerce's button ignores a click while the
 * details typed last are still being saved (it then sends them first, on its own schedule).
 *
 * @param {import('@playwright/test').Page} page     Page.
 * @param {Object}                          frontEnd One of FRONT_ENDS.
 */
async function placeOrder( page, frontEnd ) {
	for ( let attempt = 1; ; attempt++ ) {
		const sent = page
			.waitForRequest(
				( request ) =>
					request.method() === 'POST' &&
					/\/wc\/store\/v1\/checkout$/.test(
						storeApiPath( request.url() ) ?? ''
					),
				{ timeout: 10_000 }
			)
			.then(
				() => true,
				() => false
			);
		await page.locator( frontEnd.placeOrder ).click();
		if ( ( await sent ) || attempt === 3 ) {
			return;
		}
		await page.waitForLoadState( 'networkidle' );
	}
}

/**
 * Runs one front end's journey in a fresh browser context and returns its requests in order.
 *
 * @param {import('@playwright/test').Browser} browser  Browser.
 * @param {string}                             baseURL  Site URL.
 * @param {Object}                             frontEnd One of FRONT_ENDS.
 * @return {Promise<Object[]>} The raw requests (step, kind, method, url, body, nonce, response).
 */
async function journey( browser, baseURL, frontEnd ) {
	const context = await browser.newContext( { baseURL } );
	// Marks the requests of Kassa's mini-cart (in the theme's header on every page) by the script
	// that sends them, so that WooCommerce's journey can leave them out.
	await context.addInitScript( () => {
		const send = window.fetch;
		window.fetch = function ( input, init = {} ) {
			if ( /\/blocks\/mini-cart\//.test( new Error().stack ?? '' ) ) {
				init = {
					...init,
					headers: {
						...init.headers,
						'X-Load-Initiator': 'kassa-mini-cart',
					},
				};
			}
			return send.call( this, input, init );
		};
	} );
	const page = await context.newPage();
	const requests = [];
	let step = '';
	// The Store API requests not yet answered. Once the page has been idle, Playwright's
	// 'networkidle' no longer waits: settle() waits for these instead.
	const storeApiInFlight = new Set();
	page.on( 'request', ( request ) => {
		const type = request.resourceType();
		const api = storeApiPath( request.url() );
		if ( api ) {
			storeApiInFlight.add( request );
		}
		if ( type !== 'document' && ! api ) {
			return;
		}
		requests.push( {
			step,
			kind: type === 'document' ? 'page' : 'api',
			// apiFetch sends a PUT as a POST that names it (X-HTTP-Method-Override); WordPress
			// answers it as the PUT, and so does the replay.
			method:
				request.headers()[ 'x-http-method-override' ] ??
				request.method(),
			url: request.url(),
			api,
			body: request.postData(),
			nonce: Boolean( request.headers().nonce ),
			miniCart:
				request.headers()[ 'x-load-initiator' ] === 'kassa-mini-cart',
			request,
		} );
	} );
	// Response bodies are read as they come: a page's are gone once the next page loads.
	const bodies = new Map();
	page.on( 'response', ( response ) => {
		if ( storeApiPath( response.url() ) ) {
			bodies.set(
				response.request(),
				response.json().catch( () => null )
			);
		}
	} );
	const answered = ( request ) => storeApiInFlight.delete( request );
	page.on( 'requestfinished', answered );
	page.on( 'requestfailed', answered );
	const settle = async () => {
		await page.waitForLoadState( 'networkidle' );
		while ( storeApiInFlight.size > 0 ) {
			await page.waitForTimeout( 50 );
		}
		await page.waitForTimeout( READING_PAUSE_MS );
	};
	const go = async ( name, action ) => {
		step = name;
		await action();
		await settle();
	};
	await go( 'shop', () => page.goto( frontEnd.shop ) );
	for ( const product of PRODUCTS ) {
		await go( 'add', async () => {
			const button = page.getByRole( 'button', {
				name: `Add to cart: “${ product }”`,
			} );
			await button.click();
			// Each front end shows the line is in the cart on the button.
			await page.waitForResponse( ( response ) =>
				/cart\/add-item|\/batch/.test( response.url() )
			);
		} );
	}
	await go( 'cart', () => page.goto( frontEnd.cart ) );
	for ( const product of PRODUCTS ) {
		await go( 'quantity', async () => {
			const saved = page.waitForResponse( ( response ) =>
				/update-item|\/batch/.test( response.url() )
			);
			await page
				.getByRole( 'button', {
					name: `Increase quantity of ${ product }`,
				} )
				.first()
				.click();
			await saved;
		} );
	}
	await go( 'checkout', () => page.goto( frontEnd.checkout ) );
	await go( 'details', async () => {
		// A person takes a while over each field, long enough for each front end's debounced
		// saves of what was typed to go out, as they would.
		const typed = () => page.waitForTimeout( TYPING_PAUSE_MS );
		await page.locator( frontEnd.email ).fill( EMAIL );
		await typed();
		const prefix = ( await page
			.locator( '#shipping-first_name' )
			.isVisible() )
			? 'shipping'
			: 'billing';
		await page.locator( `#${ prefix }-country` ).selectOption( 'GB' );
		await typed();
		for ( const [ field, value ] of Object.entries( ADDRESS ) ) {
			await page.locator( `#${ prefix }-${ field }` ).fill( value );
			await typed();
		}
		await page.locator( `#${ prefix }-postcode` ).blur();
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await typed();
	} );
	step = 'place-order';
	await placeOrder( page, frontEnd );
	try {
		await page.waitForURL( /order-received/, { timeout: 60_000 } );
	} catch ( error ) {
		const shot = path.join(
			ROOT,
			`.cache/load-record-${ frontEnd.label.replace( /\W+/g, '-' ) }.png`
		);
		await page.screenshot( { path: shot, fullPage: true } );
		const sent = requests
			.filter( ( r ) => r.step === 'place-order' )
			.map( ( r ) => `${ r.method } ${ r.api ?? r.url }` );
		throw new Error(
			`${ frontEnd.label }: no order-received page after Place Order (sent: ${ sent.join( ', ' ) || 'nothing' }; screenshot: ${ shot })`,
			{ cause: error }
		);
	}
	requests
		.filter( ( r ) => r.kind === 'page' && /order-received/.test( r.url ) )
		.forEach( ( r ) => ( r.step = 'order-received' ) );
	step = 'order-received';
	await settle();
	for ( const entry of requests ) {
		// A request of a page that has since been left may have no answer to read any more.
		const response = await entry.request.response().catch( () => null );
		entry.status = response?.status() ?? 0;
		entry.responseBody = ( await bodies.get( entry.request ) ) ?? null;
	}
	await context.close();
	return requests;
}

/**
 * Replaces what differs between journeys with placeholders: product ids ({{product:N}}), cart
 * item keys ({{item:N}}, N the product's index), the shopper's e-mail ({{email}}).
 *
 * @param {Object[]} requests   Raw requests.
 * @param {number[]} productIds Ids of PRODUCTS, in order.
 * @return {Object[]} The pattern's entries.
 */
function normalise( requests, productIds ) {
	const keys = new Map();
	const collectKeys = ( body ) => {
		if ( body && typeof body === 'object' ) {
			if ( Array.isArray( body.items ) ) {
				for ( const item of body.items ) {
					if ( item?.key && productIds.includes( item.id ) ) {
						keys.set( item.key, productIds.indexOf( item.id ) );
					}
				}
			}
			Object.values( body ).forEach( collectKeys );
		}
	};
	requests.forEach( ( r ) => collectKeys( r.responseBody ) );
	const placeholders = ( value, key ) => {
		if ( Array.isArray( value ) ) {
			return value.map( ( v ) => placeholders( v ) );
		}
		if ( value && typeof value === 'object' ) {
			return Object.fromEntries(
				Object.entries( value ).map( ( [ k, v ] ) => [
					k,
					placeholders( v, k ),
				] )
			);
		}
		if (
			( key === 'id' || key === 'product_id' ) &&
			productIds.includes( value )
		) {
			return `{{product:${ productIds.indexOf( value ) }}}`;
		}
		if ( typeof value === 'string' ) {
			// A batch carries each request's Nonce header in its body.
			if ( key === 'Nonce' ) {
				return '{{nonce}}';
			}
			if ( keys.has( value ) ) {
				return `{{item:${ keys.get( value ) }}}`;
			}
			if ( value === EMAIL ) {
				return '{{email}}';
			}
			return replaceKeys( value );
		}
		return value;
	};
	const replaceKeys = ( text ) => {
		let out = text;
		for ( const [ key, index ] of keys ) {
			out = out.split( key ).join( `{{item:${ index }}}` );
		}
		return out;
	};
	return requests.map( ( r ) => {
		const entry = { step: r.step, kind: r.kind, method: r.method };
		if ( r.kind === 'page' ) {
			entry.path = /order-received/.test( r.url )
				? '{{order-received}}'
				: new URL( r.url ).pathname;
		} else {
			entry.path = replaceKeys( r.api );
			if ( r.nonce ) {
				entry.nonce = true;
			}
		}
		if ( r.body ) {
			let body;
			try {
				body = JSON.parse( r.body );
			} catch {
				body = r.body;
			}
			entry.body = placeholders( body );
		}
		if ( r.miniCart ) {
			entry.by = "Kassa's mini-cart";
		}
		entry.recordedStatus = r.status;
		return entry;
	} );
}

async function main() {
	const site = await productionSite();
	const browser = await launchBrowser();
	try {
		const catalogue = await (
			await fetch(
				`${ site.url }/wp-json/wc/store/v1/products?per_page=100`
			)
		).json();
		const productIds = PRODUCTS.map( ( name ) => {
			const product = catalogue.find( ( p ) => p.name === name );
			if ( ! product ) {
				throw new Error(
					`The shop has no product named ${ name }: is it seeded?`
				);
			}
			return product.id;
		} );
		// LOAD_FRONT_END=kassa|woocommerce records one front end again and keeps the other's.
		const only = process.env.LOAD_FRONT_END;
		const patterns = {
			recorded: new Date().toISOString().slice( 0, 10 ),
			how: 'npm run load:record (bin/load/record.mjs): Chromium through Playwright, one journey per front end on bin/start --production',
			products: PRODUCTS,
			frontEnds:
				only && fs.existsSync( PATTERNS )
					? JSON.parse( fs.readFileSync( PATTERNS, 'utf8' ) )
							.frontEnds
					: {},
		};
		for ( const [ name, frontEnd ] of Object.entries( FRONT_ENDS ) ) {
			if ( only && only !== name ) {
				continue;
			}
			const requests = await journey( browser, site.url, frontEnd );
			const entries = normalise( requests, productIds );
			if ( frontEnd.leavesOutKassaMiniCart ) {
				entries
					.filter( ( e ) => e.by )
					.forEach( ( e ) => ( e.leftOut = true ) );
			}
			const replayed = entries.filter( ( e ) => ! e.leftOut );
			patterns.frontEnds[ name ] = {
				label: frontEnd.label,
				pages: replayed.filter( ( e ) => e.kind === 'page' ).length,
				storeApiRequests: replayed.filter( ( e ) => e.kind === 'api' )
					.length,
				leftOut: entries.length - replayed.length,
				requests: entries,
			};
			console.log(
				`${ frontEnd.label }: ${ patterns.frontEnds[ name ].pages } page loads, ${ patterns.frontEnds[ name ].storeApiRequests } Store API requests (${ patterns.frontEnds[ name ].leftOut } left out)`
			);
			for ( const e of entries ) {
				console.log(
					`  ${ e.step.padEnd( 15 ) } ${ e.method.padEnd( 5 ) } ${ e.path } ${ e.recordedStatus }${ e.by ? ` (${ e.by }${ e.leftOut ? ', left out' : '' })` : '' }`
				);
			}
		}
		fs.writeFileSync(
			PATTERNS,
			JSON.stringify( patterns, null, '\t' ) + '\n'
		);
		console.log( `Wrote ${ path.relative( ROOT, PATTERNS ) }.` );
	} finally {
		await browser.close();
		await site.stop();
	}
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	main().catch( ( error ) => {
		console.error( error );
		process.exitCode = 1;
	} );
}
