/**
 * `npm run load`: a bounded load test of the production-shaped shop (bin/start --production:
 * MariaDB, PHP-FPM behind nginx with its page cache, Redis), on this machine's loopback only.
 * At each concurrency step, N shoppers at once replay the journey each front end's browser makes
 * (bin/load/patterns.json, recorded by `npm run load:record`): Kassa's, then WooCommerce's
 * blocks' (the other way round at every other step), each for LOAD_SECONDS; a new shopper (a
 * fresh cookie jar) starts each journey until the time is up, and the journeys under way then
 * finish. It reports per front end and step: orders placed a minute, server CPU seconds an
 * order (PHP-FPM, MariaDB, nginx and Redis, from /proc), page load and Place Order times
 * (p50/p95/p99), errors by kind; and checks the stock afterwards (no stock below zero, the
 * products' stock down by exactly what the orders hold) and that each order costs what its
 * cart showed. Writes bench-results/load.json and the table in README.md.
 *
 *   npm run load                                     steps 1, 4, 8 shoppers, 60 s each
 *   LOAD_STEPS=1,2,4 LOAD_SECONDS=10 npm run load    a short run
 *   LOAD_URL=http://localhost:8888 LOAD_RUN=.cache/production/dev npm run load
 *                                                    against a running bin/start --production
 *
 * Without LOAD_URL it starts bin/start --production on a free port (site `load`) and stops it.
 */
import fs from 'node:fs';
import os from 'node:os';

import { cpuDelta, machineBusySeconds, serverCpu, CORES } from './load/cpu.mjs';
import { PATTERNS } from './load/record.mjs';
import { JourneyError, Shopper } from './load/replay.mjs';
import { writeReport } from './load/report.mjs';
import { productionSite } from './load/site.mjs';

const STEPS = ( process.env.LOAD_STEPS || '1,4,8' ).split( ',' ).map( Number );
const SECONDS = Number( process.env.LOAD_SECONDS || 60 );
/** At most this many journeys a shopper starts in one step, whatever the time. */
const MAX_JOURNEYS = Number( process.env.LOAD_MAX_JOURNEYS || 2000 );
/** The stock each product of the journey starts a step with. */
const STOCK = 1_000_000;

/**
 * The entries of a recorded journey the replay makes (not those left out).
 *
 * @param {Object} pattern A front end's recorded journey.
 * @return {Object[]} Its entries to replay.
 */
const replayed = ( pattern ) => pattern.requests.filter( ( e ) => ! e.leftOut );

/**
 * The front ends in turn: each leads every other time.
 *
 * @param {string[]} names The front ends.
 * @param {number}   n     Which time (0, 1, 2…).
 * @return {string[]} Their order this time.
 */
const inTurn = ( names, n ) => ( n % 2 ? [ ...names ].reverse() : names );

const percentile = ( values, p ) => {
	if ( ! values.length ) {
		return null;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.ceil( ( p / 100 ) * sorted.length ) - 1
		)
	];
};
const spread = ( values ) => ( {
	count: values.length,
	p50: percentile( values, 50 ),
	p95: percentile( values, 95 ),
	p99: percentile( values, 99 ),
} );

/**
 * One front end at one concurrency step.
 *
 * @param {Object}   step              The step.
 * @param {Object}   step.site         The site (productionSite()).
 * @param {Object}   step.admin        The shop admin (tests/production/lib.mjs).
 * @param {Object}   step.pattern      The front end's recorded journey.
 * @param {string}   step.name         The front end's key in the patterns.
 * @param {number}   step.shoppers     Shoppers at once.
 * @param {number[]} step.productIds   Ids of the journey's products.
 * @param {number}   step.journeysEach Most journeys a shopper starts.
 * @return {Promise<Object>} The step's figures.
 */
