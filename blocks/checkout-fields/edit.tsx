import { createContainerEdit } from '../../assets/editor/inner-block-edit';
import { CHECKOUT_FIELDS_TEMPLATE, withLocks } from '../checkout/template';
import CheckoutFieldsBlock from './block';

export default createContainerEdit( CheckoutFieldsBlock, {
	template: withLocks( CHECKOUT_FIELDS_TEMPLATE ),
} );
