import { createContainerEdit } from '../../assets/editor/inner-block-edit';
import { CART_TOTALS_TEMPLATE, lockedTemplate } from '../cart/template';
import CartTotalsBlock from './block';

export default createContainerEdit( CartTotalsBlock, {
	template: lockedTemplate( CART_TOTALS_TEMPLATE ),
} );
