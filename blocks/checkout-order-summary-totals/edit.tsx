import { createContainerEdit } from '../editor/inner-block-edit';
import { ORDER_SUMMARY_TOTALS_TEMPLATE } from '../checkout/template';
import Block from './block';

export default createContainerEdit( Block, {
	template: ORDER_SUMMARY_TOTALS_TEMPLATE,
} );
