import { withClassicHooks } from '../classic-hook/template';
import { createContainerEdit } from '../editor/inner-block-edit';
import { CHECKOUT_FIELDS_TEMPLATE } from '../checkout/template';
import CheckoutFieldsBlock from './block';

export default createContainerEdit( CheckoutFieldsBlock, {
	template: withClassicHooks(
		CHECKOUT_FIELDS_TEMPLATE,
		'kassa/checkout-fields'
	),
} );
