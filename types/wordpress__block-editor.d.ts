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
	/** A colour from the editor's palette: its name, slug and value. */
	export type PaletteColor = { name: string; slug: string; color: string };
	export function useSettings( ...paths: string[] ): any[];
	export function getColorObjectByColorValue(
		colors: PaletteColor[] | undefined,
		colorValue: string | undefined
	): PaletteColor | undefined;
	export const PanelColorSettings: ComponentType< {
		title: string;
		colorSettings: Array< {
			label: string;
			value: string | undefined;
			onChange: ( color?: string ) => void;
		} >;
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
	/** A textarea for plain text, styled as the text around it. */
	export const PlainText: ComponentType<
		Omit< HTMLAttributes< HTMLTextAreaElement >, 'onChange' > & {
			value: string;
			onChange: ( value: string ) => void;
			placeholder?: string;
		}
	>;
}
