/**
 * The mini-cart button's own colours (price, icon, item count), on top of the text and
 * background colours of the block supports. Each is saved as a CSS custom property on the
 * block's wrapper, which the button's CSS reads: a colour of the theme's palette as the
 * palette's variable (it follows the theme when the palette changes), a custom one as it is.
 * The front end needs no JavaScript for them.
 */

/** A chosen colour: its value, and its palette slug when it is one of the theme's. */
export interface ColorValue {
	color: string;
	slug?: string;
}

/** The colour attributes and the custom property each one sets. */
export const MINI_CART_COLORS = {
	priceColor: '--kassa-mini-cart-price-color',
	iconColor: '--kassa-mini-cart-icon-color',
	productCountColor: '--kassa-mini-cart-product-count-color',
} as const;

export type MiniCartColorName = keyof typeof MINI_CART_COLORS;

/**
 * The custom properties the chosen colours set.
 *
 * @param attributes The block's attributes.
 * @return Style declarations, e.g. `{ '--kassa-mini-cart-icon-color': 'var(--wp--preset--color--accent-1)' }`.
 */
export function colorStyle(
	attributes: Partial< Record< MiniCartColorName, ColorValue > >
): Record< string, string > {
	const style: Record< string, string > = {};
	for ( const [ name, property ] of Object.entries( MINI_CART_COLORS ) ) {
		const value = attributes[ name as MiniCartColorName ];
		if ( value?.slug ) {
			style[ property ] = `var(--wp--preset--color--${ value.slug })`;
		} else if ( value?.color ) {
			style[ property ] = value.color;
		}
	}
	return style;
}
