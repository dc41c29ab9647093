import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import type { ComponentType } from 'react';

import BlockErrorBoundary from '../../assets/components/block-error-boundary';
import type { TemplateEntry } from '../../assets/utils/block-template';

export type InnerBlockEditProps = {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

/** Inspector settings of a block: gets its attributes and setAttributes. */
export type InspectorComponent = ComponentType< InnerBlockEditProps >;

/**
 * The editor view of a leaf inner block: its inspector settings (if any) and the same view the
 * shopper gets (block.tsx), rendered from the preview data the parent put in the stores.
 *
 * @param Block     The block's view.
 * @param Inspector Its inspector settings.
 * @return The edit component.
 */
export function createInnerBlockEdit(
	Block: ComponentType< any >,
	Inspector?: InspectorComponent
) {
	return function Edit( props: InnerBlockEditProps ) {
		const blockProps = useBlockProps();
		return (
			<div { ...blockProps }>
				{ Inspector && (
					<InspectorControls>
						<Inspector { ...props } />
					</InspectorControls>
				) }
				{ /* The editor is for admins: a failing block shows 'Oops!' and its error. */ }
				<BlockErrorBoundary showErrorDetails>
					<Block { ...props.attributes } />
				</BlockErrorBoundary>
			</div>
		);
	};
}

type ContainerOptions = {
	/** Default inner blocks (with their removal locks already applied). */
	template?: TemplateEntry[];
	/** Blocks that may be placed inside. */
	allowedBlocks?: string[];
	Inspector?: InspectorComponent;
};

/**
 * The editor view of a container inner block (a column, the order summary): its inner blocks
 * inside the container's view, starting from the default template.
 *
 * @param Block                 The container's view; gets the inner blocks as children.
 * @param options               Template, allowed blocks and inspector settings.
 * @param options.template
 * @param options.allowedBlocks
 * @param options.Inspector
 * @return The edit component.
 */
export function createContainerEdit(
	Block: ComponentType< any >,
	{ template, allowedBlocks, Inspector }: ContainerOptions = {}
) {
	return function Edit( props: InnerBlockEditProps ) {
		const blockProps = useBlockProps();
		const { children, ...innerBlocksProps } = useInnerBlocksProps(
			blockProps,
			{
				template: template as any,
				allowedBlocks,
				templateLock: false,
			}
		);
		return (
			<div { ...innerBlocksProps }>
				{ Inspector && (
					<InspectorControls>
						<Inspector { ...props } />
					</InspectorControls>
				) }
				<Block { ...props.attributes }>{ children }</Block>
			</div>
		);
	};
}

/**
 * The editor view of a leaf inner block whose one setting is its text (a button's label): a
 * text field in the inspector, empty for the translated default the view shows.
 *
 * @param Block       The block's view.
 * @param attribute   The text's attribute, e.g. 'cartButtonLabel'.
 * @param label       The field's label.
 * @param placeholder The default text (what the view shows while the attribute is empty).
 * @return The edit component.
 */
export function createTextEdit(
	Block: ComponentType< any >,
	attribute: string,
	label: () => string,
	placeholder: () => string
) {
	function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
		return (
			<PanelBody title={ label() }>
				<TextControl
					label={ label() }
					placeholder={ placeholder() }
					value={ ( attributes[ attribute ] as string ) ?? '' }
					onChange={ ( value: string ) =>
						setAttributes( { [ attribute ]: value } )
					}
					__nextHasNoMarginBottom
				/>
			</PanelBody>
		);
	}
	return createInnerBlockEdit( Block, Inspector );
}
