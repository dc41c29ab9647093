import fs from 'node:fs';
import path from 'node:path';

import { test, GUEST } from '../e2e/utils/fixtures';
import { runJourney, type JourneyRecord } from './lib/journey';

/**
 * Seeded shopper journeys: KASSA_CHAOS_COUNT journeys, seeds KASSA_CHAOS_SEED, +1, +2, ... Each
 * writes one line to journeys.jsonl in the results folder (its steps and the faults met); a
 * journey that breaks an invariant also writes journey-<seed>.json, and fails (its trace kept).
 */
const SEED = Number( process.env.KASSA_CHAOS_SEED ?? 1 );
const COUNT = Number( process.env.KASSA_CHAOS_COUNT ?? 1 );
const RESULTS =
	process.env.KASSA_CHAOS_RESULTS || path.join( __dirname, '.results' );

test.use( { storageState: GUEST } );

for ( let n = 0; n < COUNT; n++ ) {
	const seed = SEED + n;
	test( `journey ${ seed }`, async ( { page, requestUtils } ) => {
		const record: JourneyRecord = {
			seed,
			steps: [],
			faults: [],
			orders: 0,
		};
		const lines: string[] = [];
		try {
			await runJourney( {
				seed,
				page,
				requestUtils,
				record,
				log: ( line ) => lines.push( line ),
			} );
		} catch ( error ) {
			record.violation = {
				step: record.steps.length - 1,
				message: ( error as Error ).message,
			};
			fs.mkdirSync( RESULTS, { recursive: true } );
			fs.writeFileSync(
				path.join( RESULTS, `journey-${ seed }.json` ),
				JSON.stringify( record, null, '\t' )
			);
			throw error;
		} finally {
			record.faults = record.steps.flatMap(
				( step ) => step.injected ?? []
			);
			fs.mkdirSync( RESULTS, { recursive: true } );
			fs.appendFileSync(
				path.join( RESULTS, 'journeys.jsonl' ),
				JSON.stringify( {
					seed,
					steps: record.steps.length,
					faults: record.faults.map( ( f ) => f.kind ),
					orders: record.orders,
					violation: record.violation?.message ?? null,
				} ) + '\n'
			);

			console.log( `journey ${ seed }:\n${ lines.join( '\n' ) }` );
		}
	} );
}
