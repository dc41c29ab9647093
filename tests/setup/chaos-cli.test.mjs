/**
 * bin/chaos refuses what it cannot run, with one sentence and a non-zero exit, before it sets
 * anything up; and tests/chaos/summary.mjs sums journeys up.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readJourneys, summarise } from '../chaos/summary.mjs';

const ROOT = path.resolve( import.meta.dirname, '../..' );

for ( const [ args, message ] of [
	[
		[ '--seed', 'abc' ],
		/^kassa: --seed takes a whole number, not abc\.\n$/,
	],
	[
		[ '--count', '0' ],
		/^kassa: --count takes a number of journeys, not 0\.\n$/,
	],
	[ [ '--url' ], /^kassa: --url needs a value\.\n$/ ],
	[ [ '--fast' ], /^kassa: unknown option --fast: .*\.\n$/ ],
] ) {
	test( `bin/chaos ${ args.join( ' ' ) } is refused, naming the fix`, () => {
		const result = spawnSync( 'bin/chaos', args, {
			cwd: ROOT,
			encoding: 'utf8',
		} );
		assert.notEqual( result.status, 0 );
		assert.match( result.stderr, message );
	} );
}

test( 'the summary counts journeys, steps, orders and faults by kind, and lists violations with their seeds', () => {
	const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-chaos-' ) );
	try {
		fs.writeFileSync(
			path.join( folder, 'journeys.jsonl' ),
			[
				{
					seed: 1,
					steps: 12,
					faults: [ '500', 'delay' ],
					orders: 1,
					violation: null,
				},
				{
					seed: 2,
					steps: 20,
					faults: [ '500' ],
					orders: 0,
					violation: 'the cart shows {}',
				},
			]
				.map( ( line ) => JSON.stringify( line ) )
				.join( '\n' ) + '\n'
		);
		assert.deepEqual( summarise( readJourneys( folder ) ), {
			journeys: 2,
			steps: 32,
			orders: 1,
			faults: { 500: 2, delay: 1 },
			violations: [
				{
					seed: 2,
					message: 'the cart shows {}',
					steps: path.join( folder, 'journey-2.json' ),
				},
			],
		} );
	} finally {
		fs.rmSync( folder, { recursive: true, force: true } );
	}
} );
