/**
 * The side-by-side results as a terminal table, as bench-results/side-by-side.json, and as the
 * markdown table in README.md's "Measuring" section (between the side-by-side markers).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	ADAPTERS_BUDGET,
	CLASSIC_BUDGET,
	FACTOR,
	KASSA_BUDGET,
} from './budgets.mjs';
import { kb, ROOT } from './site.mjs';

const RESULTS = path.join( ROOT, 'bench-results/side-by-side.json' );
const README = path.join( ROOT, 'README.md' );
const BEGIN = '<!-- bench:side-by-side -->';
const END = '<!-- /bench:side-by-side -->';

const COLUMNS = [
	[ 'kassaCart', 'wooCart', 'cart' ],
	[ 'kassaCheckout', 'wooCheckout', 'checkout' ],
];

function format( value, unit ) {
	if ( value === null ) {
		return '—';
	}
	if ( unit === 'bytes' ) {
		return kb( value );
	}
	if ( unit === 'frames' ) {
		return value === 1 ? '1 frame' : `${ value } frames`;
	}
	return unit === 'ms' ? `${ Math.round( value ) } ms` : String( value );
}

function verdict( check ) {
	if ( ! check ) {
		return '';
	}
	const mark = check.pass ? '✓' : '✗';
	if ( check.exempt ) {
		return `both 0 ${ mark }`;
	}
	if ( check.parity ) {
		return `both at the next frame ${ mark }`;
	}
	if ( check.infinite ) {
		return `∞ ${ mark }`;
	}
	if ( check.ratio === null ) {
		return `? ${ mark }`;
	}
	return `${ check.ratio.toFixed( 1 ) }× ${ mark }`;
}

/**
 * The table as rows of cells: a header, then per section a title row and its figures.
 *
 * @param {Object} results The results.
 * @return {Array<string[]|string>} Rows; a string is a section title.
 */
function cells( results ) {
	const header = [ '' ];
	for ( const [ kassa, woo ] of COLUMNS ) {
		header.push(
			results.pages[ kassa ].label,
			results.pages[ woo ].label,
			'ratio'
		);
	}
	const rows = [ header ];
	for ( const section of results.sections ) {
		rows.push( section.title );
		for ( const row of section.rows ) {
			const line = [ row.label ];
			for ( const [ kassa, woo, name ] of COLUMNS ) {
				line.push(
					format( row.values[ kassa ], row.unit ),
					format( row.values[ woo ], row.unit ),
					verdict( row.checks[ name ] )
				);
			}
			rows.push( line );
		}
	}
	return rows;
}

function budgetLines( results ) {
	const lines = [];
	for ( const [ name, b ] of Object.entries( results.budgets ) ) {
		const margin = KASSA_BUDGET - b.budget;
		lines.push(
			`${ name }: ${ kb( b.budget ) } ${
				b.pass
					? `ok (${ kb( margin ) } under)`
					: `OVER by ${ kb( -margin ) }`
			} = Kassa's ${ kb( b.kassa.bytes ) } + WordPress's ${ kb(
				b.wordpress.bytes
			) } (${ b.wordpress.scripts.join( ', ' ) })`,
			`  apart: Kassa's adapters of WooCommerce's API ${ kb(
				b.adapters.bytes
			) } (budget ${ kb( ADAPTERS_BUDGET ) }: ${
				b.adapters.pass ? 'ok' : 'OVER'
			}; ${ b.adapters.scripts.join( ', ' ) || 'none on this page' })`,
			`  apart: Kassa's classic checkout contract ${ kb(
				b.classic?.bytes ?? 0
			) } (budget ${ kb( CLASSIC_BUDGET ) }: ${
				b.classic?.pass === false ? 'OVER' : 'ok'
			}; ${ b.classic?.scripts.join( ', ' ) || 'none on this page' })`,
			`  apart: WooCommerce's and the gateways' scripts Kassa loads for the gateways ${ kb(
				b.forGateways.bytes
			) } (${ b.forGateways.scripts.join( ', ' ) }); theme and other plugins ${ kb(
				b.rest.bytes
			) } (${ b.rest.scripts.join( ', ' ) })`
		);
	}
	return lines;
}

/**
 * The mini-cart pages' line: the Store API requests each makes as it loads.
 *
 * @param {Object} results The results.
 * @return {string} The line.
 */
function miniCartLine( results ) {
	const { pages, storeApiRequests, check } = results.miniCart;
	return `Store API requests as a page holding only the mini-cart loads, for a shopper with a cart: ${ pages.kassa.label } (${ pages.kassa.path }) ${ format(
		storeApiRequests.kassa,
		'count'
	) }, ${ pages.woocommerce.label } (${ pages.woocommerce.path }) ${ format(
		storeApiRequests.woocommerce,
		'count'
	) } (${ verdict( check ) })`;
}

