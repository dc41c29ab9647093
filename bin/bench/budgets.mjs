/**
 * Which scripts on a page are whose, and the side-by-side budgets: Kassa's scripts plus every
 * WordPress script they depend on within 150 KB (brotli), and every figure at least twice as
 * good as on WooCommerce's own blocks.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { frontEndScripts, wordpressScripts } from '../check-front-end-deps.mjs';
import { KB, ROOT } from './site.mjs';

export const KASSA_BUDGET = 150 * KB;

/** What Kassa's adapters of WooCommerce's front-end API may add to a page (brotli). */
export const ADAPTERS_BUDGET = 15 * KB;

/**
 * What Kassa's classic checkout contract (classic/: islands, the classic form and its events,
 * classic gateways as payment methods) may add to a page beyond the classic plugins' own
 * scripts (brotli). It loads only where a classic gateway or plugin is.
 */
export const CLASSIC_BUDGET = 8 * KB;

/** Kassa's classic checkout contract's build folders (webpack.config.js: CLASSIC, SCRIPTS). */
const CLASSIC_FOLDERS = [ '/build/classic/', '/build/classic-gateways/' ];

/**
 * Whether a script is Kassa's classic checkout contract.
 *
 * @param {string} url The script's URL.
 * @return {boolean} True for one of its scripts.
 */
export function isClassic( url ) {
	const { pathname } = new URL( url );
	return (
		pluginOf( url ) === 'kassa' &&
		CLASSIC_FOLDERS.some( ( folder ) => pathname.includes( folder ) )
	);
}

/**
 * Whether Kassa loads a script only when a plugin on the page needs it (reported apart).
 *
 * @param {string} url The script's URL.
 * @return {boolean} True for an adapter or the classic contract.
 */
const isApart = ( url ) => isAdapter( url ) || isClassic( url );

/** How many times better than WooCommerce's page each figure must be. */
export const FACTOR = 2;

/** WordPress's vendor scripts with dependencies (wp-includes/script-loader.php). */
const VENDOR_DEPENDENCIES = {
	'react-dom': [ 'react' ],
	'react-jsx-runtime': [ 'react' ],
};

/** The WooCommerce that bin/start serves, for its scripts' .asset.php files. */
const WOOCOMMERCE = path.join(
	ROOT,
	'.cache/sites/dev-woocommerce/wp-content/plugins/woocommerce'
);

/**
 * The plugin folder a script is served from ("kassa", "woocommerce", ...), or null. The last
 * /plugins/ segment counts: on the dev site WooCommerce's URLs run through Kassa's folder link
 * (/plugins/kassa/.cache/sites/…/plugins/woocommerce/…).
 *
 * @param {string} url The script's URL.
 * @return {string|null} The folder.
 */
