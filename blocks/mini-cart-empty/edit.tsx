import { createContainerEdit } from '../editor/inner-block-edit';
import { MINI_CART_REGIONS } from '../mini-cart/template';
import Block from './block';

export default createContainerEdit(
	Block,
	MINI_CART_REGIONS[ 'kassa/mini-cart-empty' ]
);
