import { createContainerEdit } from '../editor/inner-block-edit';
import { CHECKOUT_TOTALS_TEMPLATE } from '../checkout/template';
import CheckoutTotalsBlock from './block';

export default createContainerEdit( CheckoutTotalsBlock, {
	template: CHECKOUT_TOTALS_TEMPLATE,
} );
