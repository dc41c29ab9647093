/**
 * The release zip (`npm run plugin-zip`: package.json's "files", packed by bin/plugin-zip.mjs)
 * holds what a shop needs, every file Kassa's PHP reads, and nothing for development; and the
 * version is the same wherever a release names it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pluginZip, summarize } from '../../bin/plugin-zip.mjs';

const ROOT = path.resolve( import.meta.dirname, '../..' );

const read = ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' );

/** The PHP a release runs: the bootstrap, uninstall.php and includes/. */
const PHP_FILES = [
	'plugin.php',
	'uninstall.php',
	...fs
		.readdirSync( path.join( ROOT, 'includes' ), { recursive: true } )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.map( ( file ) => `includes/${ file }` ),
];

/**
 * The plugin's files Kassa's PHP names (`KASSA_DIR . '/…'`, `__DIR__ . '/…'`, `plugins_url(
 * '…', KASSA_FILE )`), with a variable or a wildcard in a path made a sample name.
 *
 * @return {{files: string[], folders: string[]}} Paths from the plugin's folder; a path without
 *         a file name (e.g. 'languages') is a folder the PHP reads files from.
 */
function pathsThePhpReads() {
	const files = new Set();
	const folders = new Set();
	for ( const file of PHP_FILES ) {
		const source = read( file );
		const references = [
			...source.matchAll( /(KASSA_DIR|__DIR__)\s*\.\s*(['"])(.*?)\2/g ),
			...source.matchAll(
				/plugins_url\(\s*()(['"])(.*?)\2\s*,\s*KASSA_FILE/g
			),
		];
		for ( const [ , base, , reference ] of references ) {
			const from = base === '__DIR__' ? path.dirname( file ) : '.';
			const sample = path
				.join( from, reference.replace( /\{?\$\w+\}?|\*/g, 'sample' ) )
				.replace( /\/$/, '' );
			( path.extname( sample ) ? files : folders ).add( sample );
		}
	}
	return { files: [ ...files ], folders: [ ...folders ] };
}

/**
 * A copy of the project's shape in a temporary folder: its package.json, a file of every kind
 * a checkout holds (sources, tests, tools, node_modules, a build with the marker bin/test
 * leaves), plus every file Kassa's PHP reads.
 *
 * @param {string[]} extra More files to create.
 * @return {string} The folder.
 */
function projectLike( extra ) {
	const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-zip-' ) );
	fs.copyFileSync(
		path.join( ROOT, 'package.json' ),
		path.join( folder, 'package.json' )
	);
	for ( const file of [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'LICENSE',
		'README.md',
		'package-lock.json',
		'webpack.config.js',
		'tsconfig.json',
		'includes/markup/cart.html',
		'build/.complete',
		'build/data/index.js',
		'build/blocks/cart/block.json',
		'build/blocks/cart/index.asset.php',
		'languages/kassa.pot',
		'languages/kassa-he_IL.mo',
		'assets/icons/cart-icons.ts',
		'assets/components/panel.tsx',
		'blocks/cart/edit.tsx',
		'blocks/cart/block.json',
		'blocks/README.md',
		'stores/cart/index.ts',
		'woocommerce/payments/index.ts',
		'tests/e2e/specs/cart.spec.ts',
		'tests/fixtures/kassa-test-gateway/kassa-test-gateway.php',
		'bin/start',
		'bin/lib/common.sh',
		'node_modules/react/index.js',
		'.cache/sites/dev/index.php',
		...extra,
	] ) {
		fs.mkdirSync( path.dirname( path.join( folder, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( folder, file ), `${ file }\n` );
	}
	return folder;
}

test( 'the zip holds what a shop needs, every file the PHP reads, and nothing for development', () => {
	const phpReads = pathsThePhpReads();
	const folder = projectLike( phpReads.files );
	try {
		const { zip, files } = pluginZip( folder );
		assert.equal( path.basename( zip ), 'kassa.zip' );
		assert.deepEqual(
			files
				.filter( ( file ) => ! phpReads.files.includes( file ) )
				.sort(),
			[
				'LICENSE',
				'build/blocks/cart/block.json',
				'build/blocks/cart/index.asset.php',
				'build/data/index.js',
				'includes/markup/cart.html',
				'languages/kassa.pot',
				'plugin.php',
				'readme.txt',
				'uninstall.php',
			]
		);
		for ( const file of phpReads.files ) {
			assert.ok( files.includes( file ), `the zip lacks ${ file }` );
		}
		for ( const readFolder of phpReads.folders ) {
			assert.ok(
				files.some( ( file ) => file.startsWith( `${ readFolder }/` ) ),
				`the zip has nothing in ${ readFolder }/`
			);
		}
	} finally {
		fs.rmSync( folder, { recursive: true, force: true } );
	}
} );

test( 'the PHP reads files a build and a checkout both have', () => {
	// The check above is only as good as this list: it must find the bootstrap's includes and
	// the build's scripts.
	const { files, folders } = pathsThePhpReads();
	assert.ok( files.includes( 'includes/lifecycle.php' ) );
	assert.ok( files.includes( 'build/sample/index.asset.php' ) );
	assert.ok( files.includes( 'build/blocks/sample/block.json' ) );
	assert.ok( folders.includes( 'languages' ) );
} );

test( 'the summary lists top-level files and counts each folder', () => {
	assert.deepEqual(
		summarize( [
			'plugin.php',
			'build/a.js',
			'build/b/c.js',
			'languages/kassa.pot',
		] ),
		[ 'plugin.php', 'build/ (2 files)', 'languages/ (1 file)' ]
	);
} );

test( 'the version is the same in package.json, the plugin header and readme.txt', () => {
	const header = ( name ) =>
		new RegExp( `^\\s*\\*\\s*${ name }:\\s*(\\S+)`, 'm' ).exec(
			read( 'plugin.php' )
		)?.[ 1 ];
	const readme = read( 'readme.txt' );
	const field = ( name ) =>
		new RegExp( `^${ name }:\\s*(\\S+)`, 'm' ).exec( readme )?.[ 1 ];
	const version = JSON.parse( read( 'package.json' ) ).version;
	assert.equal( header( 'Version' ), version, 'plugin.php Version' );
	assert.equal( field( 'Stable tag' ), version, 'readme.txt Stable tag' );
	assert.equal(
		/== Changelog ==\s*= (\S+) =/.exec( readme )?.[ 1 ],
		version,
		"readme.txt's latest changelog entry"
	);
	for ( const name of [
		'Requires at least',
		'Tested up to',
		'Requires PHP',
	] ) {
		assert.ok( header( name ), `plugin.php has no ${ name }` );
		assert.equal( field( name ), header( name ), `readme.txt ${ name }` );
	}
} );

test( 'the previous release builds with today’s packages unless its build needs others (bin/lib/same-build-packages.mjs)', () => {
	const today = JSON.parse( read( 'package.json' ) );
	const check = ( older ) =>
		spawnSync(
			'node',
			[ 'bin/lib/same-build-packages.mjs', 'package.json' ],
			{ cwd: ROOT, input: JSON.stringify( older ), encoding: 'utf8' }
		);
	// Another test driver, a package today added: today's node_modules serve.
	const olderDrivers = {
		...today,
		dependencies: { ...today.dependencies },
		devDependencies: {
			...today.devDependencies,
			'@playwright/test': '1.0.0',
		},
	};
	delete olderDrivers.dependencies[ '@wordpress/deprecated' ];
	assert.equal( check( olderDrivers ).status, 0 );
	// Another React, or a package today no longer has: a second install, named.
	for ( const [ section, name, version ] of [
		[ 'devDependencies', 'react', '17.0.2' ],
		[ 'dependencies', 'left-pad', '1.3.0' ],
		[ 'overrides', 'unrs-resolver', '1.0.0' ],
	] ) {
		const older = {
			...today,
			[ section ]: { ...today[ section ], [ name ]: version },
		};
		const result = check( older );
		assert.equal( result.status, 1, `${ section } ${ name }` );
		assert.match( result.stderr, new RegExp( `${ name }@${ version }` ) );
	}
} );
