/**
 * The note a page leaves for the tab's next page about its cart writes: one still unanswered
 * when it was left, or else when its last one was answered. The next page is asked for before
 * the one left is gone, so the server may have rendered it before such a write was done: the
 * next page then reads the cart. So does a page the tab's history brought back without the
 * back/forward cache (a restore from that cache fires `pageshow` instead, heard elsewhere): the
 * browser may show the copy its HTTP cache kept, rendered before whatever the shopper did since
 * (Chromium does for the pages WordPress sends guests without cache headers, the shop's). The
 * module stands alone (no store, no Store API client), so the mini-cart's light script honours
 * it too on pages without the data store.
 */
import {
	INTERRUPTED_CART_WRITE_STORAGE_KEY,
	UNANSWERED_WRITE_REREAD_MS,
} from '../../assets/constants';

/** The note left when a cart write was still unanswered as the page was left. */
const UNANSWERED = 'unanswered';

/**
 * Leaves the note for the tab's next page (as the page is left).
 *
 * @param unanswered Whether a cart write is still unanswered.
 * @param answeredAt When the last cart write was answered (epoch ms; 0 for none).
 */
export function noteCartWrites( unanswered: boolean, answeredAt: number ) {
	if ( ! unanswered && ! answeredAt ) {
		return;
	}
	try {
		window.sessionStorage.setItem(
			INTERRUPTED_CART_WRITE_STORAGE_KEY,
			unanswered ? UNANSWERED : String( answeredAt )
		);
	} catch {
		// No storage: no hint.
	}
}

/**
 * Whether the tab's history (back or forward) loaded this page, from the network or from the
 * HTTP cache.
 */
function loadedFromHistory(): boolean {
	const [ navigation ] =
		window.performance?.getEntriesByType?.( 'navigation' ) ?? [];
	return (
		( navigation as PerformanceNavigationTiming | undefined )?.type ===
		'back_forward'
	);
}

/**
 * Reads the note the tab's page before this one left (once: it is removed) and rereads the
 * cart when that page was left with a write unanswered (now, and again once the server has had
 * the time to finish it: a checkout takes a while), or had one answered after this page's
 * navigation began; or, once, when the history loaded this page (it may be a cached copy).
 *
 * @param reread Reads the cart.
 * @return Cancels the second read.
 */
export function rereadIfPageMayBeStale( reread: () => void ): () => void {
	let note: string | null = null;
	try {
		note = window.sessionStorage.getItem(
			INTERRUPTED_CART_WRITE_STORAGE_KEY
		);
		window.sessionStorage.removeItem( INTERRUPTED_CART_WRITE_STORAGE_KEY );
	} catch {
		// No storage: no hint.
	}
	if ( note === UNANSWERED ) {
		reread();
		const timer = setTimeout( reread, UNANSWERED_WRITE_REREAD_MS );
		return () => clearTimeout( timer );
	}
	if (
		loadedFromHistory() ||
		( note !== null && Number( note ) >= performance.timeOrigin )
	) {
		reread();
	}
	return () => {};
}
