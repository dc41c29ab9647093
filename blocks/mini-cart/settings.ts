/**
 * The mini-cart's settings as its button uses them: read from the block's attributes (the
 * saved shell's data attributes on the front end), with block.json's defaults for a block
 * stored without them (a header's self-closing `<!-- wp:kassa/mini-cart /-->`).
 */
import {
	isCartIconName,
	type CartIconName,
} from '../../assets/icons/cart-icons';

/** When the badge shows the item count. */
export type ProductCountVisibility = 'always' | 'greater_than_zero' | 'never';

/** What clicking the button does. */
export type CartClickBehaviour =
	'open_drawer' | 'navigate_to_cart' | 'navigate_to_checkout';

/** What adding a product to the cart does to the mini-cart. */
export type AddToCartBehaviour = 'none' | 'open_drawer';

/** The settings the button follows. */
export interface MiniCartButtonSettings {
	miniCartIcon: CartIconName;
	hasHiddenPrice: boolean;
	productCountVisibility: ProductCountVisibility;
	onCartClickBehaviour: CartClickBehaviour;
	addToCartBehaviour: AddToCartBehaviour;
}

/** block.json's defaults (a unit test keeps the two the same). */
export const MINI_CART_DEFAULTS: MiniCartButtonSettings = {
	miniCartIcon: 'cart',
	hasHiddenPrice: false,
	productCountVisibility: 'greater_than_zero',
	onCartClickBehaviour: 'open_drawer',
	addToCartBehaviour: 'none',
};

/**
 * The button's settings from a block's attributes; unknown values fall back to the defaults.
 *
 * @param attributes Block attributes (or a shell's data attributes read back).
 * @return The settings.
 */
export function readButtonSettings(
	attributes: Record< string, unknown >
): MiniCartButtonSettings {
	const settings = { ...MINI_CART_DEFAULTS, ...attributes };
	return {
		...settings,
		miniCartIcon: isCartIconName( settings.miniCartIcon )
			? settings.miniCartIcon
			: MINI_CART_DEFAULTS.miniCartIcon,
		hasHiddenPrice: settings.hasHiddenPrice === true,
	};
}

/**
 * Whether the badge shows the count: never while the count is unknown, and as chosen after.
 *
 * @param itemsCount The cart's item count, or null while unknown.
 * @param visibility The setting.
 * @return Whether to show it.
 */
export function isBadgeVisible(
	itemsCount: number | null,
	visibility: ProductCountVisibility
): boolean {
	if ( itemsCount === null || visibility === 'never' ) {
		return false;
	}
	return visibility === 'always' || itemsCount > 0;
}

/**
 * Where clicking the button goes, when it goes somewhere rather than opening the drawer.
 *
 * @param behaviour      The setting.
 * @param pages          The shop's page links.
 * @param pages.cart     The cart page.
 * @param pages.checkout The checkout page.
 * @return The URL, or null to open the drawer (also when the page has no link).
 */
export function getClickTarget(
	behaviour: CartClickBehaviour,
	pages: { cart?: string; checkout?: string }
): string | null {
	if ( behaviour === 'navigate_to_cart' ) {
		return pages.cart || null;
	}
	if ( behaviour === 'navigate_to_checkout' ) {
		return pages.checkout || null;
	}
	return null;
}
