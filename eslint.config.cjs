/**
 * Lint: wp-scripts' flat config, with Kassa's shared-script imports known and the Node-side
 * scripts (bin, tests) allowed to log.
 */
const wpScriptsConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	{
		ignores: [ '.cache/**', 'tests/e2e/.results/**' ],
	},
	...wpScriptsConfig,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/test/**/*.{ts,tsx}', '**/?(*.)test.{ts,tsx}' ],
	} ) ),
	{
		settings: {
			'import/core-modules': [
				'@kassa/settings',
				'@kassa/data',
				'@kassa/payment-registry',
				'@kassa/extensions',
				'@kassa/classic',
			],
		},
		rules: {
			// TypeScript resolves every import (tsc --noEmit runs in bin/test).
			'import/no-unresolved': 'off',
		},
	},
	...( wpPlugin.configs[ 'test-playwright' ] || [] ).map( ( config ) => ( {
		...config,
		files: [ 'tests/{e2e,security,journeys}/**/*.ts' ],
	} ) ),
	{
		files: [ 'tests/{e2e,security,journeys}/**/*.ts' ],
		rules: {
			// Playwright fixtures call `use()`, which is not React's hook.
			'react-hooks/rules-of-hooks': 'off',
			// Helpers named expect…() assert too, and so does a shared journey's walk() (tests/journeys/).
			'playwright/expect-expect': [
				'warn',
				{
					assertFunctionPatterns: [ '^expect[A-Z]', '^walk$' ],
				},
			],
		},
	},
	{
		// Declarations of third-party modules describe, they do not document.
		files: [ 'types/**/*.d.ts' ],
		rules: { 'jsdoc/require-param': 'off' },
	},
	{
		files: [
			'bin/**',
			'tests/e2e/**',
			'tests/security/**',
			'tests/contract/**',
			'tests/chaos/**',
			'tests/journeys/**',
			'*.config.{js,cjs,ts}',
			'webpack.config.js',
		],
		rules: { 'no-console': 'off' },
	},
];
