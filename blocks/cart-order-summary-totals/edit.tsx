import { createContainerEdit } from '../editor/inner-block-edit';
import { ORDER_SUMMARY_TOTALS_TEMPLATE } from '../cart/template';
import CartOrderSummaryTotalsBlock from './block';

export default createContainerEdit( CartOrderSummaryTotalsBlock, {
	template: ORDER_SUMMARY_TOTALS_TEMPLATE,
} );
