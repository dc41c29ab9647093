/**
 * Unit tests: wp-scripts' Jest preset, with the `@kassa/*` shared-script imports resolved to
 * their sources (webpack resolves them to `window.kassa.*` at run time instead).
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	testEnvironment: 'jsdom',
	roots: [
		'<rootDir>/assets',
		'<rootDir>/hooks',
		'<rootDir>/stores',
		'<rootDir>/blocks',
		'<rootDir>/woocommerce',
		'<rootDir>/classic',
		'<rootDir>/bin/lib',
	],
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		'^@kassa/settings$': '<rootDir>/assets/settings/index.ts',
		'^@kassa/data$': '<rootDir>/stores/index.ts',
		'^@kassa/payment-registry$':
			'<rootDir>/stores/payment-registry/index.ts',
		'^@kassa/extensions$': '<rootDir>/stores/extensions/index.ts',
		'^@kassa/classic$': '<rootDir>/classic/index.ts',
		'\\.s?css$': '<rootDir>/tests/unit/style-mock.js',
	},
	// @wordpress/blocks' uuid and marked ship as ES modules only: compiled like the sources.
	transform: {
		...defaultConfig.transform,
		'\\.mjs$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|marked|parsel-js|@wordpress/theme)/)',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'/build/',
		'/tests/e2e/',
		'/tests/contract/',
	],
};
