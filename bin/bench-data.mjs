#!/usr/bin/env node
/**
 * `npm run bench:data`: the cost of applying a 100-line cart response and of 1 000 selector
 * calls, so later changes can be compared. Runs stores/test-utils/data.bench.ts through the
 * project's own Jest + Babel setup (jest.config.js, with only the test match changed), so no
 * extra dependency is needed.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const require = createRequire( import.meta.url );
const baseConfig = require( join( root, 'jest.config.js' ) );
const config = {
	...baseConfig,
	rootDir: root,
	roots: [ '<rootDir>/stores' ],
	testMatch: [ '**/stores/test-utils/data.bench.ts' ],
	reporters: [ 'summary' ],
};

const dir = mkdtempSync( join( tmpdir(), 'kassa-bench-' ) );
const out = join( dir, 'figures.json' );
const result = spawnSync(
	process.execPath,
	[
		require.resolve( 'jest/bin/jest' ),
		'--config',
		JSON.stringify( config ),
		'--runInBand',
	],
	{
		cwd: root,
		env: { ...process.env, BENCH_DATA_OUT: out, NODE_ENV: 'test' },
		encoding: 'utf8',
	}
);
if ( result.status !== 0 ) {
	process.stderr.write( result.stdout + result.stderr );
	process.exit( result.status ?? 1 );
}
const figures = JSON.parse( readFileSync( out, 'utf8' ) );
rmSync( dir, { recursive: true, force: true } );
console.log( 'Kassa data layer benchmark (mean per run)' );
for ( const [ name, ms ] of Object.entries( figures ) ) {
	console.log( `  ${ name.padEnd( 58 ) } ${ ms.toFixed( 3 ) }` );
}
