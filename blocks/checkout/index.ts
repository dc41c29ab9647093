import { EDITOR_TREE, parentBlockDeprecations } from '../editor/deprecations';
import { keyedClassicLayout } from '../classic-hook/template';
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
import '../classic-hook';
import metadata from './block.json';
import Edit from './edit';
import { keepCustomerDraftLocal } from './hooks/customer-data';
import save, { CHECKOUT_SKELETON } from './save';
import { CHECKOUT_EDITOR_TEMPLATE } from './editor-template';
import { CHECKOUT_REQUIRED_BLOCKS } from './template';
import './style.scss';

// Each classic hook's block is a required block of its own to the editor's restore.
const layout = keyedClassicLayout(
	CHECKOUT_EDITOR_TEMPLATE,
	CHECKOUT_REQUIRED_BLOCKS,
	EDITOR_TREE
);

keepCustomerDraftLocal( true );
hydrateEditorPreview();
registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: parentBlockDeprecations(
		metadata,
		save,
		CHECKOUT_EDITOR_TEMPLATE,
		CHECKOUT_SKELETON,
		layout
	),
} );
