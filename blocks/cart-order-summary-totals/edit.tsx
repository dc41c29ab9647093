import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { ORDER_SUMMARY_TOTALS_TEMPLATE } from '../cart/template';
import CartOrderSummaryTotalsBlock from './block';

export default createContainerEdit( CartOrderSummaryTotalsBlock, {
	template: withClassicHooks(
		ORDER_SUMMARY_TOTALS_TEMPLATE,
		'kassa/cart-order-summary-totals'
	),
} );
