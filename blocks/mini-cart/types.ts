/**
 * What the server tells the mini-cart's front end (includes/mini-cart.php prints it as
 * `window.kassaMiniCart` before the button script), and how the lazily loaded drawer script
 * makes itself known. Only the cart's count and total are the shopper's (as in the button the
 * server rendered): a full-page cache serves cached pages only to visitors without a cart.
 */
import type { MiniCartSummary } from './button-text';

/** One script to load on demand, with what WordPress would print around it. */
export interface LazyScript {
	handle: string;
	/** Full URL including `?ver=`. */
	src: string;
	/** Inline code WordPress prints before the script (e.g. the settings payload). */
	before?: string;
	/** Inline code WordPress prints after it (e.g. apiFetch's root URL middleware). */
	after?: string;
	/** The script's translations as WordPress prints them. */
	translations?: string;
}

/** `window.kassaMiniCart`. */
export interface MiniCartConfig {
	/** The cart's count and total the server rendered, null when it could read no cart. */
	summary: MiniCartSummary | null;
	/** `GET` URL of the Store API cart. */
	cartUrl: string;
	/** REST nonce, only for logged-in users (pages a full-page cache never serves). */
	restNonce?: string;
	/** The drawer's script and every script it needs, dependencies first. */
	drawerScripts: LazyScript[];
	/** The shop's cart and checkout pages, where a button set to go there goes. */
	pages: { cart: string; checkout: string };
}

/** `window.kassaMiniCartDrawer`, set by the drawer script when it loads. */
export interface MiniCartDrawerApi {
	/**
	 * Opens the drawer of one mini-cart block.
	 *
	 * @param shell The block's element, holding the saved contents shells.
	 */
	open: ( shell: HTMLElement ) => void;
}

declare global {
	interface Window {
		kassaMiniCart?: MiniCartConfig;
		kassaMiniCartDrawer?: MiniCartDrawerApi;
	}
}
