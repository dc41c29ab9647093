import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest viewport WCAG 1.4.10 (Reflow) asks a page to work at, in CSS px. */
export const REFLOW_WIDTH = 320;

/**
 * What breaks reflow on the page as it is now: the document scrolling sideways, and every
 * visible Kassa element that reaches past the viewport's edges or hides content in a
 * scroller of its own (cut off at the right edge).
 *
 * @param page The page.
 * @return The document's widths and a description of each offending element (none: `[]`).
 */
export function reflowProblems( page: Page ) {
	return page.evaluate( () => {
		const root = document.documentElement;
		const width = root.clientWidth;
		const nameOf = ( element: Element ) =>
			`${ element.tagName.toLowerCase() }.${ [
				...element.classList,
			].join( '.' ) }`;
		const problems: string[] = [];
		if ( root.scrollWidth > width ) {
			problems.push( `document ${ root.scrollWidth } > ${ width }` );
		}
		const elements = document.querySelectorAll(
			'[class*="kassa-"], [class*="kassa-"] *'
		);
		for ( const element of elements ) {
			const rect = element.getBoundingClientRect();
			const style = getComputedStyle( element );
			// Visually hidden text (1 px, clipped) and hidden elements are not on screen.
			if (
				rect.width <= 1 ||
				rect.height <= 1 ||
				style.visibility === 'hidden' ||
				style.clip !== 'auto'
			) {
				continue;
			}
			if ( rect.right > width + 0.5 || rect.left < -0.5 ) {
				problems.push(
					`${ nameOf( element ) } spans ${ Math.round(
						rect.left
					) }–${ Math.round( rect.right ) }`
				);
			} else if (
				element.scrollWidth > element.clientWidth + 1 &&
				[ 'hidden', 'auto', 'scroll', 'clip' ].includes(
					style.overflowX
				) &&
				element.clientWidth > 0
			) {
				problems.push(
					`${ nameOf( element ) } cuts ${ element.scrollWidth } to ${ element.clientWidth }`
				);
			}
		}
		return problems;
	} );
}

/**
 * Records what WordPress's polite live region (`#a11y-speak-polite`, filled by
 * `wp.a11y.speak`) says from now on: one entry per announcement, so a double announcement
 * shows as two.
 *
 * @param page The page (loaded, with wp-a11y on it).
 * @return Reads the announcements so far.
 */
export async function recordAnnouncements( page: Page ) {
	await page.waitForFunction( () =>
		document.getElementById( 'a11y-speak-polite' )
	);
	await page.evaluate( () => {
		const region = document.getElementById( 'a11y-speak-polite' )!;
		const said: string[] = [];
		( window as unknown as { kassaSaid: string[] } ).kassaSaid = said;
		new MutationObserver( () => {
			// speak() clears the region, then fills it: one batch per announcement.
			const text = ( region.textContent ?? '' )
				.replace( /\u00a0/g, ' ' )
				.trim();
			if ( text ) {
				said.push( text );
			}
		} ).observe( region, {
			childList: true,
			characterData: true,
			subtree: true,
		} );
	} );
	return () =>
		page.evaluate(
			() => ( window as unknown as { kassaSaid: string[] } ).kassaSaid
		);
}

/**
 * The ARIA radio group pattern, checked on a group of native radios: the checked radio is the
 * group's one tab stop, and the arrow keys move to the next and previous radio and select it.
 *
 * @param page  The page.
 * @param group The group (a radiogroup or fieldset) holding the radios.
 * @param wait  Waits for what a selection sets off (a cart update) to settle.
 */
export async function expectRadioGroupPattern(
	page: Page,
	group: Locator,
	wait: () => Promise< void > = async () => {}
) {
	const radios = group.getByRole( 'radio' );
	const count = await radios.count();
	expect( count ).toBeGreaterThan( 1 );
	const checked = await radios.evaluateAll( ( inputs ) =>
		inputs.findIndex( ( input ) => ( input as HTMLInputElement ).checked )
	);
	const start = Math.max( checked, 0 );
	await radios.nth( start ).focus();
	const next = ( start + 1 ) % count;
	await page.keyboard.press( 'ArrowDown' );
	await expect( radios.nth( next ) ).toBeFocused();
	await expect( radios.nth( next ) ).toBeChecked();
	await wait();
	await expect( radios.nth( next ) ).toBeFocused();
	await page.keyboard.press( 'ArrowUp' );
	await expect( radios.nth( start ) ).toBeFocused();
	await expect( radios.nth( start ) ).toBeChecked();
	await wait();
	// One tab stop: Tab leaves the group, Shift+Tab comes back to the checked radio.
	await page.keyboard.press( 'Tab' );
	expect(
		await radios.evaluateAll( ( inputs ) =>
			inputs.some(
				( input ) => input.ownerDocument.activeElement === input
			)
		)
	).toBe( false );
	await page.keyboard.press( 'Shift+Tab' );
	await expect( radios.nth( start ) ).toBeFocused();
}
