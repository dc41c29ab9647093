import type { Page } from '@playwright/test';

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
		const describe = ( element: Element ) =>
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
					`${ describe( element ) } spans ${ Math.round(
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
					`${ describe( element ) } cuts ${ element.scrollWidth } to ${ element.clientWidth }`
				);
			}
		}
		return problems;
	} );
}
