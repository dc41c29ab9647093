/**
 * Build: every block's scripts (found from the `file:./…` references in its block.json) plus
 * the shared scripts, each shared one exposed on `window.kassa.*`. Imports of `@kassa/*`
 * resolve to those shared scripts at run time, so no bundle carries another's code.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { themeGuard } = require( './bin/lib/postcss-theme-guard' );

/** Shared scripts: import name, source, build folder, script handle, global name. */
const SHARED = [
	[
		'@kassa/settings',
		'./assets/settings/index.ts',
		'settings',
		'kassa-settings',
		'settings',
	],
	[ '@kassa/data', './stores/index.ts', 'data', 'kassa-data', 'data' ],
	[
		'@kassa/payment-registry',
		'./stores/payment-registry/index.ts',
		'payment-registry',
		'kassa-payment-registry',
		'paymentRegistry',
	],
	[
		'@kassa/extensions',
		'./stores/extensions/index.ts',
		'extensions',
		'kassa-extensions',
		'extensions',
	],
];

/**
 * Scripts whose functions nearly all run as the page loads: the cart's and the checkout's view
 * scripts and the data layer they render from. V8's explicit compile hint compiles them all at
 * once while the script streams in, off the main thread, instead of each on its first call
 * during the first render (https://v8.dev/blog/explicit-compile-hints).
 */
const CALLED_ON_LOAD = /^(blocks\/(cart|checkout)\/frontend|data\/index)\.js$/;

/** Puts the compile hint first in those scripts, after minification (which keeps no comments). */
const compileHints = {
	apply( compiler ) {
		const { BannerPlugin, Compilation } = compiler.webpack;
		new BannerPlugin( {
			banner: '//# allFunctionsCalledOnLoad',
			raw: true,
			include: CALLED_ON_LOAD,
			stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
		} ).apply( compiler );
	},
};

/** Scripts of their own that nothing imports: build folder, source. */
const SCRIPTS = [
	// Hands WooCommerce's registered payment methods to Kassa's registry.
	[ 'woocommerce-payments', './woocommerce/payments/index.ts' ],
	// Fires WooCommerce's blocks' JS actions when Kassa's events fire.
	[ 'woocommerce-events', './woocommerce/events/index.ts' ],
	// Paying an existing order on the checkout page (its order-pay endpoint only).
	[ 'order-pay', './blocks/checkout/order-pay/index.tsx' ],
	// The classic checkout's gateways as Kassa's payment methods (uses `kassa-classic`).
	[ 'classic-gateways', './classic/gateways/index.tsx' ],
	// The classic checkout's and cart's action hooks and live updates (uses `kassa-classic`).
	[ 'classic-hooks', './classic/hooks/index.ts' ],
];

/**
 * The classic checkout's contract (classic/README.md): built as `kassa-classic`, exposed on
 * `window.kassa.classic` for the classic pieces built apart (the gateways, a plugin's inline
 * script), loaded only on pages with something classic.
 */
const CLASSIC = [
	'@kassa/classic',
	'./classic/index.ts',
	'classic',
	'kassa-classic',
	'classic',
];

/**
 * WooCommerce's front-end API on Kassa's pages (ADAPTERS.md): each adapter is built as a script
 * of its own that stands in for one of WooCommerce's script handles and its global, so a
 * gateway's or extension's unchanged script finds it there. Build folder, source, the
 * WooCommerce handle, the global it exposes, and what else in a script's code shows that the
 * script uses it (the global's name always does): many gateways read WooCommerce's stores by
 * name, `wp.data.select( 'wc/store/cart' )`, without declaring the handle. The build writes
 * the list to build/woocommerce-adapters.php, which the server (includes/woocommerce/
 * class-kassa-woocommerce-script-handles.php) and bin/ read: this list is the one place.
 */
const WOOCOMMERCE_ADAPTERS = [
	[
		'woocommerce-blocks-data',
		'./woocommerce/blocks-data/index.ts',
		'wc-blocks-data-store',
		[ 'wc', 'wcBlocksData' ],
		// The stores' names (not the Store API's paths, /wc/store/v1/…).
		[
			'wc/store/cart',
			'wc/store/checkout',
			'wc/store/payment',
			'wc/store/validation',
			'wc/store/store-notices',
		],
	],
	[
		'woocommerce-blocks-checkout',
		'./woocommerce/blocks-checkout/index.ts',
		'wc-blocks-checkout',
		[ 'wc', 'blocksCheckout' ],
	],
];

/**
 * Writes build/woocommerce-adapters.php: WooCommerce handle => the adapter's build folder and
 * the words in a script's code that show it needs the adapter.
 */
