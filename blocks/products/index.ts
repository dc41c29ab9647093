import { storedShapeDeprecations } from '../../assets/editor/deprecations';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import './style.scss';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: storedShapeDeprecations( metadata, [] ),
} );
