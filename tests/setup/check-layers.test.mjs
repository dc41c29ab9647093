/**
 * The layer check (bin/check-layers.mjs): it names an import from a lower layer to a higher one,
 * an import circle and store packages that import each other, and Kassa's own code has none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { check } from '../../bin/check-layers.mjs';

/**
 * Writes a project of source files in a fresh folder.
 *
 * @param {Record<string,string>} files Path => content.
 * @return {string} The folder.
 */
function project( files ) {
	const root = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-layers-' ) );
	for ( const [ file, text ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( root, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( root, file ), text );
	}
	return root;
}

test( 'names an import from a lower layer to a higher one, type-only imports too', () => {
	const root = project( {
		'assets/components/total.tsx':
			"import { cartStore } from '@kassa/data';\nimport type { Line } from '../../hooks/use-line';\n",
		'hooks/use-line.ts': 'export type Line = string;\n',
		'stores/index.ts': "export const cartStore = 'kassa/cart';\n",
	} );
	assert.deepEqual( check( root ).upward, [
		'assets/components/total.tsx (assets) imports stores/index.ts (stores)',
		'assets/components/total.tsx (assets) imports hooks/use-line.ts (hooks)',
	] );
} );

test( 'finds import circles and store packages that import each other', () => {
	const root = project( {
		'stores/cart/thunks.ts':
			"import { checkoutStore } from '../checkout';\n",
		'stores/cart/index.ts': "import './thunks';\n",
		'stores/checkout/index.ts': "import { cartStore } from '../cart';\n",
		'assets/a.ts': "import './b';\n",
		'assets/b.ts': "import './a';\n",
	} );
	const { fileCircles, packageCircles, upward } = check( root );
	assert.deepEqual( upward, [] );
	assert.deepEqual( fileCircles.sort(), [
		[ 'assets/a.ts', 'assets/b.ts' ],
		[
			'stores/cart/index.ts',
			'stores/cart/thunks.ts',
			'stores/checkout/index.ts',
		],
	] );
	assert.deepEqual( packageCircles, [ [ 'cart', 'checkout' ] ] );
} );

test( 'Kassa imports one way, with no circle', () => {
	const { files, upward, fileCircles, packageCircles } = check();
	assert.ok( files > 100 );
	assert.deepEqual( upward, [] );
	assert.deepEqual( fileCircles, [] );
	assert.deepEqual( packageCircles, [] );
} );
