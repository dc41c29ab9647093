import { createContainerEdit } from '../../assets/editor/inner-block-edit';
import { CHECKOUT_TOTALS_TEMPLATE, withLocks } from '../checkout/template';
import CheckoutTotalsBlock from './block';

export default createContainerEdit( CheckoutTotalsBlock, {
	template: withLocks( CHECKOUT_TOTALS_TEMPLATE ),
} );
