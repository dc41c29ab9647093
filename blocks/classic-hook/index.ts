import { getBlockType } from '@wordpress/blocks';

import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import Edit from './edit';
import { classicHookLabel } from './positions';
import save from './save';

// The cart's and the checkout's editor scripts both hold this block: the first registers it.
if ( ! getBlockType( metadata.name ) ) {
	registerBlockFromMetadata( metadata, {
		edit: Edit,
		save,
		// The List View names each by its place.
		__experimentalLabel: ( attributes: Record< string, unknown > ) =>
			classicHookLabel( String( attributes.hook ) ),
	} as object );
}
