import {
	createBlock,
	createBlocksFromInnerBlocksTemplate,
	type Block,
} from '@wordpress/blocks';

import { olderAttributesDeprecation } from '../editor/deprecations';
import { upgradeStoredContents } from '../mini-cart/template';
import metadata from './block.json';
import save from './save';

/**
 * Contents stored before the drawer had a width setting, and before its title, products table
 * and buttons were blocks: the editor opens them with today's layout (as the front end renders
 * them), keeping the regions the admin removed, moved or added.
 */
export const storedWithoutWidth = olderAttributesDeprecation(
	metadata,
	[],
	save,
	( attributes: Record< string, unknown >, innerBlocks: Block[] ) => {
		const { fill, prepend } = upgradeStoredContents(
			innerBlocks.map( ( block ) => ( {
				name: block.name,
				isEmpty: block.innerBlocks.length === 0,
			} ) )
		);
		return [
			attributes,
			[
				...createBlocksFromInnerBlocksTemplate( prepend as any ),
				...innerBlocks.map( ( block, index ) => {
					const blocks = fill[ index ];
					return blocks
						? createBlock(
								block.name,
								block.attributes,
								createBlocksFromInnerBlocksTemplate(
									blocks as any
								)
							)
						: block;
				} ),
			],
		];
	}
);
