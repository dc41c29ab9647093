#!/usr/bin/env node
/**
 * Reads the front-end code's own imports and checks that they flow one way (ARCHITECTURE.md):
 * the page's entries (blocks/, woocommerce/, classic/) → hooks/ (what binds components
 * to stores) → stores/ → assets/ (pure components, utils, api, settings). Fails, naming each
 * import, when a file imports from a higher layer, when a store package imports a store package
 * that depends on it, or when any import circle exists. Type-only imports count: a layer that
 * names a higher layer's types depends on it too. Tests may reach anywhere and are left out.
 *
 * Usage: node bin/check-layers.mjs [--facts]   (--facts prints the counts for a closing note)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/**
 * Layers, lowest first: a file may import its own layer or a lower one. Their folders hold all
 * of Kassa's front-end source (make-pot reads its strings from them).
 */
export const LAYERS = [
	{ name: 'assets', folders: [ 'assets' ] },
	{ name: 'stores', folders: [ 'stores' ] },
	{ name: 'hooks', folders: [ 'hooks' ] },
	{ name: 'entries', folders: [ 'blocks', 'woocommerce', 'classic' ] },
];

/** The shared scripts' import names (webpack.config.js SHARED) and their sources. */
const ALIASES = {
	'@kassa/settings': 'assets/settings/index.ts',
	'@kassa/data': 'stores/index.ts',
	'@kassa/payment-registry': 'stores/payment-registry/index.ts',
	'@kassa/extensions': 'stores/extensions/index.ts',
	'@kassa/classic': 'classic/index.ts',
};

const EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

/** Every folder of front-end source. */
export const SOURCE_FOLDERS = LAYERS.flatMap( ( layer ) => layer.folders );

const isTest = ( file ) =>
	/(^|\/)(test|test-utils)\//.test( file ) || /\.test\.tsx?$/.test( file );

function sourceFiles( root ) {
	const files = [];
	const walk = ( folder ) => {
		if ( ! fs.existsSync( path.join( root, folder ) ) ) {
			return;
		}
		for ( const entry of fs.readdirSync( path.join( root, folder ), {
			withFileTypes: true,
		} ) ) {
			const file = path.posix.join( folder, entry.name );
			if ( entry.isDirectory() ) {
				walk( file );
			} else if (
				/\.tsx?$/.test( entry.name ) &&
				! entry.name.endsWith( '.d.ts' ) &&
				! isTest( file )
			) {
				files.push( file );
			}
		}
	};
	SOURCE_FOLDERS.forEach( walk );
	return files;
}

function resolveImport( root, from, request ) {
	if ( ALIASES[ request ] ) {
		return ALIASES[ request ];
	}
	if ( ! request.startsWith( '.' ) ) {
		return null; // A package: WordPress's, React, clsx …
	}
	const base = path.posix.normalize(
		path.posix.join( path.posix.dirname( from ), request )
	);
	if ( /\.(scss|css|json|svg)$/.test( base ) ) {
		return null;
	}
	for ( const candidate of [
		base,
		...EXTENSIONS.map( ( e ) => base + e ),
	] ) {
		if (
			fs.existsSync( path.join( root, candidate ) ) &&
			fs.statSync( path.join( root, candidate ) ).isFile()
		) {
			return candidate;
		}
	}
	throw new Error( `${ from } imports ${ request }, which does not exist.` );
}

/**
 * @param {string} root The project's folder.
 * @return {Map<string,string[]>} Each source file and the source files it imports.
 */
export function importGraph( root = ROOT ) {
	const graph = new Map();
	for ( const file of sourceFiles( root ) ) {
		const text = fs.readFileSync( path.join( root, file ), 'utf8' );
		const { importedFiles } = ts.preProcessFile( text, true, true );
		graph.set(
			file,
			importedFiles
				.map( ( { fileName } ) =>
					resolveImport( root, file, fileName )
				)
				.filter( Boolean )
		);
	}
	return graph;
}

/**
 * @param {string} file A source file.
 * @return {number} Its layer's index in LAYERS.
 */
