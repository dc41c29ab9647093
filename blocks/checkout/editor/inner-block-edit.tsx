import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { ComponentType } from 'react';

import type { TemplateEntry } from '../template';
import { withLocks } from '../template';

type EditProps = {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

/** Inspector settings of an inner block: gets its attributes and setAttributes. */
export type InspectorComponent = ComponentType< EditProps >;

/**
 * The editor view of an inner block: its inspector settings (if any) and the same view the
 * shopper gets, rendered from the preview data the parent put in the stores.
 *
 * @param Block     The block's view (block.tsx).
 * @param Inspector Its inspector settings.
 * @return The edit component.
 */
export function createInnerBlockEdit(
	Block: ComponentType< any >,
	Inspector?: InspectorComponent
) {
	return function Edit( props: EditProps ) {
		const blockProps = useBlockProps();
		return (
			<div { ...blockProps }>
				{ Inspector && (
					<InspectorControls>
						<Inspector { ...props } />
					</InspectorControls>
				) }
				<Block { ...props.attributes } />
			</div>
		);
	};
}

/**
 * The editor view of a container inner block (the fields and totals columns): its inner
 * blocks, limited to the checkout's blocks, starting from the default template.
 *
 * @param Block    The container's view; gets the inner blocks as children.
 * @param template Default inner blocks.
 * @return The edit component.
 */
export function createContainerEdit(
	Block: ComponentType< any >,
	template: TemplateEntry[]
) {
	return function Edit( props: EditProps ) {
		const blockProps = useBlockProps();
		const { children, ...innerBlocksProps } = useInnerBlocksProps(
			blockProps,
			{
				template: withLocks( template ) as any,
				templateLock: false,
			}
		);
		return (
			<div { ...innerBlocksProps }>
				<Block { ...props.attributes } isEditor>
					{ children }
				</Block>
			</div>
		);
	};
}
