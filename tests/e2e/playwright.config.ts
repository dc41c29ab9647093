import path from 'node:path';
import { defineConfig } from '@playwright/test';

import CHROMIUM_ARGS from './chromium-args.json';

/**
 * End-to-end tests against the WordPress that bin/test starts (WP_BASE_URL), in Debian's
 * Chromium: this machine cannot download Playwright's own browser builds.
 */
const OUTPUT =
	process.env.KASSA_E2E_OUTPUT || path.join( __dirname, '.results' );
// Playwright empties its output folder on start, so the admin session is kept beside it.
const STORAGE_STATE_PATH = path.join( `${ OUTPUT }-auth`, 'admin.json' );
process.env.STORAGE_STATE_PATH = STORAGE_STATE_PATH;
// A wp-env site on the playground runtime answers from WebAssembly PHP, ~10x slower than the
// native lanes' sites: bin/test's wp-env lane multiplies the timeouts by this (1 elsewhere).
const SLOWNESS = Number( process.env.KASSA_E2E_TIMEOUT_FACTOR ) || 1;
// The specs that change what every other spec uses (see the projects below).
const SHOP_CHANGING_SPECS =
	/(woocommerce-pages|woocommerce-order-pay|editor-site-editor|editor-classic-gateways|woocommerce-(api|extension|classic)-[\w-]+)\.spec\.ts/;

export default defineConfig( {
	testDir: './specs',
	outputDir: OUTPUT,
	globalSetup: require.resolve( './global-setup.ts' ),
	fullyParallel: false,
	workers: Number( process.env.KASSA_E2E_WORKERS || 2 ),
	forbidOnly: !! process.env.CI,
	retries: 0,
	// The tests on WooCommerce's own pages, the oracles of the specs' Kassa halves (onPage in
	// utils/oracle.ts): WooCommerce is pinned, so they run when asked for (bin/test oracle).
	grepInvert: process.env.KASSA_E2E_ORACLES ? undefined : /@oracle/,
	timeout: 60_000 * SLOWNESS,
	expect: { timeout: 10_000 * SLOWNESS },
	reporter: [ [ 'list' ], [ 'json' ] ],
	projects: [
		{
			name: 'shop',
			testIgnore: SHOP_CHANGING_SPECS,
		},
		// Change the shop's cart and checkout pages and its header (woocommerce-pages,
		// woocommerce-order-pay, editor-site-editor), or activate a gateway or an
		// extension (tests/fixtures/) that changes every checkout (woocommerce-api-*,
		// woocommerce-extension-*, woocommerce-classic-*, editor-classic-gateways): only once
		// nothing else uses them, one spec at a time.
		{
			name: 'shop-settings',
			testMatch: SHOP_CHANGING_SPECS,
			dependencies: [ 'shop' ],
			workers: 1,
		},
	],
	use: {
		baseURL: process.env.WP_BASE_URL || 'http://localhost:8888',
		storageState: STORAGE_STATE_PATH,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			// The flags Debian's Chromium needs here; the bench launches it with the same.
			args: CHROMIUM_ARGS,
		},
	},
} );
