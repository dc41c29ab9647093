/**
 * What every bench mode shares: the site (BENCH_URL, or bin/start on a free port), the browser,
 * the shopper's cart and the brotli size of a file.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

import CHROMIUM_ARGS from '../../tests/e2e/chromium-args.json' with { type: 'json' };

export const ROOT = path.resolve( import.meta.dirname, '../..' );
export const KB = 1024;

function freePort() {
	return new Promise( ( resolve ) => {
		const server = net.createServer().listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * The site at BENCH_URL, or one started with bin/start on a free port.
 *
 * @return {Promise<{url: string, stop: () => void}>} The site.
 */
export async function startSite() {
	if ( process.env.BENCH_URL ) {
		return { url: process.env.BENCH_URL.replace( /\/$/, '' ), stop() {} };
	}
	const port = await freePort();
	const child = spawn( path.join( ROOT, 'bin/start' ), [], {
		env: { ...process.env, KASSA_PORT: String( port ) },
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		detached: true,
	} );
	await new Promise( ( resolve, reject ) => {
		child.stdout.on( 'data', ( chunk ) => {
			if ( chunk.toString().includes( 'Kassa is running' ) ) {
				resolve();
			}
		} );
		child.on( 'exit', ( code ) =>
			reject( new Error( `bin/start exited with ${ code }` ) )
		);
	} );
	return {
		url: `http://localhost:${ port }`,
		stop: () => process.kill( -child.pid, 'SIGINT' ),
	};
}

export function launchBrowser() {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	} );
}

/**
 * The purchasable simple products the shop lists, in its own order (the Store API's).
 *
 * @param {import('@playwright/test').APIRequestContext} request A request API.
 * @return {Promise<Array<{id: number}>>} The products.
 */
export async function simpleProducts( request ) {
	const products = await (
		await request.get(
			'/wp-json/wc/store/v1/products?per_page=100&catalog_visibility=catalog&orderby=menu_order&order=asc'
		)
	).json();
	return products.filter(
		( p ) => p.type === 'simple' && p.is_purchasable !== false
	);
}

/**
 * Adds `count` purchasable simple products to the context's cart through the Store API.
 *
 * @param {import('@playwright/test').APIRequestContext} request The context's request API.
 * @param {number}                                       count   How many lines.
 */
export async function fillCart( request, count ) {
	if ( count === 0 ) {
		return;
	}
	const cartResponse = await request.get( '/wp-json/wc/store/v1/cart' );
	let nonce = cartResponse.headers().nonce;
	const simple = await simpleProducts( request );
	if ( simple.length < count ) {
		throw new Error(
			`the shop lists ${ simple.length } purchasable simple products, ${ count } needed: is it seeded?`
		);
	}
	for ( const product of simple.slice( 0, count ) ) {
		const response = await request.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{
				data: { id: product.id, quantity: 1 },
				headers: { Nonce: nonce },
			}
		);
		nonce = response.headers().nonce ?? nonce;
	}
}

// Brotli at quality 11 is slow (a second for WordPress's components script), and the same
// files come back on every load: sizes are kept by content.
const brotliSizes = new Map();

export function brotliSize( body ) {
	const hash = crypto.createHash( 'sha1' ).update( body ).digest( 'hex' );
	if ( ! brotliSizes.has( hash ) ) {
		brotliSizes.set(
			hash,
			zlib.brotliCompressSync( body, {
				params: { [ zlib.constants.BROTLI_PARAM_QUALITY ]: 11 },
			} ).length
		);
	}
	return brotliSizes.get( hash );
}

export const kb = ( bytes ) => `${ ( bytes / KB ).toFixed( 1 ) } KB`;

/**
 * The shop admin, logged in through wp-login.php, to switch the shop's cart and checkout pages
 * between Kassa's blocks and WooCommerce's own (WooCommerce → Kassa): the side-by-side
 * measures both at the same URLs, in the same page template, with the same page title; and to
 * make an order to pay (the order-pay page's bench).
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             baseURL Site URL.
 * @return {Promise<{use: (blocks: 'kassa'|'woocommerce') => Promise<void>, setPlugins: (folders: string[], active: boolean) => Promise<void>, pendingOrder: (productIds: number[]) => Promise<string>, close: () => Promise<void>}>} The admin.
 */
export async function shopPagesSwitch( browser, baseURL ) {
	const admin = await browser.newContext( { baseURL } );
	const request = admin.request;
	await request.get( '/wp-login.php' );
	await request.post( '/wp-login.php', {
		form: {
			log: 'admin',
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
		},
	} );
	let current = null;
	const restHeaders = async () => ( {
		'X-WP-Nonce': await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text(),
	} );
	return {
		async use( blocks ) {
			if ( current === blocks ) {
				return;
			}
			const screen = await (
				await request.get( '/wp-admin/admin.php?page=kassa' )
			).text();
			const nonce = /name="_wpnonce" value="([^"]+)"/.exec(
				screen
			)?.[ 1 ];
			if ( ! nonce ) {
				throw new Error(
					'WooCommerce → Kassa is not there for the admin.'
				);
			}
			const response = await request.post( '/wp-admin/admin-post.php', {
				form: {
					action: 'kassa_cart_checkout_pages',
					_wpnonce: nonce,
					[ blocks === 'kassa' ? 'use-kassa' : 'use-woocommerce' ]:
						'1',
				},
			} );
			if ( ! response.url().includes( 'kassa-updated' ) ) {
				throw new Error(
					`The shop's pages did not switch to ${ blocks }.`
				);
			}
			current = blocks;
		},
		/**
		 * Turns the plugins in these folders on or off, as the admin does (the gateways and
		 * extensions a run measures with, e.g. tests/fixtures' fixtures).
		 *
		 * @param {string[]} folders The plugins' folders.
		 * @param {boolean}  active  On or off.
		 */
		async setPlugins( folders, active ) {
			if ( ! folders.length ) {
				return;
			}
			const headers = await restHeaders();
			const plugins = await (
				await request.get( '/wp-json/wp/v2/plugins', { headers } )
			).json();
			for ( const folder of folders ) {
				const plugin = plugins.find( ( p ) =>
					p.plugin.startsWith( `${ folder }/` )
				);
				if ( ! plugin ) {
					throw new Error( `No plugin in ${ folder }/ on the site.` );
				}
				await request.put(
					`/wp-json/wp/v2/plugins/${ plugin.plugin }`,
					{
						headers,
						data: { status: active ? 'active' : 'inactive' },
					}
				);
			}
		},
		/**
		 * Makes a guest's pending order of these products, one of each, as a merchant does
		 * (WooCommerce's REST API), for its order-pay page.
		 *
		 * @param {number[]} productIds The products.
		 * @return {Promise<string>} The order's pay link, relative to the site.
		 */
		async pendingOrder( productIds ) {
			const response = await request.post( '/wp-json/wc/v3/orders', {
				headers: await restHeaders(),
				data: {
					status: 'pending',
					billing: {
						first_name: 'Ada',
						last_name: 'Lovelace',
						address_1: '10 Downing Street',
						city: 'London',
						postcode: 'SW1A 2AA',
						country: 'GB',
						email: 'bench@example.com',
					},
					line_items: productIds.map( ( id ) => ( {
						product_id: id,
						quantity: 1,
					} ) ),
				},
			} );
			const order = await response.json();
			if ( ! order.id ) {
				throw new Error(
					`The order was not made: ${ JSON.stringify( order ) }`
				);
			}
			return `/checkout/order-pay/${ order.id }/?pay_for_order=true&key=${ order.order_key }`;
		},
		close: () => admin.close(),
	};
}
