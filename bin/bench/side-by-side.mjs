/**
 * `npm run bench -- --side-by-side`: Kassa's cart and checkout against WooCommerce's own Cart
 * and Checkout blocks on the same WooCommerce shop, with the same cart, in the same browser, at
 * no throttle and at 4× CPU throttle. Both are measured on the shop's own cart and checkout
 * pages (the same URL, template and title), switched between Kassa's blocks and WooCommerce's
 * as an admin does it (WooCommerce → Kassa); the shop ends with Kassa's. Each figure is the median of RUNS loads; every load is in a
 * fresh browser context (empty cache) with the shopper's cookies, pages alternating Kassa and
 * WooCommerce, after one warm-up load of each page (PHP's opcache and WordPress's caches).
 */
import os from 'node:os';
import {
	ADAPTERS_BUDGET,
	CLASSIC_BUDGET,
	kassaBudget,
	scriptGroups,
	compare,
	compareFrames,
	KASSA_BUDGET,
} from './budgets.mjs';
import {
	INTERACTIONS,
	measureLoad,
	QUIET_MS,
	storeApiRequestsOnLoad,
} from './load.mjs';
import { printTable, writeResults, updateReadme } from './report.mjs';
import {
	fillCart,
	launchBrowser,
	shopPagesSwitch,
	startSite,
} from './site.mjs';

const RUNS = Number( process.env.BENCH_RUNS ?? 3 );
/**
 * Plugins turned on for the run (and off after), by folder: `--plugins=a,b` or BENCH_PLUGINS,
 * e.g. the fixture gateways that use WooCommerce's API, so both pages load what they need.
 */
const PLUGINS = (
	process.argv.find( ( a ) => a.startsWith( '--plugins=' ) )?.slice( 10 ) ??
	process.env.BENCH_PLUGINS ??
	''
)
	.split( ',' )
	.filter( Boolean );
const THROTTLES = [ 1, 4 ];

/** The four pages, in the order they are loaded; `button` is the one whose readiness counts. */
export const PAGES = {
	kassaCart: {
		label: 'Kassa cart',
		path: '/cart/',
		owner: 'kassa',
		cart: true,
		button: '.wp-block-kassa-cart button[aria-label^="Increase quantity"]',
	},
	wooCart: {
		label: 'WooCommerce cart',
		path: '/cart/',
		owner: 'woocommerce',
		cart: true,
		button: '.wp-block-woocommerce-cart .wc-block-components-quantity-selector__button--plus',
	},
	kassaCheckout: {
		label: 'Kassa checkout',
		path: '/checkout/',
		owner: 'kassa',
		cart: false,
		button: '.wp-block-kassa-checkout .kassa-place-order-button',
	},
	wooCheckout: {
		label: 'WooCommerce checkout',
		path: '/checkout/',
		owner: 'woocommerce',
		cart: false,
		button: '.wp-block-woocommerce-checkout .wc-block-components-checkout-place-order-button',
	},
};

/**
 * Pages holding only a mini-cart (besides the theme's header), compared by the Store API
 * requests they make as they load, for a shopper with a cart.
 */
export const MINI_CART_PAGES = {
	kassa: { label: "Kassa's Mini-cart", path: '/mini-cart-demo/' },
	woocommerce: {
		label: "WooCommerce's Mini-Cart",
		path: '/wc-mini-cart-demo/',
	},
};

/**
 * A row of script bytes reported apart from the page's own plugin's (not held to the 2× rule).
 *
 * @param {string} key   The row's key.
 * @param {string} label The row's label.
 * @param {string} group The group of scriptGroups() it reads.
 * @return {Object} The row.
 */
function apartRow( key, label, group ) {
	return {
		key,
		label,
		unit: 'bytes',
		reportedApart: true,
		value: ( load, page ) =>
			scriptGroups( load.scripts, page.owner )[ group ],
	};
}

/**
 * The table's rows; `value` reads a figure from one load. Bytes do not depend on the CPU, so
 * they are one row for both throttles (the median of every load); the rest are per throttle.
 */
