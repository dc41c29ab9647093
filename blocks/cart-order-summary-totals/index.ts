import { emptyContainerDeprecations } from '../editor/deprecations';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import { ORDER_SUMMARY_TOTALS_TEMPLATE } from '../cart/template';
import metadata from './block.json';
import Edit from './edit';
import save, { TOTALS_SKELETON } from './save';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	// Before its rows were blocks, the totals were one block without inner blocks.
	deprecated: emptyContainerDeprecations(
		metadata,
		ORDER_SUMMARY_TOTALS_TEMPLATE,
		TOTALS_SKELETON
	),
} );
