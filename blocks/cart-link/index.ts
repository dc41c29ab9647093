import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

// Rendered by the server (render.php): nothing is saved but the attributes.
registerBlockFromMetadata( metadata, { edit: Edit, save: () => null } );
