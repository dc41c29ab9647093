import { JOURNEYS } from './journeys';
import { test } from './webkit';

/**
 * The core shopper journeys (journeys.ts) driven by WebdriverIO in WebKitGTK: bin/test's WebKit
 * lane (tests/journeys/playwright.webkit.config.ts).
 */
for ( const journey of JOURNEYS ) {
	test( journey.title, async ( { shopper } ) => {
		await journey.walk( shopper );
	} );
}
