import { test } from '../e2e/utils/fixtures';
import { Shopper } from './driver';
import { JOURNEYS } from './journeys';
import { playwrightDriver } from './playwright-driver';

/**
 * The core shopper journeys (journeys.ts) driven by Playwright: in Firefox in bin/test's Firefox
 * lane (tests/e2e/playwright.firefox.config.ts), in Chromium with `--project chromium`.
 */
test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'shopper journeys', () => {
	for ( const journey of JOURNEYS ) {
		test( `${ journey.title } @engines`, async ( { page } ) => {
			await journey.walk( new Shopper( playwrightDriver( page ) ) );
		} );
	}
} );
