/**
 * One measured load of a shopper's page, in a browser context of its own (empty browser cache,
 * the shopper's cookies): the files it downloads, its Store API requests before the shopper
 * acts, LCP, total blocking time, when its main button works and, on a cart, how long each of
 * ten quantity changes took to show (Event Timing, per interaction).
 */
import { brotliSize } from './site.mjs';

/** Quantity changes per cart load: enough that their median does not hang on one click. */
export const INTERACTIONS = 10;
/**
 * Event Timing reports an interaction only from this long on (its lowest threshold); a quicker
 * one is counted as this long, an upper bound.
 */
export const EVENT_THRESHOLD_MS = 16;

/**
 * The page is quiet, as Lighthouse's time to interactive defines it, once this long has passed
 * with no long task and at most two requests in flight. Total blocking time is counted from
 * first contentful paint until then.
 */
export const QUIET_MS = 5000;
const LOAD_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before any of its scripts: observes long tasks, LCP and Event Timing, and
 * polls every 10 ms for the button to work — in the page, enabled, with React's handlers on it.
 *
 * @param {Object} options           What to observe.
 * @param {string} options.selector  The button.
 * @param {number} options.threshold Event Timing's threshold (EVENT_THRESHOLD_MS).
 */
function observePage( { selector, threshold } ) {
	if ( window !== window.top ) {
		return;
	}
	const bench = {
		longTasks: [],
		lcp: null,
		events: [],
		worksAt: null,
	};
	window.__bench = bench;
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			bench.longTasks.push( [ entry.startTime, entry.duration ] );
		}
	} ).observe( { type: 'longtask', buffered: true } );
	new PerformanceObserver( ( list ) => {
		bench.lcp = list.getEntries().at( -1 ).startTime;
	} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( entry.interactionId ) {
				bench.events.push( [ entry.interactionId, entry.duration ] );
			}
		}
	} ).observe( {
		type: 'event',
		durationThreshold: threshold,
		buffered: true,
	} );
	const works = ( button ) =>
		button &&
		! button.disabled &&
		button.getAttribute( 'aria-disabled' ) !== 'true' &&
		Object.keys( button ).some(
			( key ) =>
				key.startsWith( '__reactProps' ) &&
				typeof button[ key ].onClick === 'function'
		);
	const timer = setInterval( () => {
		if ( works( document.querySelector( selector ) ) ) {
			bench.worksAt = performance.now();
			clearInterval( timer );
		}
	}, 10 );
}

/** The page's figures once quiet, read in the page. */
function readFigures() {
	const bench = window.__bench;
	const fcp =
		performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]
			?.startTime ?? 0;
	// A long task that starts before FCP counts only from FCP on (as in Lighthouse).
	const tbt = bench.longTasks.reduce( ( total, [ start, duration ] ) => {
		const blocking = start + duration - Math.max( start, fcp ) - 50;
		return total + Math.max( 0, blocking );
	}, 0 );
	const lastLongTaskEnd = Math.max(
		fcp,
		...bench.longTasks.map( ( [ start, duration ] ) => start + duration )
	);
	return {
		ttfb: performance.getEntriesByType( 'navigation' )[ 0 ]?.responseStart,
		fcp,
		lcp: bench.lcp,
		tbt,
		tti: lastLongTaskEnd,
		worksAt: bench.worksAt,
		scripts: [ ...document.scripts ]
			.filter( ( script ) => script.src && script.id )
			.map( ( script ) => [ script.src, script.id ] ),
	};
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Waits until `done()` holds, checking every 50 ms; false after `timeout` ms.
 *
 * @param {() => boolean|Promise<boolean>} done    The condition.
 * @param {number}                         timeout Milliseconds.
 * @return {Promise<boolean>} Whether it held in time.
 */
async function until( done, timeout ) {
	const end = Date.now() + timeout;
	while ( Date.now() < end ) {
		if ( await done() ) {
			return true;
		}
		await sleep( 50 );
	}
	return false;
}

