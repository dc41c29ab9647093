#!/usr/bin/env node
/**
 * Page benchmark: for each shopper page, the brotli-compressed bytes of every script it loads
 * (Kassa's own, other plugins' — WooCommerce's and its payment gateways' on a WooCommerce shop —
 * and WordPress's), the Store API requests made before the shopper does anything, and the
 * layout shift (CLS) while the blocks render. Prints the figures and checks Kassa's byte
 * budgets (ARCHITECTURE.md "Bytes are a feature"); exits 1 when a budget is exceeded.
 *
 *   npm run bench                      the seeded shop on WooCommerce (with its checkout page's
 *                                      order-pay endpoint, where Kassa's order-pay view loads)
 *   npm run bench -- --side-by-side    Kassa's cart and checkout against WooCommerce's own
 *                                      blocks on that shop (bin/bench/side-by-side.mjs)
 *
 * Uses the site at BENCH_URL, or starts one with bin/start on a free port.
 */
import {
	brotliSize,
	fillCart,
	kb,
	KB,
	launchBrowser,
	shopPagesSwitch,
	simpleProducts,
	startSite,
} from './bench/site.mjs';
import { isAdapter, isClassic, pluginOf } from './bench/budgets.mjs';
import { sideBySide } from './bench/side-by-side.mjs';

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
		// WooCommerce's order-pay endpoint of the checkout page: a guest paying an order the
		// merchant made (two lines), with a cart of their own. Kassa's order-pay view loads
		// there, the checkout's bundle does not.
		name: 'order-pay (2 lines)',
		order: 2,
		fill: 2,
		budget: 50 * KB,
	},
	{
		name: 'mini-cart only',
		path: '/mini-cart-demo/',
		fill: 1,
		budget: 15 * KB,
		optional: true,
		// The budget counts what loads before the drawer opens; its own code is reported apart.
		openDrawer: true,
	},
];

const SIDE_BY_SIDE = process.argv.includes( '--side-by-side' );

