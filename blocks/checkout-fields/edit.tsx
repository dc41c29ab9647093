import { createContainerEdit } from '../checkout/editor/inner-block-edit';
import { CHECKOUT_FIELDS_TEMPLATE } from '../checkout/template';
import CheckoutFieldsBlock from './block';

export default createContainerEdit(
	CheckoutFieldsBlock,
	CHECKOUT_FIELDS_TEMPLATE
);
