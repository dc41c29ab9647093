import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { attributesToDataProps } from '../../assets/utils/block-attributes';

type SaveProps = { attributes: Record< string, unknown > };

/**
 * The mini-cart's static shell: its attributes as data attributes and the drawer's contents
 * (inner block shells) in a hidden element the drawer reads when it first opens. The button
 * is added by the front end; the block's CSS reserves its space.
 *
 * @param props            Props.
 * @param props.attributes Attributes.
 * @return The saved markup.
 */
export default function save( { attributes }: SaveProps ) {
	const blockProps = useBlockProps.save( {
		...attributesToDataProps( attributes ),
		'data-block-name': 'kassa/mini-cart',
	} );
	const innerBlocksProps = useInnerBlocksProps.save( {
		className: 'kassa-mini-cart__template',
		hidden: true,
	} );
	return (
		<div { ...blockProps }>
			<div { ...innerBlocksProps } />
		</div>
	);
}
