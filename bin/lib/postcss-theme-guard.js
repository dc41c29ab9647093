/**
 * A PostCSS plugin for Kassa's stylesheets: every rule gets the weight of one id selector
 * (`:not(#kassa-theme-guard)`, which every element matches), so that no rule of a theme made of
 * classes and elements outweighs Kassa's on Kassa's own controls. Classic themes style every
 * `button`, `table`, `label` and radio of a page, often with long selectors (Twenty Twenty-One's
 * `button:not(:hover):not(:active):not(.has-background)` paints every button dark; its
 * `input[type=radio] + label` makes a label a block), and a block's class alone weighs less.
 * All of Kassa's rules gain the same weight, so among themselves they stand as written. A rule
 * written in `:where()` (the filled buttons' fallbacks, which a theme's button styles are meant
 * to win over) is left as it is, and so are keyframes.
 */

/** Matches every element, weighs as an id. */
const GUARD = ':not(#kassa-theme-guard)';

/**
 * The selector with the guard in its first compound selector (before any combinator or
 * pseudo-element), or as it was when it opens with `:where(` or is guarded already.
 *
 * @param {string} selector One complex selector.
 * @return {string} The guarded selector.
 */
function guardSelector( selector ) {
	const trimmed = selector.trim();
	if ( trimmed.startsWith( ':where(' ) || trimmed.includes( GUARD ) ) {
		return trimmed;
	}
	let depth = 0;
	for ( let i = 0; i < trimmed.length; i++ ) {
		const character = trimmed[ i ];
		if ( character === '(' || character === '[' ) {
			depth++;
		} else if ( character === ')' || character === ']' ) {
			depth--;
		} else if (
			depth === 0 &&
			( /[\s>+~]/.test( character ) ||
				( character === ':' && trimmed[ i + 1 ] === ':' ) )
		) {
			return trimmed.slice( 0, i ) + GUARD + trimmed.slice( i );
		}
	}
	return trimmed + GUARD;
}

/**
 * The plugin.
 *
 * @return {import('postcss').Plugin} It.
 */
function themeGuard() {
	return {
		postcssPlugin: 'kassa-theme-guard',
		Rule( rule ) {
			if (
				rule.parent?.type === 'atrule' &&
				/keyframes$/i.test( rule.parent.name )
			) {
				return;
			}
			const selectors = rule.selectors.map( guardSelector );
			if ( selectors.join() !== rule.selectors.join() ) {
				rule.selectors = selectors;
			}
		},
	};
}
themeGuard.postcss = true;

module.exports = { themeGuard, guardSelector, GUARD };
