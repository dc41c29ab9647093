import { defineConfig } from '@playwright/test';

import e2e from '../e2e/playwright.config';

/**
 * The security suite (bin/test security): the e2e suite's set-up (the admin's session, Debian's
 * Chromium, the site at WP_BASE_URL), one spec at a time, since its specs change the shop (a
 * contributor's posts, a fixture plugin) and count what the site keeps.
 */
export default defineConfig( {
	...e2e,
	testDir: '.',
	workers: 1,
	projects: [ { name: 'security' } ],
} );
