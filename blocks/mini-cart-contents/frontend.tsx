/**
 * The mini-cart's drawer, loaded by the mini-cart button the first time a shopper opens it
 * (never enqueued with the page: includes/mini-cart.php keeps it registered only). By then the
 * page has the data store, and the button has handed it the cart it read.
 */
import { createRoot, useEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { templateToShells } from '../../assets/utils/block-template';
import {
	getAreaBlockLookup,
	renderInnerBlocks,
	type BlockComponentMap,
} from '../../assets/utils/render-block';
import { INNER_BLOCK_AREAS } from '../../assets/constants';
import { MINI_CART_TEMPLATE } from '../mini-cart/template';
import '../mini-cart/types';
import EmptyBlock from '../mini-cart-empty/block';
import FooterBlock from '../mini-cart-footer/block';
import ItemsBlock from '../mini-cart-items/block';
import MiniCartDrawer from './block';

const blocks = {
	'kassa/mini-cart-items': ItemsBlock,
	'kassa/mini-cart-footer': FooterBlock,
	'kassa/mini-cart-empty': EmptyBlock,
} as BlockComponentMap;

const getExtensionBlock = getAreaBlockLookup( [
	INNER_BLOCK_AREAS.MINI_CART_CONTENTS,
] );

type Opener = { open?: () => void };

function DrawerRoot( {
	opener,
	children,
}: {
	opener: Opener;
	children: ReactNode;
} ) {
	const [ isOpen, setIsOpen ] = useState( true );
	useEffect( () => {
		opener.open = () => setIsOpen( true );
	}, [ opener ] );
	return (
		<MiniCartDrawer isOpen={ isOpen } onClose={ () => setIsOpen( false ) }>
			{ children }
		</MiniCartDrawer>
	);
}

/**
 * The contents' blocks of one mini-cart: its saved shells, or the default layout when it was
 * saved without them.
 *
 * @param shell The mini-cart block's element.
 * @return The rendered blocks.
 */
function renderContents( shell: HTMLElement ) {
	let contents = shell.querySelector< HTMLElement >(
		'[data-block-name="kassa/mini-cart-contents"]'
	);
	if ( ! contents ) {
		[ contents ] = templateToShells( MINI_CART_TEMPLATE );
	}
	return renderInnerBlocks( contents, { blocks, getExtensionBlock } );
}

const openers = new WeakMap< HTMLElement, Opener >();

window.kassaMiniCartDrawer = {
	open( shell ) {
		const known = openers.get( shell );
		if ( known ) {
			known.open?.();
			return;
		}
		const opener: Opener = {};
		openers.set( shell, opener );
		const container = document.createElement( 'div' );
		container.className = 'kassa-mini-cart__drawer-root';
		shell.appendChild( container );
		createRoot( container ).render(
			<DrawerRoot opener={ opener }>
				{ renderContents( shell ) }
			</DrawerRoot>
		);
	},
};
