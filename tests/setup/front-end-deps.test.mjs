/**
 * The build-time check that no front-end script reaches an editor package, directly or through
 * WordPress's own script dependencies (bin/check-front-end-deps.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { findEditorDependencies } from '../../bin/check-front-end-deps.mjs';

const wordpress = new Map( [
	[ 'wp-data', [ 'wp-element', 'wp-hooks' ] ],
	[ 'wp-element', [ 'react', 'react-dom' ] ],
	[ 'wp-hooks', [] ],
	[ 'wp-notices', [ 'react-jsx-runtime', 'wp-components', 'wp-data' ] ],
	[ 'wp-components', [ 'wp-date', 'wp-rich-text' ] ],
] );

test( 'names the path by which a script reaches an editor package', () => {
	const scripts = new Map( [
		[ 'kassa-data', [ 'wp-data', 'wp-notices' ] ],
		[ 'kassa-cart-view-script', [ 'kassa-data', 'wp-element' ] ],
	] );
	assert.deepEqual( findEditorDependencies( scripts, wordpress ), [
		'kassa-data → wp-notices → wp-components',
		'kassa-cart-view-script → kassa-data → wp-notices → wp-components',
	] );
} );

test( 'finds a direct dependency too', () => {
	const scripts = new Map( [
		[ 'kassa-products-view-script', [ 'wp-blocks' ] ],
	] );
	assert.deepEqual( findEditorDependencies( scripts, wordpress ), [
		'kassa-products-view-script → wp-blocks',
	] );
} );

test( 'passes scripts that stay on the shop side', () => {
	const scripts = new Map( [
		[ 'kassa-data', [ 'wp-data', 'wp-hooks' ] ],
		[ 'kassa-checkout-view-script', [ 'kassa-data' ] ],
	] );
	assert.deepEqual( findEditorDependencies( scripts, wordpress ), [] );
} );
