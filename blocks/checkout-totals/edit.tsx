import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { CHECKOUT_TOTALS_TEMPLATE } from '../checkout/template';
import CheckoutTotalsBlock from './block';

export default createContainerEdit( CheckoutTotalsBlock, {
	template: withClassicHooks(
		CHECKOUT_TOTALS_TEMPLATE,
		'kassa/checkout-totals'
	),
} );
