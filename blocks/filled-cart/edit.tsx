import { createContainerEdit } from '../editor/inner-block-edit';
import { FILLED_CART_TEMPLATE } from '../cart/template';
import FilledCartBlock from './block';

export default createContainerEdit( FilledCartBlock, {
	template: FILLED_CART_TEMPLATE,
	allowedBlocks: [ 'kassa/cart-items', 'kassa/cart-totals' ],
} );
