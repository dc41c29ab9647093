import { createBlock, type BlockDeprecation } from '@wordpress/blocks';

import { saveBlockShell } from '../editor/save-block-shell';
import { escapeHTML } from '../../assets/utils/text';
import metadata from './block.json';

type Attributes = Record< string, unknown >;

/**
 * The summary as stored before its heading was a block: a `heading` attribute (plain text,
 * empty for 'Cart totals'). It opens with a heading block of that text first.
 */
export const headingAttributeDeprecation = {
	attributes: {
		heading: { type: 'string', default: '' },
		...metadata.attributes,
	},
	save: saveBlockShell( 'kassa/cart-order-summary' ),
	migrate: ( { heading, ...attributes }: Attributes, innerBlocks ) => [
		attributes,
		[
			createBlock( 'kassa/cart-order-summary-heading', {
				// The heading block holds rich text: the plain text, escaped.
				content: escapeHTML( String( heading ?? '' ) ),
			} ),
			...innerBlocks,
		],
	],
} as BlockDeprecation< Attributes >;
