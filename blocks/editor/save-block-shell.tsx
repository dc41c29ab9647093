import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { attributesToDataProps } from '../../assets/utils/block-attributes';

type SaveProps = { attributes: Record< string, unknown > };

/**
 * Makes a block's `save()`: the static shell the front end renders into. It carries the block's
 * name and attributes as data attributes (read back by renderParentBlock) and its inner blocks'
 * shells; `skeletonClassName` adds an empty placeholder of the rendered height, so nothing jumps
 * when React replaces it.
 *
 * @param blockName         The block's name, e.g. 'kassa/cart-line-items'.
 * @param skeletonClassName Class of a placeholder element sized in the block's CSS.
 * @return The save function.
 */
export function saveBlockShell(
	blockName: string,
	skeletonClassName?: string
) {
	return function save( { attributes }: SaveProps ) {
		const blockProps = useBlockProps.save( {
			...attributesToDataProps( attributes ),
			'data-block-name': blockName,
		} );
		const { children, ...innerBlocksProps } =
			useInnerBlocksProps.save( blockProps );
		return (
			<div { ...innerBlocksProps }>
				{ skeletonClassName && (
					<div className={ skeletonClassName } aria-hidden="true" />
				) }
				{ children as React.ReactNode }
			</div>
		);
	};
}
