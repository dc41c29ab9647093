/**
 * The mini-cart's front end: a plain-DOM button with the cart's count and total. The drawer
 * (React, the data store, the line items) is loaded the first time a shopper opens it.
 */
import { dataPropsToAttributes } from '../../assets/utils/block-attributes';
import { createButton, updateButton } from './button';
import { createCartSource, type CartSource } from './cart-source';
import { loadScripts } from './lazy-scripts';
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
	button: HTMLButtonElement,
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
	shells.forEach( ( shell ) => {
		const { hasHiddenPrice } = dataPropsToAttributes( shell.dataset );
		const button = createButton( shell );
		source.subscribe( ( summary ) =>
			updateButton( button, summary, hasHiddenPrice === true )
		);
		button.addEventListener( 'click', () =>
			openDrawer( shell, button, source )
		);
	} );
	source.start();
}

// Deferred block scripts run before DOMContentLoaded, in any order: waiting for it lets the
// button see whether another block brought the data store (then it follows the store).
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
