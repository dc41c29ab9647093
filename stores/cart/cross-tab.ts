/**
 * Tells the shop's other tabs that this one changed the cart, through local storage (whose
 * `storage` event reaches every other tab of the same site), so that they read it again
 * instead of showing, and charging, a cart that is no more.
 */
import { CART_CHANGED_STORAGE_KEY } from '../../assets/constants';

/**
 * Marks the cart changed by this tab (after a write the server accepted).
 */
export function announceCartChange(): void {
	try {
		// A new value each time: the same value twice would fire no event.
		window.localStorage.setItem(
			CART_CHANGED_STORAGE_KEY,
			`${ Date.now() }-${ Math.random() }`
		);
	} catch {
		// Storage may be unavailable; other tabs then read the cart when the shopper acts.
	}
}

/**
 * Calls back when another tab changed the cart.
 *
 * @param callback What to do.
 * @return Stops listening.
 */
export function onCartChangedElsewhere( callback: () => void ): () => void {
	const listener = ( event: StorageEvent ) => {
		if ( event.key === CART_CHANGED_STORAGE_KEY ) {
			callback();
		}
	};
	window.addEventListener( 'storage', listener );
	return () => window.removeEventListener( 'storage', listener );
}