const adapterMap = {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		const php = ( value ) => `'${ value.replace( /['\\]/g, '\\$&' ) }'`;
		compiler.hooks.thisCompilation.tap(
			'KassaAdapterMap',
			( compilation ) =>
				compilation.hooks.processAssets.tap(
					{
						name: 'KassaAdapterMap',
						stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
					},
					() => {
						const lines = WOOCOMMERCE_ADAPTERS.map(
							( [ folder, , handle, globalPath, words = [] ] ) =>
								`\t${ php( handle ) } => array( 'folder' => ${ php(
									folder
								) }, 'markers' => array( ${ [
									globalPath.at( -1 ),
									...words,
								]
									.map( php )
									.join( ', ' ) } ) ),`
						);
						compilation.emitAsset(
							'woocommerce-adapters.php',
							new sources.RawSource(
								`<?php return array(\n${ lines.join( '\n' ) }\n);\n`
							)
						);
					}
				)
		);
	},
};

function sourceOf( file ) {
	const base = file.replace( /\.js$/, '' );
	return [ '.tsx', '.ts', '.js' ]
		.map( ( ext ) => base + ext )
		.find( ( f ) => fs.existsSync( f ) );
}

function blockEntries() {
	const entries = {};
	for ( const dir of fs.readdirSync( 'blocks' ) ) {
		const metadataFile = path.join( 'blocks', dir, 'block.json' );
		if ( ! fs.existsSync( metadataFile ) ) {
			continue;
		}
		const metadata = JSON.parse( fs.readFileSync( metadataFile, 'utf8' ) );
		const refs = [ 'editorScript', 'script', 'viewScript' ]
			.flatMap( ( field ) => [].concat( metadata[ field ] || [] ) )
			.filter( ( ref ) => ref.startsWith( 'file:' ) );
		for ( const ref of refs ) {
			const file = path.join(
				'blocks',
				dir,
				ref.slice( 'file:'.length )
			);
			const source = sourceOf( file );
			if ( ! source ) {
				throw new Error(
					`${ metadataFile } names ${ ref }, but no source for it exists.`
				);
			}
			entries[ file.replace( /\.js$/, '' ) ] = './' + source;
		}
	}
	return entries;
}

const sharedEntries = Object.fromEntries(
	[ ...SHARED, CLASSIC ].map( ( [ , source, folder, , globalName ] ) => [
		`${ folder }/index`,
		{
			import: source,
			library: { name: [ 'kassa', globalName ], type: 'window' },
		},
	] )
);

/**
 * wp-scripts' loaders, with Kassa's theme guard among the PostCSS plugins of every stylesheet
 * (bin/lib/postcss-theme-guard.js: a classic theme's generic rules do not reach Kassa's controls).
 */
const moduleRules = defaultConfig.module.rules.map( ( rule ) => ( {
	...rule,
	use:
		rule.use &&
		[].concat( rule.use ).map( ( use ) =>
			String( use.loader ).includes( 'postcss-loader' )
				? {
						...use,
						options: {
							...use.options,
							postcssOptions: {
								...use.options.postcssOptions,
								plugins: [
									themeGuard(),
									...use.options.postcssOptions.plugins,
								],
							},
						},
					}
				: use
		),
} ) );

module.exports = {
	...defaultConfig,
	module: { ...defaultConfig.module, rules: moduleRules },
	entry: {
		...sharedEntries,
		...Object.fromEntries(
			SCRIPTS.map( ( [ folder, source ] ) => [
				`${ folder }/index`,
				source,
			] )
		),
		...Object.fromEntries(
			WOOCOMMERCE_ADAPTERS.map( ( [ folder, source, , globalPath ] ) => [
				`${ folder }/index`,
				{
					import: source,
					library: { name: globalPath, type: 'window' },
				},
			] )
		),
		...blockEntries(),
	},
	resolve: {
		...defaultConfig.resolve,
		extensions: [ '.tsx', '.ts', '.js', '.jsx', '.json' ],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				! ( plugin instanceof CopyWebpackPlugin )
		),
		new CopyWebpackPlugin( {
			patterns: [
				{ from: 'blocks/*/block.json', to: '[path][name][ext]' },
				// Server-rendered blocks' markup (block.json `render`).
				{ from: 'blocks/*/render.php', to: '[path][name][ext]' },
			],
		} ),
		compileHints,
		adapterMap,
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				const shared = [ ...SHARED, CLASSIC ].find(
					( [ name ] ) => name === request
				);
				return shared ? [ 'kassa', shared[ 4 ] ] : undefined;
			},
			requestToHandle( request ) {
				const shared = [ ...SHARED, CLASSIC ].find(
					( [ name ] ) => name === request
				);
				return shared ? shared[ 3 ] : undefined;
			},
		} ),
	],
};
