#!/usr/bin/env node
/**
 * Builds languages/kassa.pot, the template translators start from, from the source: the
 * strings of the text domain `kassa` in the front-end JS/TS (check-layers.mjs's folders; through
 * `@wordpress/babel-plugin-makepot`, as wp-scripts' Babel reads them), in the PHP of plugin.php,
 * includes/ (bin/lib/php-strings.php, with PHP's tokenizer), and the titles,
 * descriptions and keywords of the blocks' block.json (in the contexts WordPress translates
 * them in). `npm run make-pot`; WP-CLI's `wp i18n make-pot` would do the same where it exists.
 */
import { execFileSync } from 'node:child_process';
import {
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SOURCE_FOLDERS } from './check-layers.mjs';

const require = createRequire( import.meta.url );
const { transformFileSync } = require( '@babel/core' );
const { po } = require( 'gettext-parser' );

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** The contexts WordPress translates a block.json's fields in (block-i18n.json). */
const BLOCK_JSON_CONTEXTS = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};

/**
 * The source files under some folders (tests, builds and dependencies left out).
 *
 * @param {string[]} folders   Folders, relative to the root.
 * @param {RegExp}   extension File names to keep.
 * @return {string[]} Files, relative to the root, sorted.
 */
function sourceFiles( folders, extension ) {
	return folders
		.flatMap( ( folder ) =>
			readdirSync( path.join( ROOT, folder ), {
				recursive: true,
				withFileTypes: true,
			} )
				.filter(
					( entry ) => entry.isFile() && extension.test( entry.name )
				)
				.map( ( entry ) =>
					path.relative(
						ROOT,
						path.join( entry.parentPath, entry.name )
					)
				)
		)
		.filter(
			( file ) =>
				! /(^|\/)(test|node_modules|build)\//.test( file ) &&
				! /\.test\.[jt]sx?$/.test( file )
		)
		.sort();
}

/**
 * The strings of JS/TS files, as @wordpress/babel-plugin-makepot extracts them.
 *
 * @param {string[]} files Files, relative to the root.
 * @return {Object[]} Entries: msgid, msgid_plural, msgctxt, reference, comment.
 */
function jsStrings( files ) {
	const folder = mkdtempSync( path.join( tmpdir(), 'kassa-pot-' ) );
	// One options object for every file: the plugin then collects them all in one POT.
	const options = { output: path.join( folder, 'js.pot' ) };
	try {
		files.forEach( ( file ) =>
			transformFileSync( path.join( ROOT, file ), {
				cwd: ROOT,
				babelrc: false,
				configFile: false,
				code: false,
				presets: [
					require.resolve( '@wordpress/babel-preset-default' ),
				],
				plugins: [
					[
						require.resolve( '@wordpress/babel-plugin-makepot' ),
						options,
					],
				],
			} )
		);
		const { translations } = po.parse( readFileSync( options.output ) );
		return Object.values( translations ).flatMap( ( byId ) =>
			Object.values( byId )
				.filter( ( entry ) => entry.msgid )
				.flatMap( ( entry ) =>
					entry.comments.reference
						.split( '\n' )
						.map( ( reference ) => ( {
							msgid: entry.msgid,
							msgid_plural: entry.msgid_plural,
							msgctxt: entry.msgctxt,
							reference,
							comment: entry.comments.extracted,
						} ) )
				)
		);
	} finally {
		rmSync( folder, { recursive: true, force: true } );
	}
}

/**
 * The strings of PHP files (bin/lib/php-strings.php).
 *
 * @param {string[]} files Files, relative to the root.
 * @return {Object[]} Entries.
 */
function phpStrings( files ) {
	return JSON.parse(
		execFileSync(
			'php',
			[ path.join( ROOT, 'bin/lib/php-strings.php' ), ROOT, ...files ],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		)
	);
}

/**
 * The strings of block.json files: title, description and keywords.
 *
 * @param {string[]} files Files, relative to the root.
 * @return {Object[]} Entries.
 */
function blockJsonStrings( files ) {
	return files.flatMap( ( file ) => {
		const metadata = JSON.parse(
			readFileSync( path.join( ROOT, file ), 'utf8' )
		);
		if ( metadata.textdomain !== 'kassa' ) {
			return [];
		}
		return Object.entries( BLOCK_JSON_CONTEXTS ).flatMap(
			( [ field, msgctxt ] ) =>
				[ metadata[ field ] ?? [] ]
					.flat()
					.map( ( msgid ) => ( { msgid, msgctxt, reference: file } ) )
		);
	} );
}

