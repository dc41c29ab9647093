import { createContainerEdit } from '../editor/inner-block-edit';
import { CART_ITEMS_TEMPLATE } from '../cart/template';
import CartItemsBlock from './block';

export default createContainerEdit( CartItemsBlock, {
	template: CART_ITEMS_TEMPLATE,
} );
