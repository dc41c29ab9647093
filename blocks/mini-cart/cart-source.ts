/**
 * Where the mini-cart button gets its count and total from, without loading the data store on
 * pages that do not have it:
 *
 * - The server rendered the button with the shopper's count and total, and prints them in the
 *   config: the page asks nothing on load.
 * - When the page also runs `kassa-data` (cart, checkout, shop), the button follows the
 *   `kassa/cart` store: every change shows at once (not where the store holds an order being
 *   paid, the checkout's order-pay page).
 * - Otherwise it reads the cart with a plain `fetch` only when the cart may have changed: after
 *   add/remove events, a restore from the back/forward cache, a change in another tab, when
 *   the page before this one was left with a cart write unanswered or answered late (the server
 *   may have rendered this page's button before it), or when the history loaded this page (a
 *   copy from the HTTP cache may be older than the cart). When
 *   the drawer's code (and with it the store) loads, a cart read so far is handed to the store,
 *   and the button follows the store from then on.
 */
import type { Cart } from '../../assets/api/types';
import { CART_REFRESH_EVENTS } from '../../assets/constants';
// The module alone, not the data store: it reads nothing else.
import { onCartChangedElsewhere } from '../../stores/cart/cross-tab';
import { rereadIfPageMayBeStale } from '../../stores/cart/interrupted-write';
import type { MiniCartSummary } from './button-text';
import { readCart } from './read-cart';
import type { MiniCartConfig } from './types';

const CART_STORE = 'kassa/cart';

/** The part of `wp.data` the button uses, read from the page at run time. */
interface DataRegistryLike {
	select: ( store: string ) => {
		getCartData: () => Cart | null;
	};
	dispatch: ( store: string ) => {
		receiveCart: ( cart: Cart ) => unknown;
	};
	subscribe: ( listener: () => void, store?: string ) => () => void;
}

type Listener = ( summary: MiniCartSummary | null ) => void;

/** The button's view of the cart. */
export interface CartSource {
	/** Starts following the cart: the store if the page has it, else the page's events. */
	start: () => void;
	/** Calls `listener` now and on every change. */
	subscribe: ( listener: Listener ) => void;
	/** After the store loaded: gives it a cart read so far (no second request), then follows it. */
	handOver: () => Promise< void >;
	/** Stops listening to the page and the store. */
	stop: () => void;
}

function getRegistry(): DataRegistryLike | null {
	const page = window as unknown as {
		wp?: { data?: DataRegistryLike };
		kassa?: { data?: unknown };
		kassaSettings?: { orderToPay?: unknown };
	};
	// A page paying an existing order holds that order in its store, not the shopper's cart.
	return page.kassa?.data && page.wp?.data && ! page.kassaSettings?.orderToPay
		? page.wp.data
		: null;
}

/**
 * The count and total a cart response shows.
 *
 * @param cart A Store API cart.
 * @return Its summary, or null when the response is no cart.
 */
export function summarise(
	cart: Cart | null | undefined
): MiniCartSummary | null {
	if ( ! cart || ! cart.totals ) {
		return null;
	}
	return {
		itemsCount: cart.items_count ?? 0,
		total: cart.totals.total_price,
		currency: cart.totals,
	};
}

/**
 * Creates the cart source for the page's mini-cart buttons (one for all of them).
 *
 * @param config The server's mini-cart settings.
 * @return The source.
 */
export function createCartSource( config: MiniCartConfig ): CartSource {
	const listeners = new Set< Listener >();
	let summary: MiniCartSummary | null = config.summary ?? null;
	let lightCart: Cart | null = null;
	let lightRequest: Promise< void > = Promise.resolve();
	let followsStore = false;
	let sequence = 0;
	let unsubscribeStore = () => {};
	let stopCrossTab = () => {};
	let stopInterruptedRereads = () => {};

	const emit = ( next: MiniCartSummary | null ) => {
		summary = next;
		listeners.forEach( ( listener ) => listener( summary ) );
	};

	const readLight = () => {
		const request = ++sequence;
		lightRequest = readCart( config.cartUrl, {
			credentials: 'same-origin',
			headers: config.restNonce
				? { 'X-WP-Nonce': config.restNonce }
				: undefined,
		} ).then( ( cart ) => {
			// Only the newest answer counts, and none once the store took over.
			if ( request !== sequence || followsStore ) {
				return;
			}
			lightCart = summarise( cart ) ? cart : null;
			// A failed read keeps what the button shows.
			if ( lightCart ) {
				emit( summarise( lightCart ) );
			}
		} );
		return lightRequest;
	};

	const onCartEvent = () => {
		readLight();
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			readLight();
		}
	};
	const stopLight = () => {
		CART_REFRESH_EVENTS.forEach( ( name ) =>
			document.removeEventListener( name, onCartEvent, true )
		);
		window.removeEventListener( 'pageshow', onPageShow );
		stopCrossTab();
		stopInterruptedRereads();
	};

	const followStore = ( registry: DataRegistryLike ) => {
		if ( followsStore ) {
			return;
		}
		followsStore = true;
		stopLight();
		// The store reads the cart again itself after cart events, bfcache restores and changes
		// in other tabs (stores/cart/listeners).
		const read = () => {
			const next = summarise(
				registry.select( CART_STORE ).getCartData()
			);
			// Until the store has a cart (a drawer's first read), the server's figures stay.
			if (
				next &&
				( next.itemsCount !== summary?.itemsCount ||
					next.total !== summary?.total )
			) {
				emit( next );
			}
		};
		unsubscribeStore = registry.subscribe( read, CART_STORE );
		read();
	};

	return {
		start() {
			const registry = getRegistry();
			if ( registry ) {
				followStore( registry );
				return;
			}
			CART_REFRESH_EVENTS.forEach( ( name ) =>
				document.addEventListener( name, onCartEvent, true )
			);
			window.addEventListener( 'pageshow', onPageShow );
			stopCrossTab = onCartChangedElsewhere( readLight );
			stopInterruptedRereads = rereadIfPageMayBeStale( readLight );
		},
		subscribe( listener ) {
			listeners.add( listener );
			listener( summary );
		},
		async handOver() {
			const registry = getRegistry();
			if ( ! registry || followsStore ) {
				return;
			}
			await lightRequest;
			// Dispatched before anything selects the cart, so the store's resolver finds it and
			// makes no request of its own.
			if ( lightCart ) {
				registry.dispatch( CART_STORE ).receiveCart( lightCart );
			}
			followStore( registry );
		},
		stop() {
			stopLight();
			unsubscribeStore();
			listeners.clear();
		},
	};
}
