#!/usr/bin/env node
/**
 * Page benchmark: for each shopper page, the brotli-compressed bytes of every script it loads
 * (Kassa's own and WordPress's), the Store API requests made before the shopper does anything,
 * and the layout shift (CLS) while the blocks render. Prints the figures and checks Kassa's byte
 * budgets (ARCHITECTURE.md "Bytes are a feature"); exits 1 when a budget is exceeded.
 *
 * Uses the site at BENCH_URL, or starts one with bin/start on a free port.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve( import.meta.dirname, '..' );
const KB = 1024;

/** Pages to measure; `fill` puts the shopper's cart in the state the page needs. */
const SCENARIOS = [
	{ name: 'cart (2 lines)', path: '/cart/', fill: 2, budget: 60 * KB },
	{ name: 'cart (empty)', path: '/cart/', fill: 0, budget: 60 * KB },
	{
		name: 'checkout (2 lines)',
		path: '/checkout/',
		fill: 2,
		budget: 50 * KB,
	},
	{
		name: 'mini-cart only',
		path: '/mini-cart-demo/',
		fill: 1,
		budget: 15 * KB,
		optional: true,
	},
];

function freePort() {
	return new Promise( ( resolve ) => {
		const server = net.createServer().listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

async function startSite() {
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

/**
 * Adds `count` purchasable simple products to the context's cart through the Store API.
 *
 * @param {import('@playwright/test').APIRequestContext} request The context's request API.
 * @param {number}                                       count   How many lines.
 */
async function fillCart( request, count ) {
	if ( count === 0 ) {
		return;
	}
	const cartResponse = await request.get( '/wp-json/wc/store/v1/cart' );
	let nonce = cartResponse.headers().nonce;
	const products = await (
		await request.get( '/wp-json/wc/store/v1/products?per_page=100' )
	).json();
	const simple = products.filter(
		( p ) => p.type === 'simple' && p.is_purchasable !== false
	);
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

const brotliSize = ( body ) =>
	zlib.brotliCompressSync( body, {
		params: { [ zlib.constants.BROTLI_PARAM_QUALITY ]: 11 },
	} ).length;

async function measure( browser, baseURL, scenario ) {
	const context = await browser.newContext( { baseURL } );
	await fillCart( context.request, scenario.fill );
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.__kassaCls = 0;
		// The part of CLS whose shifting elements belong to a Kassa block: the theme's own
		// shifts (e.g. its web font loading in the header) are not the blocks' doing.
		window.__kassaOwnCls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				window.__kassaCls += entry.value;
				const isKassa = ( entry.sources || [] ).some( ( source ) =>
					source.node?.closest?.( '[class*="wp-block-kassa-"]' )
				);
				if ( isKassa ) {
					window.__kassaOwnCls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	const scripts = [];
	let storeApiRequests = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wc/store/v1' ) ) {
			storeApiRequests++;
		}
	} );
	page.on( 'response', async ( response ) => {
		if ( response.request().resourceType() === 'script' ) {
			scripts.push( {
				url: response.url(),
				body: response.body().catch( () => Buffer.alloc( 0 ) ),
			} );
		}
	} );
	const response = await page.goto( scenario.path, {
		waitUntil: 'networkidle',
	} );
	if ( ! response || response.status() === 404 ) {
		await context.close();
		return null;
	}
	await page.waitForTimeout( 500 );
	const [ cls, ownCls ] = await page.evaluate( () => [
		window.__kassaCls,
		window.__kassaOwnCls,
	] );
	const sized = await Promise.all(
		scripts.map( async ( { url, body } ) => ( {
			url,
			size: brotliSize( await body ),
		} ) )
	);
	await context.close();
	const own = sized.filter( ( s ) => s.url.includes( '/plugins/kassa/' ) );
	const wordpress = sized.filter(
		( s ) => ! s.url.includes( '/plugins/kassa/' )
	);
	const sum = ( list ) => list.reduce( ( total, s ) => total + s.size, 0 );
	return {
		own,
		wordpress,
		ownBytes: sum( own ),
		wordpressBytes: sum( wordpress ),
		storeApiRequests,
		cls,
		ownCls,
	};
}

/**
 * The checkout scenario's extra figure: Store API requests a guest makes for a complete
 * checkout (load, type the contact and shipping details, pay by cheque, place the order),
 * counted until the order-received page.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             baseURL Site URL.
 * @return {Promise<{requests: number, byRoute: Record<string, number>}>} The count.
 */
async function measureCompleteCheckout( browser, baseURL ) {
	const context = await browser.newContext( { baseURL } );
	await fillCart( context.request, 1 );
	const page = await context.newPage();
	const byRoute = {};
	let requests = 0;
	page.on( 'request', ( request ) => {
		const match = /\/wc\/store\/v1(\/[a-z-/]+)/.exec( request.url() );
		if ( match ) {
			requests++;
			byRoute[ match[ 1 ] ] = ( byRoute[ match[ 1 ] ] ?? 0 ) + 1;
		}
	} );
	await page.goto( '/checkout/' );
	await page.locator( '#contact-email' ).fill( 'bench@example.com' );
	await page.locator( '#shipping-country' ).selectOption( 'GB' );
	for ( const [ key, value ] of Object.entries( {
		first_name: 'Ada',
		last_name: 'Lovelace',
		address_1: '10 Downing Street',
		city: 'London',
		postcode: 'SW1A 2AA',
	} ) ) {
		await page.locator( `#shipping-${ key }` ).fill( value );
	}
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await page.locator( '.kassa-place-order-button' ).click();
	await page.waitForURL( /order-received/ );
	await context.close();
	return { requests, byRoute };
}

const kb = ( bytes ) => `${ ( bytes / KB ).toFixed( 1 ) } KB`;
const shortName = ( url ) =>
	new URL( url ).pathname.replace(
		/^.*\/(plugins\/kassa|wp-includes)\//,
		''
	);

async function main() {
	const site = process.env.BENCH_URL
		? { url: process.env.BENCH_URL, stop() {} }
		: await startSite();
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
		],
	} );
	let overBudget = false;
	try {
		for ( const scenario of SCENARIOS ) {
			const result = await measure( browser, site.url, scenario );
			if ( ! result ) {
				console.log(
					`\n${ scenario.name }: ${ scenario.path } not found${ scenario.optional ? ' (skipped)' : '' }`
				);
				overBudget ||= ! scenario.optional;
				continue;
			}
			const within = result.ownBytes <= scenario.budget;
			overBudget ||= ! within;
			console.log( `\n${ scenario.name } (${ scenario.path })` );
			for ( const script of [ ...result.own, ...result.wordpress ] ) {
				console.log(
					`  ${ kb( script.size ).padStart( 9 ) }  ${ shortName( script.url ) }`
				);
			}
			console.log(
				`  Kassa's own JS:   ${ kb( result.ownBytes ) } (budget ${ kb( scenario.budget ) }: ${ within ? 'ok' : 'OVER' })`
			);
			console.log(
				`  WordPress's JS:   ${ kb( result.wordpressBytes ) }`
			);
			console.log(
				`  Store API requests before interaction: ${ result.storeApiRequests }`
			);
			console.log(
				`  CLS: ${ result.cls.toFixed( 4 ) } (of it, shifts of Kassa's blocks: ${ result.ownCls.toFixed( 4 ) })`
			);
			if ( scenario.path === '/checkout/' ) {
				const complete = await measureCompleteCheckout(
					browser,
					site.url
				);
				console.log(
					`  Store API requests for a complete checkout: ${
						complete.requests
					} (${ Object.entries( complete.byRoute )
						.map( ( [ route, n ] ) => `${ route } ${ n }` )
						.join( ', ' ) })`
				);
			}
		}
	} finally {
		await browser.close();
		site.stop();
	}
	process.exitCode = overBudget ? 1 : 0;
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