function summaryLine( results ) {
	const checks = results.sections.flatMap( ( s ) =>
		s.rows.flatMap( ( r ) => Object.values( r.checks ) )
	);
	const passed = checks.filter( ( c ) => c.pass ).length;
	return `${ passed } of ${ checks.length } figures at least ${ FACTOR }× better than WooCommerce's page (or both at 0, or both at the next frame)`;
}

export function printTable( results ) {
	const rows = cells( results );
	const widths = rows[ 0 ].map( ( _, i ) =>
		Math.max(
			...rows
				.filter( ( r ) => Array.isArray( r ) )
				.map( ( r ) => r[ i ].length )
		)
	);
	const env = results.environment;
	console.log(
		`\nKassa vs WooCommerce ${ env.woocommerce }'s own blocks, WordPress ${ env.wordpress }, Chromium ${ env.chromium }, ${ env.machine }, load average ${ env.loadAverage.join(
			' → '
		) }: median of ${ env.runs } runs; ratio = WooCommerce ÷ Kassa (✓ at ≥ ${ FACTOR }×)`
	);
	for ( const row of rows ) {
		if ( typeof row === 'string' ) {
			console.log( `\n${ row }` );
			continue;
		}
		console.log(
			row
				.map( ( cell, i ) =>
					i === 0
						? cell.padEnd( widths[ i ] )
						: cell.padStart( widths[ i ] )
				)
				.join( '  ' )
		);
	}
	console.log(
		`\nKassa's scripts + the WordPress scripts they depend on, budget ${ kb(
			KASSA_BUDGET
		) } (brotli):`
	);
	budgetLines( results ).forEach( ( line ) => console.log( `  ${ line }` ) );
	console.log( `\n${ miniCartLine( results ) }.` );
	console.log( `\n${ summaryLine( results ) }.` );
	if ( results.timeouts.length ) {
		console.log(
			`Never quiet within the 60 s limit (figures up to then): ${ results.timeouts.join(
				', '
			) }`
		);
	}
	console.log(
		results.failures.length
			? `FAILING:\n  ${ results.failures.join( '\n  ' ) }`
			: 'Every budget met.'
	);
	console.log( `Run time: ${ env.seconds } s.` );
}

export function writeResults( results ) {
	fs.mkdirSync( path.dirname( RESULTS ), { recursive: true } );
	const json = `${ JSON.stringify( results, null, '\t' ) }\n`;
	fs.writeFileSync( RESULTS, json );
	console.log(
		`Wrote ${ path.relative( ROOT, RESULTS ) } (${ kb(
			Buffer.byteLength( json )
		) }).`
	);
}

/**
 * The results in markdown, for the README.
 *
 * @param {Object} results The results.
 * @return {string} Markdown.
 */
export function markdown( results ) {
	const env = results.environment;
	const rows = cells( results );
	const width = rows[ 0 ].length;
	const lines = [
		`Latest run: ${ env.date.slice( 0, 10 ) }, ${ env.machine }, load average ${ env.loadAverage.join(
			' → '
		) } (start → end); WordPress ${ env.wordpress }, WooCommerce ${ env.woocommerce }, Chromium ${ env.chromium }; median of ${ env.runs } runs (\`bench-results/side-by-side.json\`, ${ env.seconds } s). Ratio = WooCommerce ÷ Kassa, ✓ at ≥ ${ FACTOR }×.`,
		'',
		`| ${ rows[ 0 ].join( ' | ' ) } |`,
		`|${ ' --- |' }${ ' ---: |'.repeat( width - 1 ) }`,
	];
	for ( const row of rows.slice( 1 ) ) {
		lines.push(
			typeof row === 'string'
				? `| **${ row }** |${ ' |'.repeat( width - 1 ) }`
				: `| ${ row.join( ' | ' ) } |`
		);
	}
	lines.push(
		'',
		`Kassa's scripts + the WordPress scripts they depend on (budget ${ kb(
			KASSA_BUDGET
		) }, brotli):`,
		'',
		...budgetLines( results ).map( ( line ) =>
			line.startsWith( '  ' ) ? `  ${ line.trim() }` : `- ${ line }`
		),
		'',
		`${ miniCartLine( results ) }.`,
		'',
		`${ summaryLine( results ) }; the ✗ rows fail. Kassa's budget: ${
			Object.values( results.budgets ).every( ( b ) => b.pass )
				? 'met'
				: 'exceeded'
		}.`
	);
	return lines.join( '\n' );
}

export function updateReadme( results ) {
	const readme = fs.readFileSync( README, 'utf8' );
	const begin = readme.indexOf( BEGIN );
	const end = readme.indexOf( END );
	if ( begin < 0 || end < begin ) {
		console.log( `README.md has no ${ BEGIN } … ${ END }: not updated.` );
		return;
	}
	fs.writeFileSync(
		README,
		`${ readme.slice( 0, begin + BEGIN.length ) }\n${ markdown(
			results
		) }\n${ readme.slice( end ) }`
	);
	console.log( 'Updated the table in README.md.' );
}
