/**
 * The mini-cart's drawer, loaded by the mini-cart button the first time a shopper opens it
 * (never enqueued with the page: includes/mini-cart.php keeps it registered only). By then the
 * page has the data store, and the button has handed it the cart it read.
 */
import {
	createRoot,
	useCallback,
	useEffect,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

import { templateToShells } from '../../assets/utils/block-template';
import { dataPropsToAttributes } from '../../assets/utils/block-attributes';
import {
	getAreaBlockLookup,
	getAreaForcedBlocks,
	renderInnerBlocks,
	type BlockComponentMap,
} from '../../hooks/render-block';
import { INNER_BLOCK_AREAS } from '../../assets/constants';
import {
	MINI_CART_TEMPLATE,
	upgradeStoredContents,
} from '../mini-cart/template';
import '../mini-cart/types';
import CartButtonBlock from '../mini-cart-cart-button/block';
import CheckoutButtonBlock from '../mini-cart-checkout-button/block';
import EmptyBlock from '../mini-cart-empty/block';
import FooterBlock from '../mini-cart-footer/block';
import ItemsBlock from '../mini-cart-items/block';
import ProductsTableBlock from '../mini-cart-products-table/block';
import ShoppingButtonBlock from '../mini-cart-shopping-button/block';
import TitleBlock from '../mini-cart-title/block';
import TitleItemsCounterBlock from '../mini-cart-title-items-counter/block';
import TitleLabelBlock from '../mini-cart-title-label/block';
import MiniCartDrawer from './block';
import { useOpenOnCartError } from './open-on-cart-error';

const blocks = {
	'kassa/mini-cart-title': TitleBlock,
	'kassa/mini-cart-title-label': TitleLabelBlock,
	'kassa/mini-cart-title-items-counter': TitleItemsCounterBlock,
	'kassa/mini-cart-items': ItemsBlock,
	'kassa/mini-cart-products-table': ProductsTableBlock,
	'kassa/mini-cart-footer': FooterBlock,
	'kassa/mini-cart-cart-button': CartButtonBlock,
	'kassa/mini-cart-checkout-button': CheckoutButtonBlock,
	'kassa/mini-cart-empty': EmptyBlock,
	'kassa/mini-cart-shopping-button': ShoppingButtonBlock,
} as BlockComponentMap;

// The drawer's areas extensions may add blocks to.
const AREAS = [
	INNER_BLOCK_AREAS.MINI_CART_CONTENTS,
	INNER_BLOCK_AREAS.MINI_CART_TITLE,
	INNER_BLOCK_AREAS.MINI_CART_ITEMS,
	INNER_BLOCK_AREAS.MINI_CART_FOOTER,
	INNER_BLOCK_AREAS.MINI_CART_EMPTY,
];
const extensionBlocks = {
	getExtensionBlock: getAreaBlockLookup( AREAS ),
	getForcedBlocks: getAreaForcedBlocks( AREAS ),
};

type Opener = { open?: () => void };

type Contents = { title?: ReactNode; width?: string; children: ReactNode };

function DrawerRoot( {
	opener,
	contents,
}: {
	opener: Opener;
	contents: Contents;
} ) {
	const [ isOpen, setIsOpen ] = useState( true );
	const open = useCallback( () => setIsOpen( true ), [] );
	useEffect( () => {
		opener.open = open;
	}, [ opener, open ] );
	useOpenOnCartError( isOpen, open );
	return (
		<MiniCartDrawer
			isOpen={ isOpen }
			onClose={ () => setIsOpen( false ) }
			title={ contents.title }
			width={ contents.width }
		>
			{ contents.children }
		</MiniCartDrawer>
	);
}

/**
 * Gives contents stored before the drawer's regions held blocks today's layout (see
 * upgradeStoredContents); the editor does the same when it opens them.
 *
 * @param contents A copy of the stored contents' shell, changed in place.
 */
function upgradeStoredShells( contents: HTMLElement ) {
	const children = Array.from( contents.children ).filter(
		( child ): child is HTMLElement =>
			!! ( child as HTMLElement ).dataset?.blockName
	);
	const { fill, prepend } = upgradeStoredContents(
		children.map( ( child ) => ( {
			name: child.dataset.blockName as string,
			isEmpty: ! child.querySelector( '[data-block-name]' ),
		} ) )
	);
	children.forEach( ( child, index ) =>
		child.append( ...templateToShells( fill[ index ] ?? [] ) )
	);
	contents.prepend( ...templateToShells( prepend ) );
}

/**
 * The contents' blocks of one mini-cart, from its saved shells (or the default layout when it
 * was saved without them): the title block apart, as the drawer's heading, and the others.
 *
 * @param shell The mini-cart block's element.
 * @return The rendered title, the drawer's width and the other blocks.
 */
function renderContents( shell: HTMLElement ): Contents {
	const stored = shell.querySelector< HTMLElement >(
		'[data-block-name="kassa/mini-cart-contents"]'
	);
	const contents = stored
		? ( stored.cloneNode( true ) as HTMLElement )
		: templateToShells( MINI_CART_TEMPLATE )[ 0 ];
	const { width } = dataPropsToAttributes( contents.dataset );
	// Contents saved with a width are today's; older ones are upgraded.
	if ( stored && width === undefined ) {
		upgradeStoredShells( contents );
	}
	const title = document.createElement( 'div' );
	const titleShell = contents.querySelector(
		':scope > [data-block-name="kassa/mini-cart-title"]'
	);
	if ( titleShell ) {
		title.appendChild( titleShell );
	}
	return {
		title: titleShell
			? renderInnerBlocks( title, { blocks, ...extensionBlocks } )
			: undefined,
		width: typeof width === 'string' ? width : undefined,
		children: renderInnerBlocks( contents, { blocks, ...extensionBlocks } ),
	};
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
			<DrawerRoot
				opener={ opener }
				contents={ renderContents( shell ) }
			/>
		);
	},
};
