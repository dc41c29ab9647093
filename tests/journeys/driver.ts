/**
 * The few things a shopper's browser does, whatever drives it: Playwright (Chromium, Firefox) or
 * WebdriverIO over classic WebDriver (WebKitGTK). The journeys (journeys.ts) are written once
 * against this, and every driver (playwright-driver.ts, webdriverio-driver.ts) implements it.
 *
 * A selector is CSS, or XPath when it starts with `//` (both drivers read both). Actions wait
 * for their element as the driver does; reads answer at once, and `Shopper`'s expectations poll.
 */
export interface Driver {
	/** Opens a path of the site (relative to its base URL) and waits for the page's load. */
	goto: ( path: string ) => Promise< void >;
	/** Reloads the page. */
	reload: () => Promise< void >;
	/** Goes back in the history, as the browser's back button does. */
	back: () => Promise< void >;
	/** The page's URL. */
	url: () => Promise< string >;
	/** Clicks the first element matching, once it can be clicked. */
	click: ( selector: string ) => Promise< void >;
	/** Empties a text or number field and types into it, key by key. */
	type: ( selector: string, text: string ) => Promise< void >;
	/** Picks the option with this value in a select. */
	select: ( selector: string, value: string ) => Promise< void >;
	/** Presses a key in the focused element: 'Tab', 'Enter', 'Escape', 'ArrowUp', 'Space'. */
	press: ( key: Key ) => Promise< void >;
	/** Types text into the focused element, key by key. */
	typeKeys: ( text: string ) => Promise< void >;
	/** How many elements match. */
	count: ( selector: string ) => Promise< number >;
	/** Whether the first element matching is displayed. */
	isVisible: ( selector: string ) => Promise< boolean >;
	/** The value of the first field matching. */
	value: ( selector: string ) => Promise< string >;
	/** The rendered text of the first element matching. */
	text: ( selector: string ) => Promise< string >;
	/** Runs a function in the page with JSON arguments and returns its (awaited) result. */
	run: < T, A extends unknown[] >(
		fn: ( ...args: A ) => T | Promise< T >,
		...args: A
	) => Promise< T >;
	/** Starts a new shopper: no cookies, no stored data (the browser session stays). */
	forgetShopper: () => Promise< void >;
}

/** The keys the journeys press. */
export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowUp' | 'Space';

/** How long an expectation waits for the page (ms), as the e2e suite's expect timeout. */
const TIMEOUT = 10_000;

/**
 * A shopper in a browser: the driver's actions, and expectations that poll the page until they
 * hold (or fail with what was last seen).
 */
export class Shopper {
	/**
	 * @param driver  The browser's driver.
	 * @param timeout How long an expectation waits (ms).
	 */
	constructor(
		readonly driver: Driver,
		readonly timeout = TIMEOUT
	) {}

	/**
	 * Waits until a read of the page passes a check.
	 *
	 * @param what  What is expected, for the failure's message.
	 * @param read  Reads the page.
	 * @param check Whether what was read is as expected.
	 * @return What was read last.
	 */
	async until< T >(
		what: string,
		read: () => Promise< T >,
		check: ( value: T ) => boolean
	): Promise< T > {
		const deadline = Date.now() + this.timeout;
		let last: T | string = '(nothing read)';
		for (;;) {
			try {
				const value = await read();
				if ( check( value ) ) {
					return value;
				}
				last = value;
			} catch ( error ) {
				last = String( error );
			}
			if ( Date.now() > deadline ) {
				throw new Error(
					`Expected ${ what }; last seen: ${ JSON.stringify( last ) }`
				);
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
	}

	/**
	 * Waits until a field holds a value.
	 *
	 * @param selector The field.
	 * @param expected Its value.
	 */
	async expectValue( selector: string, expected: string ) {
		await this.until(
			`${ selector } to hold "${ expected }"`,
			() => this.driver.value( selector ),
			( value ) => value === expected
		);
	}

	/**
	 * Waits until an element's text matches.
	 *
	 * @param selector The element.
	 * @param expected Text it contains, or a pattern it matches.
	 */
	async expectText( selector: string, expected: string | RegExp ) {
		await this.until(
			`${ selector } to show ${ expected }`,
			() => this.driver.text( selector ),
			( text ) =>
				typeof expected === 'string'
					? text.includes( expected )
					: expected.test( text )
		);
	}

	/**
	 * Waits until an element is displayed (or, with `false`, until none is).
	 *
	 * @param selector The element.
	 * @param visible  Whether it should show.
	 */
	async expectVisible( selector: string, visible = true ) {
		await this.until(
			`${ selector } ${ visible ? 'to show' : 'to be gone' }`,
			async () =>
				( await this.driver.count( selector ) ) > 0 &&
				this.driver.isVisible( selector ),
			( shown ) => shown === visible
		);
	}

	/**
	 * Waits until so many elements match.
	 *
	 * @param selector The elements.
	 * @param expected How many.
	 */
	async expectCount( selector: string, expected: number ) {
		await this.until(
			`${ expected } of ${ selector }`,
			() => this.driver.count( selector ),
			( count ) => count === expected
		);
	}

	/**
	 * Waits until the page's URL matches.
	 *
	 * @param pattern The URL's pattern.
	 * @return The URL.
	 */
	async expectUrl( pattern: RegExp ) {
		return this.until(
			`the URL to match ${ pattern }`,
			() => this.driver.url(),
			( url ) => pattern.test( url )
		);
	}

	/**
	 * Whether the focused element matches a CSS selector.
	 *
	 * @param selector CSS.
	 * @return True when it does.
	 */
	hasFocus( selector: string ) {
		return this.driver.run(
			( css: string ) => !! document.querySelector( `${ css }:focus` ),
			selector
		);
	}

	/**
	 * Presses Tab until the focused element matches a CSS selector, as a keyboard user moves.
	 *
	 * @param selector CSS.
	 * @param limit    Most Tab presses allowed.
	 */
	async tabTo( selector: string, limit = 80 ) {
		for ( let i = 0; i < limit; i++ ) {
			await this.driver.press( 'Tab' );
			if ( await this.hasFocus( selector ) ) {
				return;
			}
		}
		throw new Error( `Tab never reached ${ selector }.` );
	}
}

/**
 * An XPath for elements of a tag whose text (or accessible name from aria-label) contains a text.
 *
 * @param tag  Tag name, or '*'.
 * @param text The text.
 * @return The XPath.
 */
export function withText( tag: string, text: string ) {
	const literal = text.includes( "'" ) ? `"${ text }"` : `'${ text }'`;
	return `//${ tag }[contains(normalize-space(.), ${ literal }) or contains(@aria-label, ${ literal })]`;
}