async function measure( browser, baseURL, scenario, admin ) {
	const context = await browser.newContext( { baseURL } );
	await fillCart( context.request, scenario.fill );
	const path = scenario.order
		? await admin.pendingOrder(
				( await simpleProducts( context.request ) )
					.slice( 0, scenario.order )
					.map( ( product ) => product.id )
			)
		: scenario.path;
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
	const response = await page.goto( path, {
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
	const onLoad = scripts.length;
	if ( scenario.openDrawer ) {
		await page.locator( '.kassa-mini-cart__button' ).first().click();
		await page.getByRole( 'dialog' ).waitFor();
		await page.waitForLoadState( 'networkidle' );
	}
	const sized = await Promise.all(
		scripts.map( async ( { url, body } ) => ( {
			url,
			size: brotliSize( await body ),
		} ) )
	);
	await context.close();
	return {
		path,
		...byOrigin( sized.slice( 0, onLoad ) ),
		drawer: scenario.openDrawer ? byOrigin( sized.slice( onLoad ) ) : null,
		storeApiRequests,
		cls,
		ownCls,
	};
}

/**
 * Scripts by whose they are: Kassa's, other plugins' and WordPress's, with their sums.
 *
 * @param {Array<{url: string, size: number}>} sized Scripts and their brotli sizes.
 * @return {Object} The lists and their byte sums.
 */
function byOrigin( sized ) {
	// By plugin folder: on the dev site, WooCommerce's URLs run through Kassa's folder link.
	// Kassa's adapters of WooCommerce's API and its classic checkout contract are reported
	// apart, with the other plugins' scripts.
	const own = sized.filter(
		( s ) =>
			pluginOf( s.url ) === 'kassa' &&
			! isAdapter( s.url ) &&
			! isClassic( s.url )
	);
	const adapters = sized.filter(
		( s ) => isAdapter( s.url ) || isClassic( s.url )
	);
	const plugins = [
		...adapters,
		...sized.filter(
			( s ) => pluginOf( s.url ) && pluginOf( s.url ) !== 'kassa'
		),
	];
	const wordpress = sized.filter( ( s ) => ! pluginOf( s.url ) );
	const sum = ( list ) => list.reduce( ( total, s ) => total + s.size, 0 );
	return {
		own,
		plugins,
		wordpress,
		adapterBytes: sum( adapters ),
		ownBytes: sum( own ),
		// Paying an existing order: its view, and the checkout's bundle (each only on its page).
		orderPayBytes: sum(
			own.filter( ( s ) => s.url.includes( '/build/order-pay/' ) )
		),
		checkoutBundleBytes: sum(
			own.filter( ( s ) =>
				s.url.includes( '/build/blocks/checkout/frontend.js' )
			)
		),
		pluginBytes: sum( plugins ),
		wordpressBytes: sum( wordpress ),
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

const shortName = ( url ) =>
	new URL( url ).pathname.replace(
		/^.*\/(plugins\/kassa\/|wp-includes\/|plugins\/)/,
		''
	);

async function main() {
	if ( SIDE_BY_SIDE ) {
		process.exitCode = ( await sideBySide() ) ? 0 : 1;
		return;
	}
	const site = await startSite();
	console.log( `Kassa on WooCommerce at ${ site.url }` );
	const browser = await launchBrowser();
	const admin = await shopPagesSwitch( browser, site.url );
	let overBudget = false;
	try {
		for ( const scenario of SCENARIOS ) {
			const result = await measure( browser, site.url, scenario, admin );
			if ( ! result ) {
				console.log(
					`\n${ scenario.name }: ${ scenario.path } not found${ scenario.optional ? ' (skipped)' : '' }`
				);
				overBudget ||= ! scenario.optional;
				continue;
			}
			const within = result.ownBytes <= scenario.budget;
			overBudget ||= ! within;
			console.log( `\n${ scenario.name } (${ result.path })` );
			for ( const script of [
				...result.own,
				...result.plugins,
				...result.wordpress,
			] ) {
				console.log(
					`  ${ kb( script.size ).padStart( 9 ) }  ${ shortName( script.url ) }`
				);
			}
			console.log(
				`  Kassa's own JS:   ${ kb( result.ownBytes ) } (budget ${ kb( scenario.budget ) }: ${ within ? 'ok' : 'OVER' }); of it, the checkout's bundle ${ kb( result.checkoutBundleBytes ) }, the order-pay view ${ kb( result.orderPayBytes ) }`
			);
			if ( result.plugins.length ) {
				console.log(
					`  Other plugins' JS (WooCommerce, payment gateways, and Kassa's adapters of WooCommerce's API: ${ kb(
						result.adapterBytes
					) }): ${ kb( result.pluginBytes ) }`
				);
			}
			console.log(
				`  WordPress's JS:   ${ kb( result.wordpressBytes ) }`
			);
			console.log(
				`  Store API requests before interaction: ${ result.storeApiRequests }`
			);
			console.log(
				`  CLS: ${ result.cls.toFixed( 4 ) } (of it, shifts of Kassa's blocks: ${ result.ownCls.toFixed( 4 ) })`
			);
			if ( result.drawer ) {
				console.log(
					'  Opening the drawer the first time loads (not in the budget):'
				);
				for ( const script of [
					...result.drawer.own,
					...result.drawer.plugins,
					...result.drawer.wordpress,
				] ) {
					console.log(
						`  ${ kb( script.size ).padStart( 9 ) }  ${ shortName(
							script.url
						) }`
					);
				}
				console.log(
					`  Drawer: Kassa's own JS ${ kb(
						result.drawer.ownBytes
					) }, WordPress's ${ kb( result.drawer.wordpressBytes ) }`
				);
			}
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
		await admin.close();
		await browser.close();
		site.stop();
	}
	process.exitCode = overBudget ? 1 : 0;
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
