import {
	beforeWideDefaultDeprecation,
	restoredLayoutDeprecation,
	storedShapeDeprecations,
} from '../editor/deprecations';
import { hydrateEditorPreview } from '../editor/preview';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import '../checkout-fields';
import '../checkout-totals';
import '../checkout-express-payment';
import '../checkout-contact-information';
import '../checkout-shipping-method';
import '../checkout-pickup-options';
import '../checkout-shipping-address';
import '../checkout-billing-address';
import '../checkout-shipping-methods';
import '../checkout-payment-methods';
import '../checkout-additional-information';
import '../checkout-order-note';
import '../checkout-terms';
import '../checkout-actions';
import '../checkout-order-summary';
import '../checkout-order-summary-cart-items';
import '../checkout-order-summary-coupon-form';
import '../checkout-order-summary-totals';
import '../checkout-order-summary-subtotal';
import '../checkout-order-summary-fee';
import '../checkout-order-summary-discount';
import '../checkout-order-summary-shipping';
import '../checkout-order-summary-taxes';
import '../checkout-order-summary-total';
import metadata from './block.json';
import Edit from './edit';
import { setCustomerDraftEditorMode } from './hooks/customer-data';
import save, { CHECKOUT_SKELETON } from './save';
import { CHECKOUT_REQUIRED_BLOCKS, CHECKOUT_TEMPLATE } from './template';
import './style.scss';

setCustomerDraftEditorMode( true );
hydrateEditorPreview();
registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: [
		...storedShapeDeprecations(
			metadata,
			CHECKOUT_TEMPLATE,
			CHECKOUT_SKELETON
		),
		restoredLayoutDeprecation(
			metadata,
			save,
			CHECKOUT_TEMPLATE,
			CHECKOUT_REQUIRED_BLOCKS
		),
		beforeWideDefaultDeprecation(
			metadata,
			save,
			CHECKOUT_TEMPLATE,
			CHECKOUT_REQUIRED_BLOCKS
		),
	],
} );
