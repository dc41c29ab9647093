import { createContainerEdit } from '../../assets/editor/inner-block-edit';
import { CART_ITEMS_TEMPLATE, lockedTemplate } from '../cart/template';
import CartItemsBlock from './block';

export default createContainerEdit( CartItemsBlock, {
	template: lockedTemplate( CART_ITEMS_TEMPLATE ),
} );
