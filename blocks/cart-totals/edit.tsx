import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { CART_TOTALS_TEMPLATE } from '../cart/template';
import CartTotalsBlock from './block';

export default createContainerEdit( CartTotalsBlock, {
	template: withClassicHooks( CART_TOTALS_TEMPLATE, 'kassa/cart-totals' ),
} );