export const ROWS = [
	{
		key: 'jsOwn',
		label: "JS, the page's own plugin",
		unit: 'bytes',
		value: ( load, page ) => scriptGroups( load.scripts, page.owner ).own,
	},
	// Kassa's stand-ins for WooCommerce's own scripts that gateways use (wc.wcBlocksData, …):
	// on Kassa's page only, where a gateway needs them.
	apartRow(
		'jsAdapters',
		"JS, Kassa's adapters of WooCommerce's API (reported apart)",
		'adapters'
	),
	// Kassa's classic checkout contract: on Kassa's page only, where a gateway or plugin
	// written for the classic checkout is (WooCommerce's block shows none of them).
	apartRow(
		'jsClassic',
		"JS, Kassa's classic checkout contract (reported apart)",
		'classic'
	),
	// WooCommerce's own global scripts are "other" on Kassa's page and "own" on its own, so
	// this row is not compared; the total is.
	apartRow(
		'jsOther',
		'JS, gateways, other plugins, theme (reported apart)',
		'other'
	),
	{
		key: 'jsCore',
		label: 'JS, WordPress core',
		unit: 'bytes',
		value: ( load, page ) => scriptGroups( load.scripts, page.owner ).core,
	},
	{
		key: 'jsTotal',
		label: 'JS, total',
		unit: 'bytes',
		value: ( load, page ) => scriptGroups( load.scripts, page.owner ).total,
	},
	{ key: 'css', label: 'CSS, total', unit: 'bytes', value: ( l ) => l.css },
	{
		key: 'html',
		// The theme's markup and styles are most of it, the same on both pages: reported apart.
		label: 'HTML with inline scripts and styles (reported apart)',
		unit: 'bytes',
		reportedApart: true,
		value: ( l ) => l.html,
	},
	{
		key: 'storeApi',
		label: 'Store API requests before acting',
		unit: 'count',
		perThrottle: true,
		value: ( l ) => l.storeApiRequests,
	},
	{
		key: 'lcp',
		label: 'Largest contentful paint',
		unit: 'ms',
		perThrottle: true,
		value: ( l ) => l.lcp,
	},
	{
		key: 'tbt',
		label: 'Total blocking time',
		unit: 'ms',
		perThrottle: true,
		value: ( l ) => l.tbt,
	},
	{
		key: 'works',
		label: '+ / Place Order works after',
		unit: 'ms',
		perThrottle: true,
		value: ( l ) => l.worksAt,
	},
	{
		key: 'event',
		label: `Median interaction, ${ INTERACTIONS } quantity changes a load`,
		unit: 'ms',
		perThrottle: true,
		cartOnly: true,
		// Every interaction of every run, one median: a slow first click is one of many.
		pooled: true,
		// Without throttling both pages show a click at the next frame or the one after, and
		// Event Timing reports in 8 ms steps up to it: the frames it took are what can be told.
		framesWithoutThrottle: true,
		value: ( l ) => l.interactions,
	},
];

export function median( values ) {
	const known = values
		.filter( ( v ) => v !== null )
		.sort( ( a, b ) => a - b );
	if ( known.length < values.length || ! known.length ) {
		return null;
	}
	const middle = Math.floor( known.length / 2 );
	return known.length % 2
		? known[ middle ]
		: ( known[ middle - 1 ] + known[ middle ] ) / 2;
}

/**
 * The cart's lines (key => quantity), to put back after a cart page's quantity changes.
 *
 * @param {import('@playwright/test').APIRequestContext} request The shopper's requests.
 * @return {Promise<Map<string, number>>} The lines.
 */
async function cartLines( request ) {
	const cart = await (
		await request.get( '/wp-json/wc/store/v1/cart' )
	).json();
	return new Map( cart.items.map( ( item ) => [ item.key, item.quantity ] ) );
}

/**
 * Puts the cart back as it was; throws unless exactly one line went up by INTERACTIONS (the
 * clicks on `+`).
 *
 * @param {import('@playwright/test').APIRequestContext} request The shopper's requests.
 * @param {Map<string, number>}                          lines   The cart as it was.
 * @param {string}                                       path    The page that changed it.
 */
