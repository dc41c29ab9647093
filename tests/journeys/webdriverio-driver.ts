import { Key as Keys } from 'webdriverio';

import type { Driver, Key } from './driver';

const KEYS: Record< Key, string > = {
	Tab: Keys.Tab,
	Enter: Keys.Enter,
	Escape: Keys.Escape,
	ArrowUp: Keys.ArrowUp,
	Space: Keys.Space,
};

/**
 * The journeys' driver on a WebdriverIO browser session (WebKitGTK over classic WebDriver).
 *
 * @param browser The session.
 * @return The driver.
 */
export function webdriverioDriver( browser: WebdriverIO.Browser ): Driver {
	const clickable = async ( selector: string ) => {
		const element = browser.$( selector );
		await element.waitForClickable();
		// Playwright waits for an element to stop moving before it acts on it; WebdriverIO does
		// not, and a click while the mini-cart's drawer slides in lands beside its target (a
		// driver difference): two equal positions, an animation frame or more apart.
		let last = '';
		await browser.waitUntil(
			async () => {
				const here = JSON.stringify( await element.getLocation() );
				const still = here === last;
				last = here;
				return still;
			},
			{ interval: 50 }
		);
		return element;
	};
	return {
		goto: async ( path ) => {
			await browser.url( path );
		},
		reload: async () => {
			await browser.refresh();
		},
		back: async () => {
			await browser.back();
		},
		url: () => browser.getUrl(),
		click: async ( selector ) => {
			await ( await clickable( selector ) ).click();
		},
		type: async ( selector, text ) => {
			const field = await clickable( selector );
			await field.click();
			await browser.keys( [ Keys.Ctrl, 'a' ] );
			await browser.keys( Keys.Backspace );
			await field.addValue( text );
		},
		select: async ( selector, value ) => {
			await (
				await clickable( selector )
			).selectByAttribute( 'value', value );
		},
		press: ( key ) => browser.keys( KEYS[ key ] ),
		typeKeys: ( text ) => browser.keys( [ ...text ] ),
		count: async ( selector ) => ( await browser.$$( selector ) ).length,
		isVisible: ( selector ) => browser.$( selector ).isDisplayed(),
		value: ( selector ) => browser.$( selector ).getValue(),
		text: ( selector ) => browser.$( selector ).getText(),
		run: async < T, A extends unknown[] >(
			fn: ( ...args: A ) => T | Promise< T >,
			...args: A
		) =>
			( await browser.execute(
				`return (${ fn })(...${ JSON.stringify( args ) })`
			) ) as T,
		forgetShopper: async () => {
			await browser.deleteCookies();
			if ( ( await browser.getUrl() ).startsWith( 'http' ) ) {
				await browser.execute( () => {
					localStorage.clear();
					sessionStorage.clear();
				} );
			}
		},
	};
}
