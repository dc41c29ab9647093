/**
 * Deleting Kassa removes everything it stored: every option, transient, post or user meta and
 * scheduled event that Kassa's PHP writes is listed in kassa_stored_data() (includes/
 * lifecycle.php), which uninstall.php removes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( import.meta.dirname, '../..' );

/** Functions that store something => [ kind in kassa_stored_data(), index of the name's argument ]. */
const WRITERS = {
	update_option: [ 'options', 0 ],
	add_option: [ 'options', 0 ],
	set_transient: [ 'transients', 0 ],
	update_post_meta: [ 'post_meta', 1 ],
	add_post_meta: [ 'post_meta', 1 ],
	update_user_meta: [ 'user_meta', 1 ],
	add_user_meta: [ 'user_meta', 1 ],
	wp_schedule_event: [ 'cron_hooks', 2 ],
	wp_schedule_single_event: [ 'cron_hooks', 1 ],
	// What uninstall.php has no way to remove yet: writing one fails below until it has.
	update_site_option: [ 'site options', 0 ],
	add_site_option: [ 'site options', 0 ],
	set_site_transient: [ 'site transients', 0 ],
	update_user_option: [ 'user options', 1 ],
	update_term_meta: [ 'term meta', 1 ],
	add_term_meta: [ 'term meta', 1 ],
	as_schedule_single_action: [ 'Action Scheduler actions', 1 ],
	as_schedule_recurring_action: [ 'Action Scheduler actions', 2 ],
	as_enqueue_async_action: [ 'Action Scheduler actions', 0 ],
};

const PHP_FILES = [
	'plugin.php',
	...fs
		.readdirSync( path.join( ROOT, 'includes' ), { recursive: true } )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.map( ( file ) => `includes/${ file }` ),
];

/**
 * Splits a call's arguments at its top-level commas, from just after its opening parenthesis.
 *
 * @param {string} source The source.
 * @param {number} start  Index just after `(`.
 * @return {string[]} The arguments' source, trimmed.
 */
export function callArguments( source, start ) {
	const args = [];
	let depth = 0;
	let quote = '';
	let current = '';
	for ( let i = start; i < source.length; i++ ) {
		const char = source[ i ];
		if ( quote ) {
			current += char;
			if ( char === '\\' ) {
				current += source[ ++i ];
			} else if ( char === quote ) {
				quote = '';
			}
			continue;
		}
		if ( char === "'" || char === '"' ) {
			quote = char;
		} else if ( '([{'.includes( char ) ) {
			depth++;
		} else if ( ')]}'.includes( char ) ) {
			if ( depth === 0 ) {
				args.push( current.trim() );
				return args;
			}
			depth--;
		} else if ( char === ',' && depth === 0 ) {
			args.push( current.trim() );
			current = '';
			continue;
		}
		current += char;
	}
	return args;
}

/**
 * The value of a name's source: a string literal, or a constant (`self::NAME`,
 * `Some_Class::NAME`, `NAME`) set to one somewhere in Kassa's PHP.
 *
 * @param {string} expression The argument's source.
 * @param {string} sources    All of Kassa's PHP.
 * @return {string|null} The name, or null when it is not a plain string.
 */
export function resolveName( expression, sources ) {
	const literal = /^(['"])([^'"$]*)\1$/.exec( expression );
	if ( literal ) {
		return literal[ 2 ];
	}
	const constant = /^(?:\w+::)?([A-Z][A-Z0-9_]*)$/.exec( expression );
	if ( ! constant ) {
		return null;
	}
	const definition = new RegExp(
		`(?:const\\s+${ constant[ 1 ] }\\s*=\\s*|define\\(\\s*['"]${ constant[ 1 ] }['"]\\s*,\\s*)(['"])([^'"$]*)\\1`
	).exec( sources );
	return definition ? definition[ 2 ] : null;
}

test( 'uninstall removes every name Kassa stores', () => {
	const sources = PHP_FILES.map( ( file ) =>
		fs.readFileSync( path.join( ROOT, file ), 'utf8' )
	).join( '\n' );
	const stored = JSON.parse(
		execFileSync(
			'php',
			[
				'-r',
				'define( "ABSPATH", "/" ); require $argv[1]; echo json_encode( kassa_stored_data() );',
				path.join( ROOT, 'includes/lifecycle.php' ),
			],
			{ encoding: 'utf8' }
		)
	);
	const writes = [];
	for ( const file of PHP_FILES ) {
		const source = fs.readFileSync( path.join( ROOT, file ), 'utf8' );
		const calls = new RegExp(
			`(?<![\\w>:$])(${ Object.keys( WRITERS ).join( '|' ) })\\s*\\(`,
			'g'
		);
		for ( const call of source.matchAll( calls ) ) {
			const [ kind, index ] = WRITERS[ call[ 1 ] ];
			const argument = callArguments(
				source,
				call.index + call[ 0 ].length
			)[ index ];
			writes.push( {
				where: `${ file }: ${ call[ 1 ] }( … ${ argument } … )`,
				kind,
				name: resolveName( argument, sources ),
			} );
		}
	}
	assert.ok(
		writes.length > 0,
		'found no writes at all: the search is broken'
	);
	for ( const { where, kind, name } of writes ) {
		assert.ok(
			name !== null,
			`${ where }: give the name as a string or a constant, so that uninstall can remove it`
		);
		assert.ok(
			stored[ kind ],
			`${ where }: uninstall.php cannot remove ${ kind } yet`
		);
		assert.ok(
			stored[ kind ].includes( name ),
			`${ where }: add '${ name }' to kassa_stored_data()['${ kind }'] (includes/lifecycle.php)`
		);
	}
} );

test( 'reads call arguments and constant names as PHP does', () => {
	const source =
		"update_post_meta( $id, self::META, wp_slash( $a ), 'x,y' );";
	assert.deepEqual( callArguments( source, source.indexOf( '(' ) + 1 ), [
		'$id',
		'self::META',
		'wp_slash( $a )',
		"'x,y'",
	] );
	const sources =
		"const META = '_kassa_meta';\ndefine( 'KASSA_OPTION', 'kassa_option' );";
	assert.equal( resolveName( 'self::META', sources ), '_kassa_meta' );
	assert.equal( resolveName( 'Some_Class::META', sources ), '_kassa_meta' );
	assert.equal( resolveName( 'KASSA_OPTION', sources ), 'kassa_option' );
	assert.equal( resolveName( "'kassa_x'", sources ), 'kassa_x' );
	assert.equal( resolveName( "'kassa_' . $id", sources ), null );
	assert.equal( resolveName( 'self::UNKNOWN', sources ), null );
} );
