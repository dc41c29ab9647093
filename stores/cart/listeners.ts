/**
 * The cart's connections to the page: refetching when other blocks change the cart, another
 * tab changed it, the page comes back from the back/forward cache or is loaded by the history
 * (perhaps a copy the HTTP cache kept), or the page before it was left while a cart write was
 * unanswered or answered only after this page was asked for (this page may have been rendered
 * before the server did it); and the dirty-customer-data flag in
 * local storage.
 *
 * DOM event contract: a script that changes the cart outside this store dispatches
 * `kassa-cart-added-item` or `kassa-cart-removed-item` (a CustomEvent) on document.body; the
 * store then rereads the cart. WooCommerce's `wc-blocks_added_to_cart` /
 * `wc-blocks_removed_from_cart` are honoured too. `detail: { preserveCartData: true }` means
 * the sender already updated the store, and skips the refetch.
 */
import type { DataRegistry } from '@wordpress/data';

import { hasWritesInFlight, lastWriteAnsweredAt } from '../../assets/api/fetch';
import {
	CART_REFRESH_EVENTS,
	DIRTY_CUSTOMER_DATA_DEBOUNCE_MS,
	DIRTY_CUSTOMER_DATA_STORAGE_KEY,
} from '../../assets/constants';
import { onCartChangedElsewhere } from './cross-tab';
import { noteCartWrites, rereadIfPageMayBeStale } from './interrupted-write';
import { cartStore } from './index';

let pendingFlagWrite: ReturnType< typeof setTimeout > | null = null;

/**
 * Listens for cart-changing events, changes in other tabs and `pageshow` from the back/forward
 * cache.
 *
 * @param registry The data registry holding the cart store.
 * @return Stops listening.
 */
export function startCartRefreshListeners( registry: DataRegistry ) {
	const reread = () => registry.dispatch( cartStore ).refreshCartData();
	const refresh = ( event: Event ) => {
		const detail = ( event as CustomEvent ).detail as
			{ preserveCartData?: boolean } | undefined;
		if ( ! detail?.preserveCartData ) {
			reread();
		}
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			reread();
		}
	};
	const stopInterruptedRereads = rereadIfPageMayBeStale( reread );
	// Listening on document in the capture phase hears the events dispatched on document.body
	// (bubbling or not), and works even when this script runs in <head>, before <body> exists
	// (WordPress prints a block's deferred view script and its dependencies there).
	CART_REFRESH_EVENTS.forEach( ( name ) =>
		document.addEventListener( name, refresh, true )
	);
	window.addEventListener( 'pageshow', onPageShow );
	window.addEventListener( 'pagehide', noteLastWrite );
	const stopCrossTab = onCartChangedElsewhere( reread );
	return () => {
		CART_REFRESH_EVENTS.forEach( ( name ) =>
			document.removeEventListener( name, refresh, true )
		);
		window.removeEventListener( 'pageshow', onPageShow );
		window.removeEventListener( 'pagehide', noteLastWrite );
		stopInterruptedRereads();
		stopCrossTab();
	};
}

/**
 * Notes, for the tab's next page, whether a cart write was unanswered when this one was left,
 * or else when the last one was answered (see interrupted-write.ts).
 */
function noteLastWrite() {
	noteCartWrites( hasWritesInFlight(), lastWriteAnsweredAt() );
}

function writeFlag( value: boolean ) {
	try {
		window.localStorage.setItem(
			DIRTY_CUSTOMER_DATA_STORAGE_KEY,
			value ? 'true' : 'false'
		);
	} catch {
		// Storage may be unavailable; the flag is only a hint.
	}
}

/**
 * Mirrors the store's dirty-customer-data flag into local storage as 'true' / 'false',
 * debounced 300 ms (SPEC §7).
 *
 * @param registry The data registry holding the cart store.
 * @return Stops mirroring.
 */
export function startDirtyCustomerDataPersistence( registry: DataRegistry ) {
	let last = registry.select( cartStore ).isCustomerDataDirty();
	const unsubscribe = registry.subscribe( () => {
		const dirty = registry.select( cartStore ).isCustomerDataDirty();
		if ( dirty === last ) {
			return;
		}
		last = dirty;
		if ( pendingFlagWrite !== null ) {
			clearTimeout( pendingFlagWrite );
		}
		pendingFlagWrite = setTimeout( () => {
			pendingFlagWrite = null;
			writeFlag( dirty );
		}, DIRTY_CUSTOMER_DATA_DEBOUNCE_MS );
	}, cartStore );
	return () => {
		unsubscribe();
		if ( pendingFlagWrite !== null ) {
			clearTimeout( pendingFlagWrite );
			pendingFlagWrite = null;
		}
	};
}

/**
 * Removes the dirty-customer-data flag (after checkout succeeds, SPEC §7), cancelling a write
 * still waiting for its debounce.
 */
export function removeDirtyCustomerDataFlag(): void {
	if ( pendingFlagWrite !== null ) {
		clearTimeout( pendingFlagWrite );
		pendingFlagWrite = null;
	}
	try {
		window.localStorage.removeItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY );
	} catch {
		// Nothing to remove.
	}
}