export function layerOf( file ) {
	return LAYERS.findIndex( ( layer ) =>
		layer.folders.some( ( folder ) => file.startsWith( folder + '/' ) )
	);
}

/**
 * A store package: stores/<name>/… (stores/index.ts and setup.ts are the package's root).
 *
 * @param {string} file A source file.
 * @return {string|null} Its store package.
 */
const storePackage = ( file ) => {
	const match = /^stores\/([^/]+)\//.exec( file );
	return match ? match[ 1 ] : null;
};

/**
 * Strongly connected components with more than one member (or a self-import): the circles.
 *
 * @param {Map<string,string[]>} graph Each node and the nodes it imports.
 * @return {string[][]} The circles.
 */
export function circles( graph ) {
	let index = 0;
	const stack = [];
	const onStack = new Set();
	const indices = new Map();
	const lowLinks = new Map();
	const found = [];
	const visit = ( node ) => {
		indices.set( node, index );
		lowLinks.set( node, index );
		index++;
		stack.push( node );
		onStack.add( node );
		for ( const next of graph.get( node ) ?? [] ) {
			if ( ! indices.has( next ) ) {
				visit( next );
				lowLinks.set(
					node,
					Math.min( lowLinks.get( node ), lowLinks.get( next ) )
				);
			} else if ( onStack.has( next ) ) {
				lowLinks.set(
					node,
					Math.min( lowLinks.get( node ), indices.get( next ) )
				);
			}
		}
		if ( lowLinks.get( node ) === indices.get( node ) ) {
			const component = [];
			let member;
			do {
				member = stack.pop();
				onStack.delete( member );
				component.push( member );
			} while ( member !== node );
			if (
				component.length > 1 ||
				( graph.get( node ) ?? [] ).includes( node )
			) {
				found.push( component.sort() );
			}
		}
	};
	[ ...graph.keys() ].forEach(
		( node ) => indices.has( node ) || visit( node )
	);
	return found;
}

/**
 * The store packages' own graph: which store package imports which.
 *
 * @param {Map<string,string[]>} graph The files' import graph.
 * @return {Map<string,string[]>} Each store package and the ones it imports.
 */
function storePackageGraph( graph ) {
	const packages = new Map();
	for ( const [ file, imports ] of graph ) {
		const from = storePackage( file );
		if ( ! from ) {
			continue;
		}
		const targets = packages.get( from ) ?? [];
		for ( const target of imports.map( storePackage ) ) {
			if ( target && target !== from && ! targets.includes( target ) ) {
				targets.push( target );
			}
		}
		packages.set( from, targets );
	}
	return packages;
}

/**
 * @param {string} root The project's folder.
 * @return {{files: number, imports: number, upward: string[], fileCircles: string[][], packageCircles: string[][]}} What the imports show.
 */
export function check( root = ROOT ) {
	const graph = importGraph( root );
	const upward = [];
	let imports = 0;
	for ( const [ file, targets ] of graph ) {
		for ( const target of targets ) {
			imports++;
			if ( layerOf( target ) > layerOf( file ) ) {
				upward.push(
					`${ file } (${ LAYERS[ layerOf( file ) ].name }) imports ${ target } (${
						LAYERS[ layerOf( target ) ].name
					})`
				);
			}
		}
	}
	return {
		files: graph.size,
		imports,
		upward,
		fileCircles: circles( graph ),
		packageCircles: circles( storePackageGraph( graph ) ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { files, imports, upward, fileCircles, packageCircles } = check();
	const problems = [
		...upward.map( ( line ) => `upward import: ${ line }` ),
		...fileCircles.map( ( c ) => `import circle: ${ c.join( ' → ' ) }` ),
		...packageCircles.map(
			( c ) => `store packages import each other: ${ c.join( ', ' ) }`
		),
	];
	console.log(
		`${ files } source files, ${ imports } imports between them: ${ upward.length } from a lower layer to a higher one, ${ fileCircles.length } import circles, ${ packageCircles.length } circles between store packages.`
	);
	problems.forEach( ( line ) => console.error( line ) );
	process.exit( problems.length ? 1 : 0 );
}