async function runStep( {
	site,
	admin,
	pattern,
	name,
	shoppers,
	productIds,
	journeysEach = MAX_JOURNEYS,
} ) {
	for ( const id of productIds ) {
		await admin.setStock( id, STOCK );
	}
	const orders = [];
	const pageTimes = [];
	const placeOrderTimes = [];
	const errors = {};
	let journeys = 0;
	const cpuBefore = site.run ? serverCpu( site.run ) : null;
	const machineBefore = machineBusySeconds();
	const ownBefore = process.cpuUsage();
	const started = performance.now();
	const deadline = started + SECONDS * 1000;
	await Promise.all(
		Array.from( { length: shoppers }, async ( _, index ) => {
			for (
				let n = 0;
				n < journeysEach && performance.now() < deadline;
				n++
			) {
				journeys++;
				const shopper = new Shopper( {
					baseURL: site.url,
					productIds,
					email: `load-${ name }-${ shoppers }-${ index }-${ n }@example.com`,
				} );
				try {
					await shopper.run( replayed( pattern ) );
				} catch ( error ) {
					const kind =
						error instanceof JourneyError
							? error.kind
							: String( error );
					errors[ kind ] = ( errors[ kind ] ?? 0 ) + 1;
				}
				pageTimes.push( ...shopper.pageTimes );
				if ( shopper.placeOrderMs !== null ) {
					placeOrderTimes.push( shopper.placeOrderMs );
				}
				if ( shopper.order ) {
					orders.push( shopper.order );
				}
			}
		} )
	);
	const seconds = ( performance.now() - started ) / 1000;
	const cpu = cpuBefore ? cpuDelta( cpuBefore, serverCpu( site.run ) ) : null;
	const own = process.cpuUsage( ownBefore );
	const machine = machineBusySeconds() - machineBefore;
	const integrity = await checkIntegrity( admin, orders, productIds );
	return {
		frontEnd: name,
		shoppers,
		seconds,
		journeys,
		orders: orders.length,
		ordersPerMinute: ( orders.length / seconds ) * 60,
		cpu,
		cpuPerOrder: cpu && orders.length ? cpu.total / orders.length : null,
		loadGeneratorCpu: ( own.user + own.system ) / 1e6,
		machineBusy: machine / ( seconds * CORES ),
		pages: spread( pageTimes ),
		placeOrder: spread( placeOrderTimes ),
		errors,
		integrity,
	};
}

/** Journeys of each front end the CPU profile takes the mean of. */
const PROFILE_JOURNEYS = 8;

/**
 * Where a journey's server CPU goes: journeys of one shopper at a time, each request's CPU read
 * around it, summed by step of the journey (mean of the journeys). The front ends take turns,
 * first one then the other leading, so that neither pays more of what the server does now and
 * then (a worker started, a cache filled) for running first.
 *
 * @param {Object}   options            What to profile.
 * @param {Object}   options.site       The site (productionSite()).
 * @param {Object}   options.patterns   The front ends' recorded journeys, by name.
 * @param {number[]} options.productIds Ids of the journey's products.
 * @return {Promise<Record<string, Record<string, number>>>} By front end: milliseconds by step,
 * and `total`.
 */
async function profile( { site, patterns, productIds } ) {
	const names = Object.keys( patterns );
	const byStep = Object.fromEntries( names.map( ( name ) => [ name, {} ] ) );
	for ( let n = 0; n < PROFILE_JOURNEYS; n++ ) {
		for ( const name of inTurn( names, n ) ) {
			const shopper = new Shopper( {
				baseURL: site.url,
				productIds,
				email: `profile-${ name }-${ n }@example.com`,
			} );
			for ( const entry of replayed( patterns[ name ] ) ) {
				const before = serverCpu( site.run );
				await shopper.replay( entry );
				const ms =
					cpuDelta( before, serverCpu( site.run ) ).total * 1000;
				byStep[ name ][ entry.step ] =
					( byStep[ name ][ entry.step ] ?? 0 ) +
					ms / PROFILE_JOURNEYS;
			}
		}
	}
	for ( const steps of Object.values( byStep ) ) {
		steps.total = Object.values( steps ).reduce( ( a, b ) => a + b, 0 );
	}
	return byStep;
}

/**
 * Stock and totals after a step: no product's stock below zero, the journey's products down by
 * exactly the quantities the step's orders hold, and each order's total what its cart showed.
 *
 * @param {Object}   admin      The shop admin (tests/production/lib.mjs).
 * @param {Object[]} orders     The step's orders: id and the cart's total.
 * @param {number[]} productIds Ids of the journey's products.
 * @return {Promise<Object>} What was checked, and `ok`.
 */