export function pluginOf( url ) {
	const folders = [
		...new URL( url ).pathname.matchAll( /\/plugins\/([^/]+)\//g ),
	];
	return folders.at( -1 )?.[ 1 ] ?? null;
}

let adapterFolders;

/**
 * Whether a script is one of Kassa's adapters of WooCommerce's front-end API (served under one
 * of WooCommerce's handles: build/woocommerce-adapters.php lists their build folders).
 *
 * @param {string} url The script's URL.
 * @return {boolean} True for an adapter.
 */
export function isAdapter( url ) {
	if ( pluginOf( url ) !== 'kassa' ) {
		return false;
	}
	if ( ! adapterFolders ) {
		const map = path.join( ROOT, 'build/woocommerce-adapters.php' );
		adapterFolders = fs.existsSync( map )
			? Object.values(
					JSON.parse(
						execFileSync(
							'php',
							[
								'-r',
								'echo json_encode( include $argv[1] );',
								map,
							],
							{ encoding: 'utf8' }
						)
					)
				).map( ( adapter ) => `/build/${ adapter.folder }/` )
			: [];
	}
	const { pathname } = new URL( url );
	return adapterFolders.some( ( folder ) => pathname.includes( folder ) );
}

export const isCore = ( url ) =>
	! pluginOf( url ) && new URL( url ).pathname.includes( '/wp-includes/' );

export const sum = ( scripts ) =>
	scripts.reduce( ( total, script ) => total + script.size, 0 );

/**
 * A page's scripts in the table's groups: the page's own plugin's, Kassa's adapters of
 * WooCommerce's API and its classic checkout contract (apart from Kassa's own), WordPress
 * core's, and the rest (gateways, other plugins, the theme).
 *
 * @param {Array<{url: string, size: number}>} scripts The page's scripts.
 * @param {string}                             owner   The page's plugin folder.
 * @return {{own: number, adapters: number, classic: number, core: number, other: number, total: number}} Bytes.
 */
export function scriptGroups( scripts, owner ) {
	const adapters = scripts.filter( ( s ) => isAdapter( s.url ) );
	const classic = scripts.filter( ( s ) => isClassic( s.url ) );
	const own = scripts.filter(
		( s ) => pluginOf( s.url ) === owner && ! isApart( s.url )
	);
	const core = scripts.filter( ( s ) => isCore( s.url ) );
	return {
		own: sum( own ),
		adapters: sum( adapters ),
		classic: sum( classic ),
		core: sum( core ),
		other:
			sum( scripts ) -
			sum( own ) -
			sum( adapters ) -
			sum( classic ) -
			sum( core ),
		total: sum( scripts ),
	};
}

/**
 * Dependencies read from the .asset.php next to each of WooCommerce's scripts on the page.
 *
 * @param {Array<{url: string, handle: string|null}>} scripts The page's scripts.
 * @return {Array<[string, string[]]>} Handle => dependencies.
 */
function wooCommerceDependencies( scripts ) {
	const files = new Map();
	for ( const { url, handle } of scripts ) {
		const inside = /\/plugins\/woocommerce\/(.+)\.js$/.exec(
			new URL( url ).pathname
		);
		const file =
			inside && path.join( WOOCOMMERCE, `${ inside[ 1 ] }.asset.php` );
		if ( handle && file && fs.existsSync( file ) ) {
			files.set( handle, file );
		}
	}
	if ( ! files.size ) {
		return [];
	}
	const read = JSON.parse(
		execFileSync(
			'php',
			[
				'-r',
				'$o = []; foreach ( array_slice( $argv, 1 ) as $f ) { $o[] = ( include $f )["dependencies"]; } echo json_encode( $o );',
				...files.values(),
			],
			{ encoding: 'utf8' }
		)
	);
	return [ ...files.keys() ].map( ( handle, i ) => [ handle, read[ i ] ] );
}

let known;

/**
 * Kassa's and WordPress's script handles with their dependencies (read through PHP, once).
 *
 * @return {{kassa: Map<string, string[]>, wordpress: Map<string, string[]>}} The handles.
 */
function knownScripts() {
	known ??= {
		kassa: frontEndScripts( path.join( ROOT, 'build' ) ),
		wordpress: wordpressScripts( path.join( ROOT, '.cache/wordpress' ) ),
	};
	return known;
}

/**
 * Kassa's budget on one of its pages: its scripts and the WordPress scripts they depend on
 * (the dependency closure of Kassa's handles on the page, through Kassa's build/**\/*.asset.php,
 * WordPress's script-loader-packages.php and WooCommerce's .asset.php files), with what else
 * the page loads reported apart: the adapters of WooCommerce's API (their own budget,
 * ADAPTERS_BUDGET), the classic checkout contract (CLASSIC_BUDGET), WooCommerce's and the
 * gateways' scripts, the rest.
 *
 * @param {Array<{url: string, handle: string|null, size: number}>} scripts The page's scripts.
 * @return {Object} Bytes and handles by group; `budget` is Kassa's + WordPress's.
 */
export function kassaBudget( scripts ) {
	const { kassa, wordpress } = knownScripts();
	const graph = new Map( [
		...wordpress,
		...Object.entries( VENDOR_DEPENDENCIES ),
		...wooCommerceDependencies( scripts ),
		...kassa,
	] );
	// Kassa_WooCommerce_Payments::scripts() registers the bridge with WooCommerce's registry,
	// its settings and the active gateways' scripts as dependencies, at run time: the gateways
	// are WooCommerce's own (wc-payment-method-*) and the other plugins' scripts on the page.
	const gateways = scripts
		.filter(
			( s ) =>
				s.handle &&
				( s.handle.startsWith( 'wc-payment-method-' ) ||
					! [ 'kassa', 'woocommerce', null ].includes(
						pluginOf( s.url )
					) )
		)
		.map( ( s ) => s.handle );
	graph.set( 'kassa-woocommerce-payments', [
		...( graph.get( 'kassa-woocommerce-payments' ) ?? [] ),
		'wc-blocks-registry',
		'wc-settings',
		...gateways,
	] );

	const closure = new Set();
	const walk = ( handle ) => {
		if ( ! closure.has( handle ) ) {
			closure.add( handle );
			( graph.get( handle ) ?? [] ).forEach( walk );
		}
	};
	scripts
		.filter( ( s ) => kassa.has( s.handle ) )
		.forEach( ( s ) => walk( s.handle ) );

	const groups = {
		kassa: [],
		adapters: [],
		classic: [],
		wordpress: [],
		forGateways: [],
		rest: [],
	};
	for ( const script of scripts ) {
		if ( isAdapter( script.url ) ) {
			groups.adapters.push( script );
		} else if ( isClassic( script.url ) ) {
			groups.classic.push( script );
		} else if ( pluginOf( script.url ) === 'kassa' ) {
			// Kassa's lazy chunks have no handle: they are Kassa's all the same.
			groups.kassa.push( script );
		} else if ( closure.has( script.handle ) ) {
			groups[ isCore( script.url ) ? 'wordpress' : 'forGateways' ].push(
				script
			);
		} else {
			groups.rest.push( script );
		}
	}
	// Largest first: the order scripts arrive in changes from load to load.
	const describe = ( list ) => ( {
		bytes: sum( list ),
		scripts: [ ...list ]
			.sort( ( a, b ) => b.size - a.size )
			.map( ( s ) => s.handle ?? new URL( s.url ).pathname ),
	} );
	return {
		kassa: describe( groups.kassa ),
		adapters: describe( groups.adapters ),
		classic: describe( groups.classic ),
		wordpress: describe( groups.wordpress ),
		forGateways: describe( groups.forGateways ),
		rest: describe( groups.rest ),
		budget: sum( groups.kassa ) + sum( groups.wordpress ),
	};
}

/**
 * Kassa's figure against WooCommerce's (lower is better in every row).
 *
 * @param {number|null} kassa Kassa's figure.
 * @param {number|null} woo   WooCommerce's figure.
 * @return {{ratio: number|null, pass: boolean, exempt: boolean, infinite?: boolean}} ratio =
 *         WooCommerce ÷ Kassa; `infinite` where Kassa is at 0 and WooCommerce is not (JSON has
 *         no Infinity).
 */
export function compare( kassa, woo ) {
	if ( kassa === null || woo === null ) {
		return { ratio: null, pass: false, exempt: false };
	}
	if ( woo === 0 ) {
		// Nothing to be twice as good as when WooCommerce is at zero: Kassa must be there too.
		return { ratio: null, pass: kassa === 0, exempt: true };
	}
	if ( kassa === 0 ) {
		return { ratio: null, pass: true, exempt: false, infinite: true };
	}
	const ratio = woo / kassa;
	return { ratio, pass: ratio >= FACTOR, exempt: false };
}

/**
 * Compares two figures told in frames: both shown at the next frame is parity (no page can do
 * better), else as `compare`.
 *
 * @param {number|null} kassa Kassa's frames.
 * @param {number|null} woo   WooCommerce's frames.
 * @return {{ratio: number|null, pass: boolean, exempt: boolean, parity?: boolean}} The verdict.
 */
export function compareFrames( kassa, woo ) {
	if ( kassa !== null && woo !== null && kassa <= 1 && woo <= 1 ) {
		return { ratio: null, pass: true, exempt: false, parity: true };
	}
	return compare( kassa, woo );
}
