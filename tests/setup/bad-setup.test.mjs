/**
 * Bad set-up ends with one sentence saying what to do, and a non-zero exit: a port in use, no
 * apt-get to install a missing tool, a failed build, Debian sid out of reach, no WooCommerce or
 * Redis Object Cache zip, or the wrong one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( import.meta.dirname, '../..' );

/**
 * Runs a snippet of bash with bin/lib/common.sh loaded.
 *
 * @param {string} script Bash to run after sourcing.
 * @param {Object} env    Extra environment.
 * @return {{status: number, stdout: string, stderr: string}} The outcome.
 */
function runWithCommon( script, env = {} ) {
	const result = spawnSync(
		'bash',
		[ '-c', `source bin/lib/common.sh; ${ script }` ],
		{
			cwd: ROOT,
			encoding: 'utf8',
			env: { ...process.env, ...env },
		}
	);
	return {
		status: result.status,
		stdout: result.stdout,
		stderr: result.stderr,
	};
}

test( 'bin/start refuses a port already in use, naming the fix', async () => {
	const server = net.createServer().listen( 0, '127.0.0.1' );
	await new Promise( ( resolve ) => server.once( 'listening', resolve ) );
	const { port } = server.address();
	const result = spawnSync( 'bin/start', [], {
		cwd: ROOT,
		encoding: 'utf8',
		env: { ...process.env, KASSA_PORT: String( port ) },
	} );
	server.close();
	assert.notEqual( result.status, 0 );
	assert.match(
		result.stderr,
		new RegExp(
			`^kassa: port ${ port } is already in use: .*KASSA_PORT.*\\.\\n$`
		)
	);
} );

test( 'bin/start without a WooCommerce zip says how to give one, before setting anything up', () => {
	const result = spawnSync( 'bin/start', [], {
		cwd: ROOT,
		encoding: 'utf8',
		env: {
			...process.env,
			KASSA_PORT: '1',
			KASSA_WOOCOMMERCE_ZIP: '/nonexistent/woocommerce.zip',
		},
	} );
	assert.equal( result.status, 1 );
	assert.equal( result.stderr, `kassa: ${ PLUGIN_ZIPS[ 0 ].hintText }` );
	assert.equal( result.stdout, '' );
} );

test( 'a missing tool without apt-get says to install it by hand', () => {
	// A PATH holding only bash and coreutils: no apt-get.
	const bin = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-path-' ) );
	for ( const tool of [ 'bash', 'dirname', 'id', 'mkdir' ] ) {
		fs.symlinkSync(
			spawnSync( 'bash', [ '-c', `command -v ${ tool }` ], {
				encoding: 'utf8',
			} ).stdout.trim(),
			path.join( bin, tool )
		);
	}
	const result = runWithCommon( 'apt_install chromium', { PATH: bin } );
	assert.equal( result.status, 1 );
	assert.equal(
		result.stderr,
		'kassa: apt-get is missing, so chromium cannot be installed here: install them by hand and run this again.\n'
	);
} );

test( 'a node_modules linked to another checkout is not reinstalled through the link', () => {
	const project = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-npm-' ) );
	const shared = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-shared-' ) );
	fs.writeFileSync( path.join( shared, '.package-lock.sha256' ), 'other\n' );
	fs.writeFileSync( path.join( shared, 'kept' ), '' );
	fs.writeFileSync( path.join( project, 'package-lock.json' ), '{}\n' );
	fs.symlinkSync( shared, path.join( project, 'node_modules' ) );
	const result = runWithCommon(
		`ROOT=${ project } CACHE=${ project }/.cache; ensure_node_modules`
	);
	assert.equal( result.status, 1 );
	assert.equal(
		result.stderr,
		`kassa: node_modules links to ${ shared }, installed from another package-lock.json: run npm ci there, or remove the link to install here.\n`
	);
	assert.ok( fs.existsSync( path.join( shared, 'kept' ) ) );
} );

test( 'a failed build shows the error and says to fix it', () => {
	const project = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-build-' ) );
	fs.mkdirSync( path.join( project, 'blocks' ) );
	fs.writeFileSync(
		path.join( project, 'package.json' ),
		'{ "name": "broken" }\n'
	);
	fs.writeFileSync(
		path.join( project, 'webpack.config.js' ),
		'throw new Error( "broken config" );\n'
	);
	fs.symlinkSync(
		path.join( ROOT, 'node_modules' ),
		path.join( project, 'node_modules' )
	);
	const result = runWithCommon(
		`ROOT=${ project } CACHE=${ project }/.cache; mkdir -p "$CACHE"; ensure_build`
	);
	assert.equal( result.status, 1 );
	assert.match( result.stderr, /broken config/ );
	assert.match(
		result.stderr,
		/kassa: the build failed \(log above, whole log in .*build\.log\): fix the error and run this again\.\n$/
	);
} );

test( 'an unreachable Debian sid says so and what to do, with no fallback', () => {
	const cache = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-sid-' ) );
	// Port 9 (discard) refuses at once: the mirror cannot be reached.
	const result = runWithCommon( `CACHE=${ cache }; fetch_wordpress_debs`, {
		KASSA_DEBIAN_MIRROR: 'http://127.0.0.1:9/debian',
	} );
	assert.equal( result.status, 1 );
	assert.match(
		result.stderr,
		/^kassa: Debian's sid suite could not be reached at http:\/\/127\.0\.0\.1:9\/debian \(see .*apt-wordpress\.log\): check access to that mirror, or set KASSA_DEBIAN_MIRROR to one you can reach, and run this again\.\n$/
	);
	assert.ok( ! fs.existsSync( path.join( cache, 'debs', '.complete' ) ) );
} );