async function restoreCart( request, lines, path ) {
	const response = await request.get( '/wp-json/wc/store/v1/cart' );
	let nonce = response.headers().nonce;
	const changed = ( await response.json() ).items.filter(
		( item ) => item.quantity !== lines.get( item.key )
	);
	if (
		changed.length !== 1 ||
		changed[ 0 ].quantity !== lines.get( changed[ 0 ].key ) + INTERACTIONS
	) {
		throw new Error(
			`${ path }: ${ INTERACTIONS } clicks on + should add ${ INTERACTIONS } to one line; the cart changed by ${ JSON.stringify(
				changed.map( ( i ) => [ i.name, i.quantity ] )
			) }`
		);
	}
	for ( const item of changed ) {
		const update = await request.post(
			'/wp-json/wc/store/v1/cart/update-item',
			{
				data: { key: item.key, quantity: lines.get( item.key ) },
				headers: { Nonce: nonce },
			}
		);
		nonce = update.headers().nonce ?? nonce;
	}
}

/**
 * WordPress's and WooCommerce's versions, from the page's generator tags.
 *
 * @param {import('@playwright/test').APIRequestContext} request Requests.
 * @return {Promise<{wordpress: string, woocommerce: string}>} Versions.
 */
async function versions( request ) {
	const html = await ( await request.get( PAGES.wooCart.path ) ).text();
	const generator = ( name ) =>
		new RegExp( `content="${ name } ([^"]+)"` ).exec( html )?.[ 1 ] ??
		'unknown';
	return {
		wordpress: generator( 'WordPress' ),
		woocommerce: generator( 'WooCommerce' ),
	};
}

export async function sideBySide() {
	const started = Date.now();
	// Other work on the machine slows both sides; the JSON and README say how busy it was.
	const loadAverage = os.loadavg()[ 0 ];
	const site = await startSite();
	const browser = await launchBrowser();
	const loads = Object.fromEntries(
		Object.keys( PAGES ).map( ( id ) => [
			id,
			Object.fromEntries( THROTTLES.map( ( t ) => [ t, [] ] ) ),
		] )
	);
	let environment;
	let pages;
	const miniCart = {};
	try {
		pages = await shopPagesSwitch( browser, site.url );
		await pages.setPlugins( PLUGINS, true );
		const shopper = await browser.newContext( { baseURL: site.url } );
		await fillCart( shopper.request, 2 );
		const cookies = await shopper.cookies();
		const lines = await cartLines( shopper.request );
		environment = {
			site: site.url,
			...( await versions( shopper.request ) ),
			chromium: browser.version(),
			plugins: PLUGINS,
		};
		console.log(
			`Side by side on WordPress ${ environment.wordpress } + WooCommerce ${ environment.woocommerce } at ${ site.url }, Chromium ${ environment.chromium }${
				PLUGINS.length ? `, with ${ PLUGINS.join( ', ' ) }` : ''
			}: ${ RUNS } runs`
		);

		const load = async ( id, throttle ) => {
			const page = PAGES[ id ];
			await pages.use( page.owner );
			const result = await measureLoad( browser, {
				baseURL: site.url,
				cookies,
				page,
				throttle,
			} );
			if ( result.interactions !== null ) {
				await restoreCart( shopper.request, lines, page.path );
			}
			return result;
		};
		const ms = ( v ) => ( v === null ? '—' : Math.round( v ) );
		// Warm-up: one load of each page, not counted.
		for ( const id of Object.keys( PAGES ) ) {
			await load( id, 1 );
		}
		for ( let run = 1; run <= RUNS; run++ ) {
			for ( const throttle of THROTTLES ) {
				for ( const id of Object.keys( PAGES ) ) {
					const result = await load( id, throttle );
					loads[ id ][ throttle ].push( result );
					console.log(
						`  run ${ run }, ${ throttle }× CPU, ${ PAGES[ id ].label }: works at ${ ms(
							result.worksAt
						) } ms, LCP ${ ms( result.lcp ) } ms${
							result.quiet ? '' : ' (never quiet: timed out)'
						}`
					);
				}
			}
		}
		for ( const [ owner, page ] of Object.entries( MINI_CART_PAGES ) ) {
			const counts = [];
			for ( let run = 1; run <= RUNS; run++ ) {
				counts.push(
					await storeApiRequestsOnLoad( browser, {
						baseURL: site.url,
						cookies,
						path: page.path,
					} )
				);
			}
			miniCart[ owner ] = median( counts );
			console.log(
				`  ${ page.label } (${ page.path }): ${ counts.join(
					', '
				) } Store API requests as it loads`
			);
		}
		await shopper.close();
	} finally {
		await pages?.setPlugins( PLUGINS, false );
		await pages?.use( 'kassa' );
		await pages?.close();
		await browser.close();
		site.stop();
	}

	const results = summarise( loads );
	results.miniCart = {
		pages: MINI_CART_PAGES,
		storeApiRequests: miniCart,
		check: compare( miniCart.kassa, miniCart.woocommerce ),
	};
	if ( ! results.miniCart.check.pass ) {
		results.failures.push( 'Store API requests as a mini-cart page loads' );
	}
	results.environment = {
		...environment,
		date: new Date().toISOString(),
		machine: `${ os.cpus()[ 0 ]?.model ?? 'unknown CPU' } (${
			os.cpus().length
		} cores), ${ Math.round( os.totalmem() / 2 ** 30 ) } GB, ${ os.type() } ${ os.release() }`,
		loadAverage: [ loadAverage, os.loadavg()[ 0 ] ].map(
			( l ) => Math.round( l * 10 ) / 10
		),
		runs: RUNS,
		quietMs: QUIET_MS,
		seconds: Math.round( ( Date.now() - started ) / 1000 ),
	};
	printTable( results );
	writeResults( results );
	updateReadme( results );
	return results.failures.length === 0;
}