/**
 * A POT file of entries: one per text and context, with every place it is used.
 *
 * @param {Object[]} entries Entries, in the order of their references.
 * @param {string}   version The plugin's version.
 * @return {Buffer} The POT.
 */
export function buildPot( entries, version ) {
	const translations = { '': { '': { msgid: '', msgstr: [ '' ] } } };
	entries.forEach(
		( {
			msgid,
			msgid_plural: plural,
			msgctxt = '',
			reference,
			comment,
		} ) => {
			translations[ msgctxt ] ??= {};
			const known = translations[ msgctxt ][ msgid ];
			if ( known ) {
				known.comments.reference += `\n${ reference }`;
				if (
					comment &&
					! known.comments.extracted?.includes( comment )
				) {
					known.comments.extracted = [
						known.comments.extracted,
						comment,
					]
						.filter( Boolean )
						.join( '\n' );
				}
				return;
			}
			translations[ msgctxt ][ msgid ] = {
				...( msgctxt ? { msgctxt } : {} ),
				msgid,
				...( plural ? { msgid_plural: plural } : {} ),
				msgstr: plural ? [ '', '' ] : [ '' ],
				comments: {
					reference,
					...( comment ? { extracted: comment } : {} ),
				},
			};
		}
	);
	return po.compile( {
		charset: 'utf-8',
		// gettext-parser's keys are lower case; it writes them capitalised.
		headers: {
			'project-id-version': `Kassa ${ version }`,
			'mime-version': '1.0',
			'content-type': 'text/plain; charset=UTF-8',
			'content-transfer-encoding': '8bit',
			'plural-forms': 'nplurals=INTEGER; plural=EXPRESSION;',
			'x-domain': 'kassa',
			'x-generator': 'bin/make-pot.mjs',
		},
		translations,
	} );
}

/**
 * Orders entries by where they are used: file, then line.
 *
 * @param {Object} a An entry.
 * @param {Object} b Another.
 * @return {number} The order.
 */
function byReference( a, b ) {
	const [ fileA, lineA = 0 ] = a.reference.split( ':' );
	const [ fileB, lineB = 0 ] = b.reference.split( ':' );
	return fileA.localeCompare( fileB ) || Number( lineA ) - Number( lineB );
}

/**
 * The strings of a .pot, each as its context, text and plural, for comparing two templates
 * regardless of their references and comments.
 *
 * @param {string} text The .pot.
 * @return {Set<string>} The strings.
 */
export function potStrings( text ) {
	const { translations } = po.parse( text );
	return new Set(
		Object.values( translations ).flatMap( ( byId ) =>
			Object.values( byId )
				.filter( ( entry ) => entry.msgid !== '' )
				.map(
					( entry ) =>
						`${ entry.msgctxt ?? '' }\u0004${ entry.msgid }\u0004${
							entry.msgid_plural ?? ''
						}`
				)
		)
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const entries = [
		...phpStrings( [
			'plugin.php',
			...sourceFiles( [ 'includes' ], /\.php$/ ),
		] ),
		...blockJsonStrings( sourceFiles( [ 'blocks' ], /^block\.json$/ ) ),
		...jsStrings( sourceFiles( SOURCE_FOLDERS, /\.(js|jsx|ts|tsx)$/ ) ),
	].sort( byReference );
	const { version } = JSON.parse(
		readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
	);
	const pot = path.join( ROOT, 'languages/kassa.pot' );
	const built = buildPot( entries, version );
	if ( process.argv.includes( '--check' ) ) {
		// The committed template must hold exactly the source's strings (references may lag).
		const source = potStrings( built );
		const committed = potStrings( readFileSync( pot, 'utf8' ) );
		const show = ( key ) =>
			key.split( '\u0004' ).filter( Boolean ).join( ' | ' );
		const missing = [ ...source ].filter(
			( key ) => ! committed.has( key )
		);
		const stale = [ ...committed ].filter( ( key ) => ! source.has( key ) );
		if ( missing.length || stale.length ) {
			console.error(
				[
					'kassa: languages/kassa.pot is out of date: run npm run make-pot and commit it.',
					...missing.map( ( key ) => `  missing: ${ show( key ) }` ),
					...stale.map(
						( key ) => `  no longer in the source: ${ show( key ) }`
					),
				].join( '\n' )
			);
			process.exit( 1 );
		}
		console.log(
			`kassa: languages/kassa.pot holds the source's ${ source.size } strings.`
		);
	} else {
		writeFileSync( pot, built );
		const texts = new Set(
			entries.map( ( e ) => `${ e.msgctxt ?? '' }\u0004${ e.msgid }` )
		);
		console.log(
			`kassa: ${ texts.size } strings in ${ path.relative( process.cwd(), pot ) }.`
		);
	}
}
