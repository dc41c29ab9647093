/**
 * Sums up chaos journeys from the journeys.jsonl files under a results folder: journeys and
 * steps, orders placed, faults injected by kind, and each violation with its seed and how to
 * replay it. Prints the summary; `--json` prints it as JSON. Exits non-zero on a violation.
 *
 *   node tests/chaos/summary.mjs <results folder> [--json]
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads every journey line under a folder.
 *
 * @param {string} folder Results folder.
 * @return {Array<Object>} Journeys.
 */
export function readJourneys( folder ) {
	const journeys = [];
	const visit = ( dir ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const file = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				visit( file );
			} else if ( entry.name === 'journeys.jsonl' ) {
				for ( const line of fs
					.readFileSync( file, 'utf8' )
					.split( '\n' ) ) {
					if ( line.trim() ) {
						journeys.push( {
							...JSON.parse( line ),
							results: dir,
						} );
					}
				}
			}
		}
	};
	if ( fs.existsSync( folder ) ) {
		visit( folder );
	}
	return journeys;
}

/**
 * The summary of some journeys.
 *
 * @param {Array<Object>} journeys Journeys.
 * @return {Object} Journeys, steps, orders, faults by kind, violations.
 */
export function summarise( journeys ) {
	const summary = {
		journeys: 0,
		steps: 0,
		orders: 0,
		faults: {},
		violations: [],
	};
	for ( const journey of journeys ) {
		summary.journeys += 1;
		summary.steps += journey.steps;
		summary.orders += journey.orders;
		for ( const kind of journey.faults ) {
			summary.faults[ kind ] = ( summary.faults[ kind ] ?? 0 ) + 1;
		}
		if ( journey.violation ) {
			summary.violations.push( {
				seed: journey.seed,
				message: journey.violation,
				steps: path.join(
					journey.results,
					`journey-${ journey.seed }.json`
				),
			} );
		}
	}
	return summary;
}

if ( process.argv[ 1 ] === import.meta.filename ) {
	const [ folder, flag ] = process.argv.slice( 2 );
	const summary = summarise( readJourneys( folder ) );
	if ( flag === '--json' ) {
		console.log( JSON.stringify( summary, null, 2 ) );
	} else {
		const faults = Object.entries( summary.faults )
			.sort()
			.map( ( [ kind, n ] ) => `${ kind } ${ n }` )
			.join( ', ' );
		console.log(
			`${ summary.journeys } journeys, ${ summary.steps } steps, ${
				summary.orders
			} orders placed; faults injected: ${ faults || 'none' }; ${
				summary.violations.length
			} violations`
		);
		for ( const v of summary.violations ) {
			console.log(
				`  seed ${ v.seed }: ${ v.message
					.split( '\n' )
					.join( '; ' ) }\n    replay: npm run chaos -- --seed ${
					v.seed
				}\n    steps: ${ v.steps }`
			);
		}
	}
	process.exit( summary.violations.length ? 1 : 0 );
}
