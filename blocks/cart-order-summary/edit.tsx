import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { ORDER_SUMMARY_TEMPLATE } from '../cart/template';
import CartOrderSummaryBlock from './block';

export default createContainerEdit( CartOrderSummaryBlock, {
	template: withClassicHooks(
		ORDER_SUMMARY_TEMPLATE,
		'kassa/cart-order-summary'
	),
} );
