/**
 * The cart icons the Mini-Cart and the Cart Link offer (WooCommerce's choices: cart, bag,
 * bag-alt), each an SVG path drawn in a 24 × 24 box. The paths live in cart-icons.json, which
 * the server reads too (includes/cart-icons.php), so both draw the same icons.
 */
import icons from './cart-icons.json';

/** An icon choice. */
export type CartIconName = keyof typeof icons;

/**
 * Whether a value is one of the icon choices.
 *
 * @param value A stored attribute.
 * @return True for 'cart', 'bag' and 'bag-alt'.
 */
export function isCartIconName( value: unknown ): value is CartIconName {
	return typeof value === 'string' && value in icons;
}

/**
 * The SVG path of an icon choice (the cart's for an unknown one).
 *
 * @param icon The choice.
 * @return Path data for a 24 × 24 box.
 */
export function getCartIconPath( icon: string ): string {
	return isCartIconName( icon ) ? icons[ icon ] : icons.cart;
}
