import { createRoot } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Renders a block's front-end component into every static shell of that block on the page.
 * Block view scripts print in the footer, after the shells, so the shells exist by now.
 *
 * @param selector  CSS selector of the block's saved wrapper.
 * @param Component The front-end component.
 */
export function renderBlock( selector: string, Component: ComponentType ) {
	document
		.querySelectorAll< HTMLElement >( selector )
		.forEach( ( element ) => {
			createRoot( element ).render( <Component /> );
		} );
}
