import type { Page } from '@playwright/test';

import type { Driver, Key } from './driver';

/**
 * The journeys' driver on a Playwright page (Chromium, or Firefox through BiDi).
 *
 * @param page The page.
 * @return The driver.
 */
export function playwrightDriver( page: Page ): Driver {
	const first = ( selector: string ) => page.locator( selector ).first();
	return {
		goto: async ( path ) => {
			await page.goto( path );
		},
		reload: async () => {
			await page.reload();
		},
		back: async () => {
			// A test-driver difference: over BiDi, Firefox's goBack() never returns when the page
			// comes back from the back/forward cache, so the page goes back itself (on its next
			// turn, so the call returns first); the journey then waits for the URL.
			await page.evaluate( 'setTimeout( () => history.back() )' );
		},
		url: async () => page.url(),
		click: ( selector ) => first( selector ).click(),
		type: async ( selector, text ) => {
			// Key by key, not fill(): with Firefox over BiDi, React does not always take a
			// value fill() sets, and fill() on a number input appends (a driver difference).
			const field = first( selector );
			await field.click();
			await field.press( 'ControlOrMeta+a' );
			await field.press( 'Backspace' );
			await field.pressSequentially( text );
		},
		select: async ( selector, value ) => {
			await first( selector ).selectOption( value );
		},
		press: ( key: Key ) =>
			page.keyboard.press( key === 'Space' ? ' ' : key ),
		typeKeys: ( text ) => page.keyboard.type( text ),
		count: ( selector ) => page.locator( selector ).count(),
		isVisible: ( selector ) => first( selector ).isVisible(),
		value: ( selector ) => first( selector ).inputValue(),
		text: ( selector ) => first( selector ).innerText(),
		run: ( fn, ...args ) =>
			page.evaluate( `(${ fn })(...${ JSON.stringify( args ) })` ),
		forgetShopper: async () => {
			await page.context().clearCookies();
			if ( page.url().startsWith( 'http' ) ) {
				await page.evaluate( () => {
					localStorage.clear();
					sessionStorage.clear();
				} );
			}
		},
	};
}