async function checkIntegrity( admin, orders, productIds ) {
	const stored = await admin.orders( orders.map( ( o ) => o.id ) );
	const sold = productIds.map( () => 0 );
	for ( const order of stored ) {
		for ( const line of order.line_items ) {
			const index = productIds.indexOf( line.product_id );
			if ( index >= 0 ) {
				sold[ index ] += line.quantity;
			}
		}
	}
	const totalsDiffer = orders.filter( ( o ) => {
		const order = stored.find( ( s ) => s.id === o.id );
		return (
			! order || Math.round( Number( order.total ) * 100 ) !== o.cartTotal
		);
	} ).length;
	const stock = [];
	for ( const id of productIds ) {
		stock.push( await admin.stock( id ) );
	}
	const stockMatches = productIds.every(
		( _, i ) => stock[ i ] === STOCK - sold[ i ]
	);
	const negative = ( await admin.negativeStock() ).map( ( p ) => p.name );
	return {
		ordersFound: stored.length,
		totalsDiffer,
		sold,
		stockAfter: stock,
		stockMatches,
		negativeStock: negative,
		ok:
			stored.length === orders.length &&
			totalsDiffer === 0 &&
			stockMatches &&
			negative.length === 0,
	};
}

async function main() {
	const patterns = JSON.parse( fs.readFileSync( PATTERNS, 'utf8' ) );
	const site = await productionSite();
	const startedAt = new Date();
	const loadBefore = os.loadavg()[ 0 ];
	try {
		process.env.STORE_URL = site.url;
		const { ShopAdmin } = await import( '../tests/production/lib.mjs' );
		const admin = await new ShopAdmin().login();
		const catalogue = await (
			await fetch(
				`${ site.url }/wp-json/wc/store/v1/products?per_page=100`
			)
		).json();
		const productIds = patterns.products.map(
			( name ) => catalogue.find( ( p ) => p.name === name )?.id
		);
		if ( productIds.includes( undefined ) ) {
			throw new Error(
				`The shop lacks one of ${ patterns.products.join( ', ' ) }: is it seeded?`
			);
		}
		const names = Object.keys( patterns.frontEnds );
		// One journey each first: PHP's opcache, the object cache and the page cache warm up.
		for ( const name of names ) {
			await runStep( {
				site,
				admin,
				pattern: patterns.frontEnds[ name ],
				name,
				shoppers: 1,
				productIds,
				journeysEach: 1,
			} );
		}
		const profiles = site.run
			? await profile( {
					site,
					patterns: patterns.frontEnds,
					productIds,
				} )
			: {};
		const results = [];
		for ( const [ index, shoppers ] of STEPS.entries() ) {
			for ( const name of inTurn( names, index ) ) {
				console.log(
					`${ patterns.frontEnds[ name ].label }, ${ shoppers } shopper(s) at once, ${ SECONDS } s…`
				);
				const result = await runStep( {
					site,
					admin,
					pattern: patterns.frontEnds[ name ],
					name,
					shoppers,
					productIds,
				} );
				console.log(
					`  ${ result.orders } orders (${ result.ordersPerMinute.toFixed( 1 ) }/min), ${ result.cpuPerOrder?.toFixed( 2 ) ?? '?' } CPU s an order, Place Order p95 ${ Math.round( result.placeOrder.p95 ?? 0 ) } ms, errors ${ JSON.stringify( result.errors ) }, stock ${ result.integrity.ok ? 'ok' : 'WRONG' }`
				);
				results.push( result );
			}
		}
		const report = {
			date: startedAt.toISOString(),
			machine: `${ os.cpus()[ 0 ]?.model ?? 'unknown CPU' } (${ CORES } cores), ${ Math.round( os.totalmem() / 2 ** 30 ) } GB`,
			cores: CORES,
			loadAverage: [ loadBefore, os.loadavg()[ 0 ] ],
			command: commandLine(),
			secondsPerStep: SECONDS,
			steps: STEPS,
			pattern: Object.fromEntries(
				names.map( ( name ) => [
					name,
					{
						label: patterns.frontEnds[ name ].label,
						pages: patterns.frontEnds[ name ].pages,
						storeApiRequests:
							patterns.frontEnds[ name ].storeApiRequests,
					},
				] )
			),
			profiles,
			profileJourneys: PROFILE_JOURNEYS,
			results,
		};
		writeReport( report );
		process.exitCode = results.every( ( r ) => r.integrity.ok ) ? 0 : 1;
	} finally {
		await site.stop();
	}
}

function commandLine() {
	const env = [ 'LOAD_STEPS', 'LOAD_SECONDS' ]
		.filter( ( name ) => process.env[ name ] )
		.map( ( name ) => `${ name }=${ process.env[ name ] }` );
	return [ ...env, 'npm run load' ].join( ' ' );
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
