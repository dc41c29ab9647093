import { emptyContainerDeprecations } from '../editor/deprecations';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import { ORDER_SUMMARY_TEMPLATE } from '../checkout/template';
import metadata from './block.json';
import Edit from './edit';
import save from './save';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	// Before its parts were blocks, the summary was one block without inner blocks.
	deprecated: emptyContainerDeprecations( metadata, ORDER_SUMMARY_TEMPLATE ),
} );
