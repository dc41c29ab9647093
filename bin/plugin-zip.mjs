#!/usr/bin/env node
/**
 * Packs the release zip from a build, the wp-scripts way: `wp-scripts plugin-zip` writes
 * kassa.zip (one top folder, kassa/) holding the files package.json's "files" names, which are
 * what a shop needs. npm's packing rules add the project's package.json and README.md whatever
 * "files" says; both are for developers, so they are taken out again. Prints the zip's size and
 * what it holds. `npm run plugin-zip` runs it after `wp-scripts build`.
 *
 * Usage: node bin/plugin-zip.mjs   (in the plugin's folder, after a build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files npm packs into any package, which a shop does not need. */
const DEVELOPER_FILES = [ 'package.json', 'README.md' ];

// wp-scripts from this checkout's node_modules (the folder packed may have none), and the zip
// library its plugin-zip writes with.
const WP_SCRIPTS = createRequire( import.meta.url ).resolve(
	'@wordpress/scripts/bin/wp-scripts.js'
);
const AdmZip = createRequire( WP_SCRIPTS )( 'adm-zip' );

/**
 * Groups a zip's file paths (under its top folder) for a summary: files at the top by name,
 * folders by their file count.
 *
 * @param {string[]} files Paths inside the plugin folder, e.g. 'build/data/index.js'.
 * @return {string[]} Lines, e.g. 'plugin.php', 'build/ (105 files)'.
 */
export function summarize( files ) {
	const top = files.filter( ( file ) => ! file.includes( '/' ) );
	const folders = new Map();
	for ( const file of files.filter( ( f ) => f.includes( '/' ) ) ) {
		const folder = file.slice( 0, file.indexOf( '/' ) + 1 );
		folders.set( folder, ( folders.get( folder ) ?? 0 ) + 1 );
	}
	return [
		...top,
		...[ ...folders ].map(
			( [ folder, count ] ) =>
				`${ folder } (${ count } ${ count === 1 ? 'file' : 'files' })`
		),
	];
}

/**
 * Packs kassa.zip in a folder.
 *
 * @param {string} folder The plugin's folder, built.
 * @return {{zip: string, files: string[], bytes: number, unpacked: number}} The zip's path, the
 *         paths it holds (under its top folder), its size and its contents' size.
 */
export function pluginZip( folder ) {
	const packed = spawnSync( process.execPath, [ WP_SCRIPTS, 'plugin-zip' ], {
		cwd: folder,
		encoding: 'utf8',
	} );
	if ( packed.status !== 0 ) {
		throw new Error(
			`wp-scripts plugin-zip failed:\n${ packed.stdout }${ packed.stderr }`
		);
	}
	const name = JSON.parse(
		fs.readFileSync( path.join( folder, 'package.json' ), 'utf8' )
	).name;
	const zipPath = path.join( folder, `${ name }.zip` );
	const zip = new AdmZip( zipPath );
	for ( const file of DEVELOPER_FILES ) {
		zip.deleteFile( `${ name }/${ file }` );
	}
	zip.writeZip( zipPath );
	const entries = zip.getEntries().filter( ( entry ) => ! entry.isDirectory );
	return {
		zip: zipPath,
		files: entries.map( ( entry ) =>
			entry.entryName.slice( name.length + 1 )
		),
		bytes: fs.statSync( zipPath ).size,
		unpacked: entries.reduce(
			( sum, entry ) => sum + entry.header.size,
			0
		),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { zip, files, bytes, unpacked } = pluginZip( process.cwd() );
	const kb = ( n ) => `${ ( n / 1024 ).toFixed( 1 ) } KB`;
	console.log(
		`${ path.basename( zip ) }: ${ kb( bytes ) } (${ kb(
			unpacked
		) } unpacked), ${ files.length } files:`
	);
	for ( const line of summarize( files ) ) {
		console.log( `  ${ line }` );
	}
}
