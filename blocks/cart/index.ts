import { EDITOR_TREE, parentBlockDeprecations } from '../editor/deprecations';
import { keyedClassicLayout } from '../classic-hook/template';
import { hydrateEditorPreview } from '../editor/preview';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import '../filled-cart';
import '../empty-cart';
import '../cart-items';
import '../cart-line-items';
import '../cart-cross-sells';
import '../cart-totals';
import '../cart-order-summary';
import '../cart-order-summary-heading';
import '../cart-order-summary-coupon-form';
import '../cart-order-summary-shipping';
import '../cart-order-summary-totals';
import '../cart-order-summary-subtotal';
import '../cart-order-summary-fee';
import '../cart-order-summary-discount';
import '../cart-order-summary-shipping-total';
import '../cart-order-summary-taxes';
import '../cart-order-summary-total';
import '../cart-express-payment';
import '../proceed-to-checkout';
import '../cart-accepted-payment-methods';
import '../classic-hook';
import metadata from './block.json';
import Edit from './edit';
import save, { CART_SKELETON } from './save';
import { CART_EDITOR_TEMPLATE } from './editor-template';
import { CART_REQUIRED_BLOCKS } from './template';
import './style.scss';

// Each classic hook's block is a required block of its own to the editor's restore.
const layout = keyedClassicLayout(
	CART_EDITOR_TEMPLATE,
	CART_REQUIRED_BLOCKS,
	EDITOR_TREE
);

hydrateEditorPreview();
registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: parentBlockDeprecations(
		metadata,
		save,
		CART_EDITOR_TEMPLATE,
		CART_SKELETON,
		layout
	),
} );
