/**
 * Renders the plugins registered for WooCommerce's cart and checkout (`registerPlugin( name,
 * { render, scope: 'woocommerce-checkout' } )`, from `wp-plugins`), as WooCommerce's Cart and
 * Checkout blocks do. What they render is mostly slot fills, which show in Kassa's slots
 * wherever this renders: it renders in a root of its own, once the page's scripts have run,
 * and only when a script loaded `wp-plugins` (a shop whose extensions register no plugin
 * loads nothing for it).
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import type { ComponentType } from 'react';

/** The scope WooCommerce's Cart and Checkout blocks render plugins of. */
export const PLUGIN_SCOPE = 'woocommerce-checkout';

type PluginsGlobal = {
	PluginArea?: ComponentType< { scope?: string } >;
};

/**
 * Renders the scope's plugin area when the page has `wp-plugins`.
 *
 * @return The container it rendered into, or null.
 */
export function renderPluginArea(): HTMLElement | null {
	const plugins = (
		window as unknown as { wp?: { plugins?: PluginsGlobal } }
	 ).wp?.plugins;
	const PluginArea = plugins?.PluginArea;
	if ( ! PluginArea ) {
		return null;
	}
	// Kept out of the page: the plugins' fills show in the blocks' slots.
	const container = document.createElement( 'div' );
	createRoot( container ).render( <PluginArea scope={ PLUGIN_SCOPE } /> );
	return container;
}

domReady( renderPluginArea );
