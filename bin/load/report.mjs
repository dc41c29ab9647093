/**
 * `npm run load`'s results: bench-results/load.json, the table printed, and the same table in
 * README.md between the load markers.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../bench/site.mjs';

const RESULTS = path.join( ROOT, 'bench-results/load.json' );
const README = path.join( ROOT, 'README.md' );
const BEGIN = '<!-- load:table -->';
const END = '<!-- /load:table -->';
/** Above this share of the machine's CPU used by other processes, the figures are labelled. */
const QUIET = 0.1;

const ms = ( value ) => ( value === null ? '—' : `${ Math.round( value ) }` );
const times = ( { p50, p95, p99 } ) =>
	`${ ms( p50 ) } / ${ ms( p95 ) } / ${ ms( p99 ) }`;
const ratio = ( a, b ) => ( a && b ? `${ ( a / b ).toFixed( 1 ) }×` : '—' );
const errorCount = ( r ) =>
	Object.values( r.errors ).reduce( ( a, b ) => a + b, 0 );

function integrity( r ) {
	const i = r.integrity;
	if ( i.ok ) {
		return 'ok';
	}
	const wrong = [];
	if ( i.ordersFound !== r.orders ) {
		wrong.push( `${ r.orders - i.ordersFound } orders missing` );
	}
	if ( i.totalsDiffer ) {
		wrong.push( `${ i.totalsDiffer } totals differ` );
	}
	if ( ! i.stockMatches ) {
		wrong.push( `stock ${ i.stockAfter.join( '/' ) }` );
	}
	if ( i.negativeStock.length ) {
		wrong.push( `below zero: ${ i.negativeStock.join( ', ' ) }` );
	}
	return `**${ wrong.join( '; ' ) }**`;
}

/**
 * The markdown block: a line on the run, the table, the errors by kind.
 *
 * @param {Object} report The results.
 * @return {string} Markdown.
 */
export function markdown( report ) {
	const { results, pattern } = report;
	const names = Object.keys( pattern );
	const busiest = Math.max( ...results.map( ( r ) => r.machineBusy ) );
	const other = Math.max(
		...results.map(
			( r ) =>
				r.machineBusy -
				( ( r.cpu?.total ?? 0 ) + r.loadGeneratorCpu ) /
					( r.seconds * report.cores )
		)
	);
	const lines = [
		`Latest run: ${ report.date.slice( 0, 10 ) }, ${ report.machine }, load average ${ report.loadAverage.map( ( l ) => l.toFixed( 1 ) ).join( ' → ' ) } (start → end); \`${ report.command }\`, ${ report.secondsPerStep } s a front end and step (\`bench-results/load.json\`). ` +
			( other > QUIET
				? `**Not a quiet machine:** other processes used up to ${ Math.round( other * 100 ) }% of its CPU during a step (busiest step ${ Math.round( busiest * 100 ) }%), so these figures show the tool works, not the final numbers.`
				: `Quiet machine: other processes used at most ${ Math.round( other * 100 ) }% of its CPU during a step.` ),
		'',
		`Per journey (\`bin/load/patterns.json\`, recorded in Chromium): ${ names.map( ( n ) => `${ pattern[ n ].label } ${ pattern[ n ].pages } page loads and ${ pattern[ n ].storeApiRequests } Store API requests` ).join( '; ' ) }. Server CPU is PHP-FPM's, MariaDB's, nginx's and Redis's, from /proc. Times in ms, p50 / p95 / p99.`,
		'',
		'| shoppers at once | front end | orders / min | server CPU s / order | orders / server CPU-minute | page loads | Place Order | errors | stock and totals |',
		'| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
	];
	for ( const shoppers of report.steps ) {
		const step = names.map( ( n ) =>
			results.find( ( r ) => r.shoppers === shoppers && r.frontEnd === n )
		);
		for ( const r of step ) {
			lines.push(
				`| ${ shoppers } | ${ pattern[ r.frontEnd ].label } | ${ r.ordersPerMinute.toFixed( 1 ) } | ${ r.cpuPerOrder?.toFixed( 2 ) ?? '—' } | ${ r.cpuPerOrder ? ( 60 / r.cpuPerOrder ).toFixed( 1 ) : '—' } | ${ times( r.pages ) } | ${ times( r.placeOrder ) } | ${ errorCount( r ) } | ${ integrity( r ) } |`
			);
		}
		const [ a, b ] = step;
		lines.push(
			`| ${ shoppers } | ${ pattern[ a.frontEnd ].label } ÷ ${ pattern[ b.frontEnd ].label } | ${ ratio( a.ordersPerMinute, b.ordersPerMinute ) } | ${ ratio( a.cpuPerOrder, b.cpuPerOrder ) } | ${ ratio( b.cpuPerOrder, a.cpuPerOrder ) } | p95 ${ ratio( a.pages.p95, b.pages.p95 ) } | p95 ${ ratio( a.placeOrder.p95, b.placeOrder.p95 ) } | | |`
		);
	}
	if ( Object.keys( report.profiles ?? {} ).length ) {
		const steps = [
			...new Set(
				names.flatMap( ( n ) => Object.keys( report.profiles[ n ] ) )
			),
		].filter( ( s ) => s !== 'total' );
		lines.push(
			'',
			`Where one journey's server CPU goes (ms, one shopper at a time, the front ends taking turns, mean of ${ report.profileJourneys } journeys each):`,
			'',
			`| front end | ${ steps.join( ' | ' ) } | total |`,
			`| --- | ${ steps.map( () => '---:' ).join( ' | ' ) } | ---: |`,
			...names.map(
				( n ) =>
					`| ${ pattern[ n ].label } | ${ steps.map( ( s ) => ms( report.profiles[ n ][ s ] ?? 0 ) ).join( ' | ' ) } | ${ ms( report.profiles[ n ].total ) } |`
			)
		);
	}
	const kinds = results.filter( ( r ) => errorCount( r ) );
	if ( kinds.length ) {
		lines.push( '', 'Errors by kind:', '' );
		for ( const r of kinds ) {
			lines.push(
				`- ${ pattern[ r.frontEnd ].label }, ${ r.shoppers } at once: ${ Object.entries(
					r.errors
				)
					.map( ( [ k, n ] ) => `${ k } (${ n })` )
					.join( '; ' ) }`
			);
		}
	} else {
		lines.push( '', 'No errors.' );
	}
	return lines.join( '\n' );
}

/**
 * Writes the JSON and the README table, and prints the table.
 *
 * @param {Object} report The results.
 */
export function writeReport( report ) {
	fs.mkdirSync( path.dirname( RESULTS ), { recursive: true } );
	fs.writeFileSync( RESULTS, JSON.stringify( report, null, '\t' ) + '\n' );
	const table = markdown( report );
	console.log( `\n${ table }\n` );
	const readme = fs.readFileSync( README, 'utf8' );
	const begin = readme.indexOf( BEGIN );
	const end = readme.indexOf( END );
	if ( begin < 0 || end < begin ) {
		console.log(
			`README.md has no ${ BEGIN } … ${ END } markers: the table is only printed.`
		);
		return;
	}
	fs.writeFileSync(
		README,
		readme.slice( 0, begin + BEGIN.length ) +
			'\n' +
			table +
			'\n' +
			readme.slice( end )
	);
	console.log(
		`Wrote ${ path.relative( ROOT, RESULTS ) } and the table in README.md.`
	);
}
