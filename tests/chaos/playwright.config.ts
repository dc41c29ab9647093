import path from 'node:path';
import { defineConfig } from '@playwright/test';

import CHROMIUM_ARGS from '../e2e/chromium-args.json';

/**
 * Chaos journeys (`npm run chaos`, bin/chaos): seeded random shopper journeys against the site
 * bin/chaos starts (WP_BASE_URL), one at a time, in Debian's Chromium. A journey that breaks an
 * invariant fails, keeping its Playwright trace and its steps (journey-<seed>.json) in the
 * results folder.
 */
const OUTPUT =
	process.env.KASSA_CHAOS_OUTPUT ||
	path.join( __dirname, '../../.cache/results/chaos/journeys' );
const STORAGE_STATE_PATH = path.join( `${ OUTPUT }-auth`, 'admin.json' );
process.env.STORAGE_STATE_PATH = STORAGE_STATE_PATH;

export default defineConfig( {
	testDir: '.',
	testMatch: /journeys\.spec\.ts/,
	outputDir: OUTPUT,
	globalSetup: require.resolve( '../e2e/global-setup.ts' ),
	fullyParallel: false,
	workers: 1,
	retries: 0,
	// A journey of 24 steps, each waiting for a quiet page, some for a held answer.
	timeout: 15 * 60_000,
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile: path.join(
					path.dirname( OUTPUT ),
					'chaos-report.json'
				),
			},
		],
	],
	use: {
		baseURL: process.env.WP_BASE_URL || 'http://localhost:8888',
		storageState: STORAGE_STATE_PATH,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		actionTimeout: 15_000,
		navigationTimeout: 30_000,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: CHROMIUM_ARGS,
		},
	},
} );
