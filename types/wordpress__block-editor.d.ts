/**
 * The parts of @wordpress/block-editor that Kassa uses. The package ships no type declarations,
 * and the DefinitelyTyped ones lag its API; these match WordPress 6.6.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode, HTMLAttributes } from 'react';

	type BlockProps = HTMLAttributes< HTMLElement > & Record< string, unknown >;

	export function useBlockProps( props?: BlockProps ): BlockProps;
	export namespace useBlockProps {
		function save( props?: BlockProps ): BlockProps;
	}
	export function useInnerBlocksProps(
		props?: BlockProps,
		options?: Record< string, unknown >
	): BlockProps;
	export namespace useInnerBlocksProps {
		function save( props?: BlockProps ): BlockProps;
	}
	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType;
	};
	export const RichText: ComponentType<
		Omit< HTMLAttributes< HTMLElement >, 'onChange' > & {
			tagName?: string;
			value: string;
			onChange: ( value: string ) => void;
			placeholder?: string;
			allowedFormats?: string[];
			disableLineBreaks?: boolean;
		}
	>;
}
