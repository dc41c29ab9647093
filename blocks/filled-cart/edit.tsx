import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { FILLED_CART_TEMPLATE } from '../cart/template';
import FilledCartBlock from './block';

export default createContainerEdit( FilledCartBlock, {
	template: withClassicHooks( FILLED_CART_TEMPLATE, 'kassa/filled-cart' ),
	allowedBlocks: [
		'kassa/cart-items',
		'kassa/cart-totals',
		'kassa/classic-hook',
	],
} );