/**
 * Loads the page once and measures it.
 *
 * @param {import('@playwright/test').Browser}            browser
 * @param {Object}                                        options
 * @param {string}                                        options.baseURL  Site URL.
 * @param {Array}                                         options.cookies  The shopper's cookies.
 * @param {{path: string, button: string, cart: boolean}} options.page     The page.
 * @param {number}                                        options.throttle CPU slowdown (1 = none).
 * @return {Promise<Object>} The load's figures (byte sizes brotli, times in ms).
 */
export async function measureLoad(
	browser,
	{ baseURL, cookies, page, throttle }
) {
	const context = await browser.newContext( { baseURL } );
	try {
		await context.addCookies( cookies );
		const tab = await context.newPage();
		const cdp = await context.newCDPSession( tab );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: throttle } );
		await tab.addInitScript( observePage, {
			selector: page.button,
			threshold: EVENT_THRESHOLD_MS,
		} );

		const responses = [];
		const network = { inFlight: 0, busySince: Date.now(), store: 0 };
		const store = { inFlight: 0, done: 0 };
		const isStore = ( request ) => request.url().includes( '/wc/store/v1' );
		const settle = ( request ) => {
			if ( network.inFlight > 2 ) {
				network.busySince = Date.now();
			}
			network.inFlight--;
			if ( isStore( request ) ) {
				store.inFlight--;
				store.done++;
			}
		};
		tab.on( 'request', ( request ) => {
			network.inFlight++;
			if ( network.inFlight > 2 ) {
				network.busySince = Date.now();
			}
			if ( isStore( request ) ) {
				store.inFlight++;
				network.store++;
			}
		} );
		tab.on( 'requestfinished', settle );
		tab.on( 'requestfailed', settle );
		tab.on( 'response', ( answer ) => responses.push( answer ) );

		const response = await tab.goto( page.path, {
			timeout: LOAD_TIMEOUT_MS,
		} );
		// WooCommerce's checkout sends an empty cart to the cart page: measure only the page asked for.
		if ( ! response?.ok() || new URL( tab.url() ).pathname !== page.path ) {
			throw new Error(
				`${ page.path } answered ${ response?.status() } at ${ tab.url() }`
			);
		}

		// Quiet: the button works, then QUIET_MS with no long task and ≤ 2 requests in flight.
		const quiet = await until( async () => {
			if ( network.inFlight > 2 ) {
				network.busySince = Date.now();
				return false;
			}
			const state = await tab.evaluate( () => ( {
				now: performance.now(),
				worksAt: window.__bench.worksAt,
				lastEnd: Math.max(
					0,
					...window.__bench.longTasks.map( ( [ s, d ] ) => s + d )
				),
			} ) );
			return (
				state.worksAt !== null &&
				state.now - state.lastEnd >= QUIET_MS &&
				Date.now() - network.busySince >= QUIET_MS
			);
		}, LOAD_TIMEOUT_MS );
		const figures = await tab.evaluate( readFigures );
		const storeApiRequests = network.store;

		// Bodies are read only now, so reading them costs the page nothing while it loads.
		const files = await Promise.all(
			responses.map( async ( answer ) => ( {
				url: answer.url(),
				type: answer.request().resourceType(),
				size: brotliSize(
					await answer.body().catch( () => Buffer.alloc( 0 ) )
				),
			} ) )
		);
		const handles = new Map( figures.scripts );

		let interactions = null;
		if ( page.cart && figures.worksAt !== null ) {
			interactions = await changeQuantity( tab, page.button, store );
		}
		return {
			quiet,
			storeApiRequests,
			ttfb: figures.ttfb,
			fcp: figures.fcp,
			lcp: figures.lcp,
			tbt: figures.tbt,
			tti: figures.tti,
			worksAt: figures.worksAt,
			interactions,
			html: files.find( ( f ) => f.type === 'document' )?.size ?? 0,
			css: files
				.filter( ( f ) => f.type === 'stylesheet' )
				.reduce( ( total, f ) => total + f.size, 0 ),
			scripts: files
				.filter( ( f ) => f.type === 'script' )
				.map( ( f ) => ( {
					url: f.url,
					// A script WordPress printed has the id "<handle>-js"; a module, "<id>-js-module".
					handle:
						handles.get( f.url )?.replace( /-js(-module)?$/, '' ) ??
						null,
					size: f.size,
				} ) ),
		};
	} finally {
		await context.close();
	}
}

