import { olderAttributesDeprecation } from '../editor/deprecations';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import Edit from './edit';
import save from './save';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	// Stored before the rate setting: a shell without attributes.
	deprecated: [ olderAttributesDeprecation( metadata, [], save ) ],
} );
