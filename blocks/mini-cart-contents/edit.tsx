import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { INNER_BLOCK_AREAS } from '../../assets/constants';
import { MINI_CART_CONTENTS_TEMPLATE } from '../mini-cart/template';

const ALLOWED_BLOCKS = [
	'kassa/mini-cart-items',
	'kassa/mini-cart-footer',
	'kassa/mini-cart-empty',
	'core/paragraph',
	'core/heading',
	'core/separator',
];

/**
 * The drawer's contents in the editor: a named inner block area (`kassa/mini-cart-contents`)
 * whose blocks an admin may reorder, remove and add to.
 *
 * @return The editor view.
 */
export default function Edit() {
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { 'data-area': INNER_BLOCK_AREAS.MINI_CART_CONTENTS } ),
		{
			allowedBlocks: ALLOWED_BLOCKS,
			template: MINI_CART_CONTENTS_TEMPLATE,
			templateLock: false,
		}
	);
	return <div { ...innerBlocksProps } />;
}
