import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

import { StoreApi } from './store-api';

/** A logged-out shopper: no admin session. */
export const GUEST = { cookies: [], origins: [] };

/**
 * WordPress's test fixtures plus `storeApi`, bound to the page's own cookies.
 */
export const test = base.extend< { storeApi: StoreApi } >( {
	storeApi: async ( { page }, use ) => {
		await use( new StoreApi( page.request ) );
	},
} );

export { expect };
