import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { CART_ITEMS_TEMPLATE } from '../cart/template';
import CartItemsBlock from './block';

export default createContainerEdit( CartItemsBlock, {
	template: withClassicHooks( CART_ITEMS_TEMPLATE, 'kassa/cart-items' ),
} );
