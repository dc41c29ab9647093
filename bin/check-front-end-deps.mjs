#!/usr/bin/env node
/**
 * Build-time check: no script a shopper's page loads (Kassa's shared scripts, the blocks' view
 * scripts, the payment method scripts, and the lazy chunks they carry) depends on an editor
 * package, directly or through WordPress's own script dependencies (read from the WordPress
 * core the site runs: wp-includes/assets/script-loader-packages.php). Exits 1 and names the
 * path to each forbidden package it finds.
 *
 * Usage: node bin/check-front-end-deps.mjs <build folder> <WordPress core folder>
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Packages made for the editor: hundreds of KB a shopper must never download. */
export const EDITOR_HANDLES = [
	'wp-block-editor',
	'wp-block-library',
	'wp-blocks',
	'wp-commands',
	'wp-components',
	'wp-customize-widgets',
	'wp-date',
	'moment',
	'wp-edit-post',
	'wp-edit-site',
	'wp-edit-widgets',
	'wp-editor',
	'wp-format-library',
	'wp-keyboard-shortcuts',
	'wp-media-utils',
	'wp-patterns',
	'wp-preferences',
	'wp-reusable-blocks',
	'wp-rich-text',
	'wp-server-side-render',
	'wp-theme',
];

/**
 * Kassa's scripts of their own (build folder => handle), as includes/ registers them; the
 * adapters that stand in for WooCommerce's handles come from build/woocommerce-adapters.php.
 */
const SCRIPT_FOLDERS = {
	settings: 'kassa-settings',
	data: 'kassa-data',
	'payment-registry': 'kassa-payment-registry',
	extensions: 'kassa-extensions',
	'woocommerce-payments': 'kassa-woocommerce-payments',
	classic: 'kassa-classic',
	'classic-gateways': 'kassa-classic-gateways',
};

/**
 * Reads a PHP file that returns an array, as JSON.
 *
 * @param {string} file The file.
 * @return {*} Its array.
 */
function readPhpArray( file ) {
	return JSON.parse(
		execFileSync(
			'php',
			[ '-r', 'echo json_encode( include $argv[1] );', file ],
			{ encoding: 'utf8' }
		)
	);
}

/**
 * Every front-end script of the build, by handle, with its direct dependencies.
 *
 * @param {string} build The build folder.
 * @return {Map<string, string[]>} Handle => dependencies.
 */
export function frontEndScripts( build ) {
	const scripts = new Map();
	// WooCommerce's handles that Kassa's adapters stand in for, as the build lists them.
	const adapters = path.join( build, 'woocommerce-adapters.php' );
	const folders = [
		...Object.entries( SCRIPT_FOLDERS ),
		...( fs.existsSync( adapters )
			? Object.entries( readPhpArray( adapters ) ).map(
					( [ handle, { folder } ] ) => [ folder, handle ]
				)
			: [] ),
	];
	for ( const [ folder, handle ] of folders ) {
		const asset = path.join( build, folder, 'index.asset.php' );
		if ( fs.existsSync( asset ) ) {
			scripts.set( handle, readPhpArray( asset ).dependencies );
		}
	}
	const blocks = path.join( build, 'blocks' );
	for ( const block of fs.existsSync( blocks )
		? fs.readdirSync( blocks )
		: [] ) {
		const asset = path.join( blocks, block, 'frontend.asset.php' );
		if ( fs.existsSync( asset ) ) {
			scripts.set(
				`kassa-${ block }-view-script`,
				readPhpArray( asset ).dependencies
			);
		}
	}
	return scripts;
}

/**
 * WordPress's package scripts, by handle, with their dependencies.
 *
 * @param {string} core The WordPress folder.
 * @return {Map<string, string[]>} Handle => dependencies.
 */
export function wordpressScripts( core ) {
	const packages = readPhpArray(
		path.join( core, 'wp-includes/assets/script-loader-packages.php' )
	);
	return new Map(
		Object.entries( packages ).map( ( [ file, asset ] ) => [
			`wp-${ file.replace( /(\.min)?\.js$/, '' ) }`,
			asset.dependencies,
		] )
	);
}

/**
 * The forbidden packages each front-end script reaches, with the path to each.
 *
 * @param {Map<string, string[]>} scripts   Front-end handle => dependencies.
 * @param {Map<string, string[]>} wordpress WordPress handle => dependencies.
 * @return {string[]} One line per problem, e.g. 'kassa-data → wp-notices → wp-components'.
 */
export function findEditorDependencies( scripts, wordpress ) {
	const graph = new Map( [ ...wordpress, ...scripts ] );
	const problems = [];
	for ( const handle of scripts.keys() ) {
		const seen = new Set();
		const walk = ( current, trail ) => {
			for ( const dependency of graph.get( current ) ?? [] ) {
				if ( seen.has( dependency ) ) {
					continue;
				}
				seen.add( dependency );
				const next = [ ...trail, dependency ];
				if ( EDITOR_HANDLES.includes( dependency ) ) {
					problems.push( next.join( ' → ' ) );
				} else {
					walk( dependency, next );
				}
			}
		};
		walk( handle, [ handle ] );
	}
	return problems;
}

const isMain = process.argv[ 1 ] === new URL( import.meta.url ).pathname;
if ( isMain ) {
	const [ build, core ] = process.argv.slice( 2 );
	if ( ! build || ! core ) {
		console.error(
			'usage: node bin/check-front-end-deps.mjs <build folder> <WordPress core folder>'
		);
		process.exit( 2 );
	}
	const scripts = frontEndScripts( build );
	const problems = findEditorDependencies(
		scripts,
		wordpressScripts( core )
	);
	if ( problems.length ) {
		console.error(
			`Front-end scripts reach editor packages (a shopper would download them):\n  ${ problems.join(
				'\n  '
			) }`
		);
		process.exit( 1 );
	}
	console.log(
		`${ scripts.size } front-end scripts, none depends on an editor package.`
	);
}