/** One frame of the browser's 60 Hz display. */
const FRAME_MS = 1000 / 60;

/**
 * The frames an interaction took to show: Event Timing counts up to the paint after the
 * handlers (in 8 ms steps), so up to 16 ms is the next frame.
 *
 * @param {number|null} ms The interaction's duration.
 * @return {number|null} Frames, at least one.
 */
function frames( ms ) {
	return ms === null
		? null
		: Math.max( 1, Math.ceil( ms / FRAME_MS - 0.01 ) );
}

/**
 * Whether a row's figure at a throttle is told in frames.
 *
 * @param {Object}      row      The row.
 * @param {number|null} throttle The section's throttle.
 * @return {boolean} In frames.
 */
function inFrames( row, throttle ) {
	return Boolean( row.framesWithoutThrottle ) && throttle === 1;
}

/**
 * Medians, ratios, budgets and failures from every page's loads.
 *
 * @param {Object} loads Page id => throttle => loads.
 * @return {Object} The results (as written to bench-results/side-by-side.json).
 */
function summarise( loads ) {
	const figure = ( row, id, throttle ) => {
		const page = PAGES[ id ];
		if ( row.cartOnly && ! page.cart ) {
			return null;
		}
		const pool = row.perThrottle
			? loads[ id ][ throttle ]
			: THROTTLES.flatMap( ( t ) => loads[ id ][ t ] );
		if ( ! row.pooled ) {
			return median( pool.map( ( l ) => row.value( l, page ) ) );
		}
		const all = pool.flatMap( ( l ) => row.value( l, page ) ?? [ null ] );
		return median( inFrames( row, throttle ) ? all.map( frames ) : all );
	};
	const sections = [
		{ title: 'Bytes, brotli (the same at any throttle)', throttle: null },
		...THROTTLES.map( ( throttle ) => ( {
			title:
				throttle === 1 ? 'No throttle' : `${ throttle }× CPU throttle`,
			throttle,
		} ) ),
	];
	const failures = [];
	for ( const section of sections ) {
		section.rows = ROWS.filter(
			( row ) =>
				Boolean( row.perThrottle ) === ( section.throttle !== null )
		).map( ( row ) => {
			const values = Object.fromEntries(
				Object.keys( PAGES ).map( ( id ) => [
					id,
					figure( row, id, section.throttle ?? THROTTLES[ 0 ] ),
				] )
			);
			const checks = {};
			for ( const [ kassa, woo, name ] of [
				[ 'kassaCart', 'wooCart', 'cart' ],
				[ 'kassaCheckout', 'wooCheckout', 'checkout' ],
			] ) {
				if (
					row.reportedApart ||
					( row.cartOnly && name === 'checkout' )
				) {
					continue;
				}
				checks[ name ] = inFrames( row, section.throttle )
					? compareFrames( values[ kassa ], values[ woo ] )
					: compare( values[ kassa ], values[ woo ] );
				if ( ! checks[ name ].pass ) {
					failures.push(
						`${ section.title }: ${ row.label }, ${ name }`
					);
				}
			}
			return {
				key: row.key,
				label: row.label,
				unit: inFrames( row, section.throttle ) ? 'frames' : row.unit,
				values,
				checks,
			};
		} );
	}

	// Kassa's budget, from each Kassa page's loads (the median, and one load's details).
	const budgets = {};
	for ( const [ id, name ] of [
		[ 'kassaCart', 'cart' ],
		[ 'kassaCheckout', 'checkout' ],
	] ) {
		const all = THROTTLES.flatMap( ( t ) => loads[ id ][ t ] ).map( ( l ) =>
			kassaBudget( l.scripts )
		);
		const bytes = median( all.map( ( b ) => b.budget ) );
		const adapterBytes = median( all.map( ( b ) => b.adapters.bytes ) );
		const classicBytes = median( all.map( ( b ) => b.classic.bytes ) );
		budgets[ name ] = {
			...all[ 0 ],
			budget: bytes,
			limit: KASSA_BUDGET,
			pass: bytes <= KASSA_BUDGET,
			adapters: {
				...all[ 0 ].adapters,
				bytes: adapterBytes,
				limit: ADAPTERS_BUDGET,
				pass: adapterBytes <= ADAPTERS_BUDGET,
			},
			classic: {
				...all[ 0 ].classic,
				bytes: classicBytes,
				limit: CLASSIC_BUDGET,
				pass: classicBytes <= CLASSIC_BUDGET,
			},
		};
		if ( ! budgets[ name ].pass ) {
			failures.push(
				`Kassa's scripts and their WordPress scripts, ${ name }`
			);
		}
		if ( ! budgets[ name ].adapters.pass ) {
			failures.push( `Kassa's adapters of WooCommerce's API, ${ name }` );
		}
		if ( ! budgets[ name ].classic.pass ) {
			failures.push( `Kassa's classic checkout contract, ${ name }` );
		}
	}
	const timeouts = Object.entries( loads ).flatMap( ( [ id, byThrottle ] ) =>
		Object.values( byThrottle )
			.flat()
			.filter( ( l ) => ! l.quiet )
			.map( () => id )
	);
	return {
		pages: Object.fromEntries(
			Object.entries( PAGES ).map( ( [ id, p ] ) => [
				id,
				{ label: p.label, path: p.path, button: p.button },
			] )
		),
		sections: sections.map( ( { title, throttle, rows } ) => ( {
			title,
			throttle,
			rows,
		} ) ),
		budgets,
		timeouts,
		failures,
		raw: rawFigures( loads ),
	};
}

/**
 * Every load's timings, for the JSON (page => throttle => figure => one value per run).
 *
 * @param {Object} loads Page id => throttle => loads.
 * @return {Object} The figures.
 */
function rawFigures( loads ) {
	const round = ( v ) => ( v === null ? null : Math.round( v ) );
	return Object.fromEntries(
		Object.entries( loads ).map( ( [ id, byThrottle ] ) => [
			id,
			Object.fromEntries(
				Object.entries( byThrottle ).map( ( [ throttle, list ] ) => [
					throttle,
					Object.fromEntries(
						[
							'storeApiRequests',
							'ttfb',
							'fcp',
							'lcp',
							'tbt',
							'tti',
							'worksAt',
							'interactions',
						].map( ( key ) => [
							key,
							list.map( ( l ) => round( l[ key ] ) ),
						] )
					),
				] )
			),
		] )
	);
}
