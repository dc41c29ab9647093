import type { Locator, Page } from '@playwright/test';
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
	// A test-driver difference, not Kassa's: with Playwright over WebDriver BiDi, Firefox ESR does
	// not always hand React a value fill() sets (the next render empties it), and fill() on a
	// number input appends (see /work/shared/BROWSERS.md). In Firefox, fill() empties the field
	// and types the value key by key, as a shopper does.
	page: async ( { page, browserName }, use ) => {
		if ( browserName === 'firefox' ) {
			typeInsteadOfFill( page );
		}
		await use( page );
	},
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

/**
 * Makes every locator's fill() type instead (once per test process): select all, delete, type.
 *
 * @param page A page, to reach Playwright's Locator class.
 */
function typeInsteadOfFill( page: Page ) {
	const locator = Object.getPrototypeOf(
		page.locator( 'body' )
	) as Locator & {
		typesForFill?: boolean;
	};
	if ( locator.typesForFill ) {
		return;
	}
	locator.typesForFill = true;
	locator.fill = async function ( this: Locator, value: string, options ) {
		await this.click( options );
		await this.press( 'ControlOrMeta+a', options );
		await this.press( 'Delete', options );
		if ( value ) {
			await this.pressSequentially( value, options );
		}
	};
}
