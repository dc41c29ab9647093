import {
	olderAttributesDeprecation,
	storedShapeDeprecations,
} from '../editor/deprecations';
import { hydrateEditorPreview } from '../editor/preview';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import '../mini-cart-contents';
import '../mini-cart-title';
import '../mini-cart-title-label';
import '../mini-cart-title-items-counter';
import '../mini-cart-items';
import '../mini-cart-products-table';
import '../mini-cart-footer';
import '../mini-cart-cart-button';
import '../mini-cart-checkout-button';
import '../mini-cart-empty';
import '../mini-cart-shopping-button';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import { MINI_CART_TEMPLATE } from './template';
import './style.scss';

hydrateEditorPreview();
registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: [
		...storedShapeDeprecations( metadata, MINI_CART_TEMPLATE ),
		// Before its icon, count, click, add-to-cart, cart page and colour settings.
		olderAttributesDeprecation( metadata, [ 'hasHiddenPrice' ], save ),
	],
} );