/**
 * Whether the change is saved: a Store API request went out after `done` requests, and nothing
 * is in flight, still so 300 ms later (a cart may refresh itself after its update).
 *
 * @param {{inFlight: number, done: number}} store Store API requests so far.
 * @param {number}                           done  Requests done before the change.
 * @return {Promise<boolean>} False after 15 s.
 */
async function saved( store, done ) {
	if (
		! ( await until(
			() => store.done > done && store.inFlight === 0,
			15_000
		) )
	) {
		return false;
	}
	await sleep( 300 );
	return until( () => store.inFlight === 0, 15_000 );
}

/**
 * Clicks the quantity `+` INTERACTIONS times, each once the previous change is saved (its Store
 * API requests answered and the button enabled again), and reads how long each took to show:
 * its Event Timing entries' longest duration (a click is pointerdown, pointerup and click: one
 * interaction), EVENT_THRESHOLD_MS for one too quick to be reported.
 *
 * @param {import('@playwright/test').Page}  tab      The page.
 * @param {string}                           selector The `+` button.
 * @param {{inFlight: number, done: number}} store    The page's Store API requests.
 * @return {Promise<number[]>} Milliseconds, one per click.
 */
async function changeQuantity( tab, selector, store ) {
	const plus = tab.locator( selector ).first();
	// Only the clicks' own interactions: the page may have had others while it loaded.
	await tab.evaluate( () => ( window.__bench.events = [] ) );
	for ( let i = 0; i < INTERACTIONS; i++ ) {
		const done = store.done;
		await plus.click();
		if ( ! ( await saved( store, done ) ) ) {
			throw new Error( `quantity change ${ i + 1 } was not saved` );
		}
		await plus.waitFor();
		await tab.waitForFunction(
			( sel ) => ! document.querySelector( sel )?.disabled,
			selector
		);
	}
	// Event Timing entries are reported after the next paint.
	await sleep( 500 );
	const reported = await tab.evaluate( () => {
		const longest = new Map();
		for ( const [ id, duration ] of window.__bench.events ) {
			longest.set( id, Math.max( longest.get( id ) ?? 0, duration ) );
		}
		return [ ...longest.values() ];
	} );
	return [
		...reported,
		...Array( Math.max( 0, INTERACTIONS - reported.length ) ).fill(
			EVENT_THRESHOLD_MS
		),
	];
}

/**
 * Counts the Store API requests a page makes as it loads, until none has gone out for
 * QUIET_MS (a page that reads the cart when the browser is idle has read it by then).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {Object}                             options
 * @param {string}                             options.baseURL Site URL.
 * @param {Array}                              options.cookies The shopper's cookies.
 * @param {string}                             options.path    The page.
 * @return {Promise<number>} The requests.
 */
export async function storeApiRequestsOnLoad(
	browser,
	{ baseURL, cookies, path }
) {
	const context = await browser.newContext( { baseURL } );
	try {
		await context.addCookies( cookies );
		const tab = await context.newPage();
		let count = 0;
		let lastRequest = Date.now();
		tab.on( 'request', ( request ) => {
			lastRequest = Date.now();
			if ( request.url().includes( '/wc/store/v1' ) ) {
				count++;
			}
		} );
		await tab.goto( path, { timeout: LOAD_TIMEOUT_MS } );
		await until(
			() => Date.now() - lastRequest >= QUIET_MS,
			LOAD_TIMEOUT_MS
		);
		return count;
	} finally {
		await context.close();
	}
}
