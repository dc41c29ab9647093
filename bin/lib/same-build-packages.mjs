/**
 * Exits 0 when an older package.json (on stdin) names no package its build would load at
 * another version than today's (the path given): each of its dependencies, devDependencies and
 * overrides is today's, the test drivers aside (Playwright, WebdriverIO, axe's Playwright
 * binding: a build never loads them). bin/lib/release.sh then builds the older release with
 * today's node_modules instead of a second `npm ci`.
 *
 *   git show COMMIT:package.json | node bin/lib/same-build-packages.mjs package.json
 */
import { readFileSync } from 'node:fs';

const TEST_DRIVERS = new Set( [
	'@playwright/test',
	'@axe-core/playwright',
	'webdriverio',
] );
const SECTIONS = [ 'dependencies', 'devDependencies', 'overrides' ];

const older = JSON.parse( readFileSync( 0, 'utf8' ) );
const today = JSON.parse( readFileSync( process.argv[ 2 ], 'utf8' ) );
const differing = SECTIONS.flatMap( ( section ) =>
	Object.entries( older[ section ] ?? {} )
		.filter(
			( [ name, version ] ) =>
				! TEST_DRIVERS.has( name ) &&
				today[ section ]?.[ name ] !== version
		)
		.map( ( [ name, version ] ) => `${ name }@${ version }` )
);
if ( differing.length ) {
	process.stderr.write(
		`kassa: the older release's build needs its own packages: ${ differing.join( ', ' ) }\n`
	);
	process.exit( 1 );
}
