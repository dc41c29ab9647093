import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import './style.scss';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated,
} );
