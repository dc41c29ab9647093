/**
 * Extension points, built as `kassa-extensions` (`window.kassa.extensions`): checkout filters,
 * inner blocks for the named block areas, checkout event observers, and cart extension data.
 */
import { dispatch } from '@wordpress/data';
import {
	cartStore,
	checkoutEvents,
	EXTENSION_SLOTS,
	INNER_BLOCK_AREAS,
} from '@kassa/data';

export {
	registerCheckoutFilters,
	applyCheckoutFilter,
	resetCheckoutFilters,
	PRICE_FILTERS,
} from './filters';
export type { CheckoutFilter } from './filters';
export {
	registerCheckoutBlock,
	registerInnerBlockArea,
	getRegisteredBlocks,
	getRegisteredBlockComponents,
	getForcedBlocks,
	isInnerBlockArea,
	resetCheckoutBlocks,
} from './blocks';
export type { CheckoutBlockOptions } from './blocks';
export { registerIslandComponent, getIslandComponent } from './islands';
export type { IslandProps } from './islands';
export {
	ExtensionFill,
	ExtensionSlot,
	getSlotFills,
	useSlotFills,
	resetSlotFills,
} from './slots';

/** Observers of checkout and shipping events, by priority (default 10, lower first). */
export { checkoutEvents, EXTENSION_SLOTS, INNER_BLOCK_AREAS };

/**
 * Sends an extension's data to its cart route (`/cart/extensions`); the cart the server
 * returns replaces the stored one. A `woocommerce_rest_cart_extensions_error` becomes notices
 * and is rethrown.
 *
 * @param update           namespace and data.
 * @param update.namespace The extension's namespace.
 * @param update.data      Its data.
 * @return The new cart.
 */
export function extensionCartUpdate( update: {
	namespace: string;
	data?: Record< string, unknown >;
} ) {
	return dispatch( cartStore ).applyExtensionCartUpdate( update );
}
