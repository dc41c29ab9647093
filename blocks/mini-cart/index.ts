import { storedShapeDeprecations } from '../../assets/editor/deprecations';
import { hydrateEditorPreview } from '../../assets/editor/preview';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import '../mini-cart-contents';
import '../mini-cart-items';
import '../mini-cart-footer';
import '../mini-cart-empty';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import { MINI_CART_TEMPLATE } from './template';
import './style.scss';

hydrateEditorPreview();
registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: storedShapeDeprecations( metadata, MINI_CART_TEMPLATE ),
} );
