import { defineConfig } from '@playwright/test';

import base from '../e2e/playwright.config';

/**
 * The core shopper journeys in WebKitGTK (bin/test webkit): Playwright Test runs and reports
 * them, WebdriverIO drives the browser (webkit.ts); Playwright cannot drive WebKitGTK itself.
 */
export default defineConfig( {
	...base,
	testDir: __dirname,
	testMatch: 'webkit.spec.ts',
	workers: 1,
	// A journey that fails once and passes again is reported flaky (bin/test prints how many),
	// not failed: classic WebDriver acts without Playwright's waits (see webdriverio-driver.ts).
	retries: 1,
	projects: [ { name: 'webkit' } ],
	use: { baseURL: base.use?.baseURL, storageState: base.use?.storageState },
} );