/**
 * The plugin zips the sites unpack: WooCommerce's (every site) and the Redis Object Cache
 * plugin's (the production-shaped lane, bin/lib/production.sh).
 */
const PLUGIN_ZIPS = [
	{
		plugin: 'WooCommerce',
		variable: 'KASSA_WOOCOMMERCE_ZIP',
		find: 'woocommerce_zip',
		hint: 'WOOCOMMERCE_ZIP_HINT',
		unpack: 'ensure_woocommerce_plugin',
		hintText:
			'no WooCommerce zip: Kassa runs on WooCommerce. Download its release zip (11.0 or later, e.g. https://downloads.wordpress.org/plugin/woocommerce.11.0.1.zip), set KASSA_WOOCOMMERCE_ZIP to its path and run this again.\n',
		refusal:
			/kassa: .*other\.zip is not a WooCommerce release zip \(no woocommerce\/woocommerce\.php\): point KASSA_WOOCOMMERCE_ZIP at one\.\n$/,
	},
	{
		plugin: 'Redis Object Cache',
		variable: 'KASSA_REDIS_CACHE_ZIP',
		find: 'redis_cache_zip',
		hint: 'REDIS_CACHE_ZIP_HINT',
		unpack: 'ensure_redis_cache_plugin',
		hintText:
			"no Redis Object Cache zip: set KASSA_REDIS_CACHE_ZIP to the path of the plugin's release zip (redis-cache 2.6.3, the one WordPress.org serves) to run the production-shaped lane.\n",
		refusal:
			/kassa: .*other\.zip is not the Redis Object Cache plugin \(no redis-cache\/includes\/object-cache\.php\): point KASSA_REDIS_CACHE_ZIP at its release zip\.\n$/,
	},
];

for ( const zip of PLUGIN_ZIPS ) {
	test( `without a ${ zip.plugin } zip one line says how to give one`, () => {
		const result = runWithCommon(
			`source bin/lib/production.sh; [ -z "$( ${ zip.find } )" ] && echo "$${ zip.hint }"`,
			{ [ zip.variable ]: '/nonexistent/plugin.zip' }
		);
		assert.equal( result.status, 0 );
		assert.equal( result.stdout, zip.hintText );
	} );

	test( `a zip that is not ${ zip.plugin } is refused, naming the fix`, () => {
		const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-zip-' ) );
		fs.writeFileSync( path.join( folder, 'readme.txt' ), 'not a plugin\n' );
		spawnSync(
			'python3',
			[ '-m', 'zipfile', '-c', 'other.zip', 'readme.txt' ],
			{
				cwd: folder,
			}
		);
		const result = runWithCommon(
			`source bin/lib/production.sh; CACHE=${ folder }/.cache; ${ zip.unpack }`,
			{ [ zip.variable ]: path.join( folder, 'other.zip' ) }
		);
		assert.equal( result.status, 1 );
		assert.match( result.stderr, zip.refusal );
	} );
}

test( 'apt-get waits for a lock another install holds, and gives up once the wait is over', () => {
	// An apt-get that finds the lists' lock held on its first two runs (apt 2.6's `update` does
	// not wait for it itself), logging the options it was given.
	const bin = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-apt-' ) );
	const calls = path.join( bin, 'calls' );
	fs.writeFileSync(
		path.join( bin, 'apt-get' ),
		`#!/bin/bash
echo "$*" >> ${ calls }
[ "$( wc -l < ${ calls } )" -gt "\${HELD:-2}" ] && exit 0
echo 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 1 (apt-get)' >&2
exit 100
`,
		{ mode: 0o755 }
	);
	const env = {
		PATH: `${ bin }:${ process.env.PATH }`,
		KASSA_APT_LOCK_RETRY: '0',
	};
	const waited = runWithCommon( 'apt_get_waiting apt-get update -qq', env );
	assert.equal( waited.status, 0 );
	assert.deepEqual( fs.readFileSync( calls, 'utf8' ).trim().split( '\n' ), [
		'update -qq -o DPkg::Lock::Timeout=600',
		'update -qq -o DPkg::Lock::Timeout=600',
		'update -qq -o DPkg::Lock::Timeout=600',
	] );
	assert.match(
		waited.stderr,
		/waiting for another apt-get or dpkg to finish/
	);

	fs.rmSync( calls );
	const given = runWithCommon( 'apt_get_waiting apt-get update', {
		...env,
		HELD: '1000',
		KASSA_APT_LOCK_WAIT: '0',
	} );
	assert.equal( given.status, 100 );
	assert.equal(
		fs.readFileSync( calls, 'utf8' ),
		'update -o DPkg::Lock::Timeout=0\n'
	);

	// Any other failure is not waited for.
	fs.writeFileSync(
		path.join( bin, 'apt-get' ),
		'#!/bin/bash\necho "$*" >> ' + calls + '\nexit 100\n'
	);
	fs.rmSync( calls );
	assert.equal(
		runWithCommon( 'apt_get_waiting apt-get update', env ).status,
		100
	);
	assert.equal( fs.readFileSync( calls, 'utf8' ).split( '\n' ).length, 2 );
} );
