/**
 * The mini-cart's front end: keeps the server's button (or link, when clicking it goes to the
 * cart or checkout page) showing the cart's count and total, in plain DOM. The drawer (React,
 * the data store, the line items) is loaded the first time a shopper opens it, or a product is
 * added when the block is set to open it then.
 */
import { CART_ADDED_EVENTS } from '../../assets/constants';
import { dataPropsToAttributes } from '../../assets/utils/block-attributes';
import { updateButton } from './button';
import { createCartSource, type CartSource } from './cart-source';
import { loadScripts } from './lazy-scripts';
import { readButtonSettings } from './settings';
import './types';

let drawerLoading: Promise< void > | null = null;

/**
 * Loads the drawer's scripts once (a failed load may be retried by opening again).
 *
 * @return Resolves when `window.kassaMiniCartDrawer` is there.
 */
function loadDrawer(): Promise< void > {
	if ( ! drawerLoading ) {
		drawerLoading = loadScripts(
			window.kassaMiniCart?.drawerScripts ?? []
		).catch( ( error ) => {
			drawerLoading = null;
			throw error;
		} );
	}
	return drawerLoading;
}

async function openDrawer(
	shell: HTMLElement,
	button: HTMLElement,
	source: CartSource
) {
	button.setAttribute( 'aria-busy', 'true' );
	try {
		await loadDrawer();
		await source.handOver();
		window.kassaMiniCartDrawer?.open( shell );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error );
	} finally {
		button.removeAttribute( 'aria-busy' );
	}
}

function init() {
	const config = window.kassaMiniCart;
	const shells = document.querySelectorAll< HTMLElement >(
		'.wp-block-kassa-mini-cart'
	);
	if ( ! config || shells.length === 0 ) {
		return;
	}
	const source = createCartSource( config );
	const drawers: Array< () => void > = [];
	shells.forEach( ( shell ) => {
		// The server rendered it (includes/mini-cart-button.php).
		const button = shell.querySelector< HTMLElement >(
			':scope > .kassa-mini-cart__button'
		);
		if ( ! button ) {
			return;
		}
		const settings = readButtonSettings(
			dataPropsToAttributes( shell.dataset )
		);
		source.subscribe( ( summary ) =>
			updateButton( button, summary, settings )
		);
		const open = () => openDrawer( shell, button, source );
		if ( button.tagName === 'BUTTON' ) {
			button.addEventListener( 'click', open );
		}
		if ( settings.addToCartBehaviour === 'open_drawer' ) {
			drawers.push( open );
		}
	} );
	source.start();
	// After the source's own listeners: the drawer opens on the cart read after the add.
	// One drawer at a time: the first mini-cart set to open is the one that does.
	if ( drawers.length ) {
		CART_ADDED_EVENTS.forEach( ( name ) =>
			document.addEventListener( name, drawers[ 0 ], true )
		);
	}
}

// Deferred block scripts run before DOMContentLoaded, in any order: waiting for it lets the
// button see whether another block brought the data store (then it follows the store).
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
