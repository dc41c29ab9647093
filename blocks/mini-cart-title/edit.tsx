import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { MINI_CART_REGIONS } from '../mini-cart/template';

/**
 * The drawer's title in the editor: its label and item count side by side, as a heading.
 *
 * @return The editor view.
 */
export default function Edit() {
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { className: 'kassa-drawer__title' } ),
		{
			...MINI_CART_REGIONS[ 'kassa/mini-cart-title' ],
			orientation: 'horizontal',
			templateLock: false,
		}
	);
	return <div { ...innerBlocksProps } />;
}
