import path from 'node:path';
import { defineConfig } from '@playwright/test';

import base from './playwright.config';

/**
 * The shopper journeys in Firefox (bin/test firefox): Debian's Firefox ESR, driven over WebDriver
 * BiDi through Playwright's `moz-firefox` channel (Playwright's own Firefox build cannot be
 * downloaded here; @playwright/test 1.58–1.64 speak ESR 153's BiDi, 1.65 does not).
 *
 * One test per journey, not whole spec files: the tests tagged @engines (the shared journeys of
 * tests/journeys/, which the WebKit lane runs too, and the keyboard, back/forward and
 * accessibility tests of the e2e specs). The editor and admin specs stay on Chromium: the
 * merchant's side, not the shopper's, and the editor's own suite runs only Chromium.
 *
 * The `chromium` project runs the same tests in Chromium, to tell an engine's failure from a
 * journey's (`--project chromium`).
 */
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export default defineConfig( {
	...base,
	testDir: path.join( __dirname, '..' ),
	testMatch: [ 'e2e/specs/**/*.spec.ts', 'journeys/playwright.spec.ts' ],
	grep: /@engines/,
	// Each action over BiDi takes about a second on a busy machine (the checkout journeys type
	// key by key: 40 to 50 actions), against a tenth of that in Chromium over CDP: a driver's
	// pace, not the page's, so a journey gets the time of 150 actions.
	timeout: 150_000,
	// A test that fails once and passes again is reported flaky (bin/test prints how many), not
	// failed: Playwright over BiDi is younger than over CDP (see the README's Firefox notes).
	retries: 1,
	projects: [
		{
			name: 'firefox',
			use: {
				browserName: 'firefox',
				// Not in Playwright's types: Firefox itself over BiDi, not Playwright's build.
				channel: 'moz-firefox',
				launchOptions: { executablePath: FIREFOX },
			},
		},
		{
			name: 'chromium',
			use: { ...base.use },
		},
	],
	use: {
		...base.use,
		launchOptions: undefined,
	},
} );
