import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';

/**
 * The editor view of a mini-cart inner block without settings: its front-end view with the
 * editor's preview cart (the mini-cart's edit provides EditorContext).
 *
 * @param Block The block's view.
 * @return The edit component.
 */
export function createLeafEdit(
	Block: ComponentType< Record< string, unknown > >
) {
	return function LeafEdit( {
		attributes,
	}: {
		attributes: Record< string, unknown >;
	} ) {
		return (
			<div { ...useBlockProps() }>
				<Block { ...attributes } />
			</div>
		);
	};
}
