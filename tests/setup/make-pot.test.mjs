/**
 * The .pot builder (bin/make-pot.mjs) and its PHP string reader (bin/lib/php-strings.php).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildPot, potStrings } from '../../bin/make-pot.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

test( 'reads the kassa strings of PHP: context, plural and translators’ comment; not other domains or non-literals', () => {
	const folder = mkdtempSync( path.join( tmpdir(), 'kassa-php-strings-' ) );
	try {
		writeFileSync(
			path.join( folder, 'a.php' ),
			[
				'<?php',
				"echo esc_html__( 'Cart', 'kassa' );",
				'/* translators: %d: number of items */',
				"printf( _n( '%d item', '%d items', $n, 'kassa' ), $n );",
				"_x( 'Post', 'verb', 'kassa' );",
				"__( 'Other', 'woocommerce' );",
				"__( $variable, 'kassa' );",
				"__( 'It\\'s', 'kassa' );",
			].join( '\n' )
		);
		const strings = JSON.parse(
			execFileSync(
				'php',
				[
					path.join( ROOT, 'bin/lib/php-strings.php' ),
					folder,
					'a.php',
				],
				{
					encoding: 'utf8',
				}
			)
		);
		assert.deepEqual( strings, [
			{ msgid: 'Cart', reference: 'a.php:2' },
			{
				msgid: '%d item',
				msgid_plural: '%d items',
				reference: 'a.php:4',
				comment: '%d: number of items',
			},
			{ msgid: 'Post', msgctxt: 'verb', reference: 'a.php:5' },
			{ msgid: "It's", reference: 'a.php:8' },
		] );
	} finally {
		rmSync( folder, { recursive: true, force: true } );
	}
} );

test( 'writes one entry per text and context, with every place it is used', () => {
	const pot = buildPot(
		[
			{ msgid: 'Cart', reference: 'a.php:2' },
			{ msgid: 'Cart', reference: 'b.tsx:7', comment: 'the page' },
			{
				msgid: 'Cart',
				msgctxt: 'block title',
				reference: 'cart/block.json',
			},
		],
		'1.2.3'
	).toString();
	assert.match( pot, /Project-Id-Version: Kassa 1\.2\.3/ );
	assert.match( pot, /#: a\.php:2\n#: b\.tsx:7\n#\. the page\nmsgid "Cart"/ );
	assert.match( pot, /msgctxt "block title"\nmsgid "Cart"/ );
	assert.equal( pot.match( /^msgid "Cart"$/gm ).length, 2 );
} );

test( 'two templates hold the same strings whatever their references; a plural or context counts', () => {
	const entry = ( reference, extra = {} ) => ( {
		msgid: '%d item',
		reference,
		...extra,
	} );
	const strings = ( entries ) => potStrings( buildPot( entries, '1.0.0' ) );
	assert.deepEqual(
		strings( [ entry( 'a.php:1' ) ] ),
		strings( [ entry( 'b.tsx:9' ) ] )
	);
	assert.notDeepEqual(
		strings( [ entry( 'a.php:1' ) ] ),
		strings( [ entry( 'a.php:1', { msgid_plural: '%d items' } ) ] )
	);
	assert.notDeepEqual(
		strings( [ entry( 'a.php:1' ) ] ),
		strings( [ entry( 'a.php:1', { msgctxt: 'count' } ) ] )
	);
} );
