/**
 * Prints the config wp-env's playground runtime is started with (by bin/lib/wp-env.sh): a
 * wp-env config (.wp-env.json) as one environment, since that
 * runtime runs only one and cannot download:
 *   - the environment's own settings (`env.development` or `env.tests`) merged over the root's;
 *   - `core`: a local WordPress folder (a copy of the one bin/start uses) instead of a download;
 *   - `plugins` mapped into wp-content/plugins rather than installed and activated by wp-env, a
 *     WooCommerce zip URL among them as the unpacked local WooCommerce release: the seed
 *     (bin/lib/wp-env/kassa-seed.php) activates them on the site's first request, since
 *     activating WooCommerce in WebAssembly PHP can outlast the 120 s wp-env waits for its start;
 *   - relative paths made absolute, the port set, no tests environment, no lifecycle scripts.
 * Everything else (mappings, mu-plugins, wp-config constants, the seed) is the config's.
 *
 * Usage: node bin/lib/wp-env-config.mjs <config> <development|tests> <core folder> <port> [<WooCommerce folder>]
 */
import fs from 'node:fs';
import path from 'node:path';

const [ source, environment, core, port, woocommerce = '' ] =
	process.argv.slice( 2 );
if (
	! source ||
	! [ 'development', 'tests' ].includes( environment ) ||
	! core ||
	! port
) {
	console.error(
		'usage: node wp-env-config.mjs <config> <development|tests> <core folder> <port> [<WooCommerce folder>]'
	);
	process.exit( 2 );
}

const root = path.dirname( path.resolve( source ) );
const local = ( value ) =>
	typeof value === 'string' && value.startsWith( '.' )
		? path.resolve( root, value )
		: value;
const isWooCommerceZip = ( value ) =>
	/^https?:\/\/.*\/woocommerce(\.[\d.]+)?\.zip$/.test( value );

const {
	env = {},
	lifecycleScripts,
	testsPort,
	testsEnvironment,
	...base
} = JSON.parse( fs.readFileSync( source, 'utf8' ) );
const own = env[ environment ] ?? {};
const config = {
	...base,
	...own,
	config: { ...base.config, ...own.config },
	mappings: { ...base.mappings, ...own.mappings },
	core: path.resolve( core ),
	port: Number( port ),
	testsEnvironment: false,
};
const plugins = ( config.plugins ?? [] ).map( ( plugin ) => {
	if ( ! isWooCommerceZip( plugin ) ) {
		return local( plugin );
	}
	if ( ! woocommerce ) {
		console.error(
			`kassa: ${ source } names ${ plugin }, and there is no local WooCommerce to use instead: set KASSA_WOOCOMMERCE_ZIP to a WooCommerce release zip.`
		);
		process.exit( 1 );
	}
	return path.resolve( woocommerce );
} );
config.plugins = [];
config.themes = ( config.themes ?? [] ).map( local );
config.mappings = Object.fromEntries( [
	...plugins.map( ( plugin ) => [
		`wp-content/plugins/${ path.basename( plugin ) }`,
		plugin,
	] ),
	...Object.entries( config.mappings ).map( ( [ to, from ] ) => [
		to,
		local( from ),
	] ),
] );
process.stdout.write( JSON.stringify( config, null, '\t' ) + '\n' );
