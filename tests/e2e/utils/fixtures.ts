import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

import { StoreApi } from './store-api';

/** A logged-out shopper: no admin session. */
export const GUEST = { cookies: [], origins: [] };

/**
 * WordPress's test fixtures plus `storeApi`, bound to the page's own cookies, and a check that
 * runs with every test: the storefront keeps the shop's cookie session and never sends a
 * `Cart-Token` header (a cart kept under a token alone is lost on the next page).
 */
export const test = base.extend< {
	storeApi: StoreApi;
	cartTokenRequests: string[];
} >( {
	storeApi: async ( { page }, use ) => {
		await use( new StoreApi( page.request ) );
	},
	cartTokenRequests: [
		async ( { context }, use ) => {
			const sent: string[] = [];
			context.on( 'request', ( request ) => {
				if ( request.headers()[ 'cart-token' ] ) {
					sent.push( `${ request.method() } ${ request.url() }` );
				}
			} );
			await use( sent );
			expect( sent, 'requests that sent a Cart-Token header' ).toEqual(
				[]
			);
		},
		{ auto: true },
	],
} );

export { expect };
