import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { ORDER_SUMMARY_TEMPLATE } from '../checkout/template';
import Block from './block';

export default createContainerEdit( Block, {
	template: withClassicHooks(
		ORDER_SUMMARY_TEMPLATE,
		'kassa/checkout-order-summary'
	),
} );
