import { useBlockProps } from '@wordpress/block-editor';
import {
	createBlocksFromInnerBlocksTemplate,
	type BlockDeprecation,
	type Block,
} from '@wordpress/blocks';

import {
	restoreLayout,
	type LayoutTree,
	type TemplateEntry,
} from '../../assets/utils/block-template';
import { saveBlockShell } from './save-block-shell';

type Attributes = Record< string, unknown >;

/**
 * Gives a block saved without inner blocks its default layout, as the front end renders it
 * (prepareParentShell); a block that holds inner blocks keeps them.
 *
 * @param template The block's default layout.
 * @return A deprecation's `migrate`.
 */
export function migrateToLayout( template: TemplateEntry[] ) {
	return (
		attributes: Attributes,
		innerBlocks: Block[]
	): [ Attributes, Block[] ] => [
		attributes,
		innerBlocks.length
			? innerBlocks
			: createBlocksFromInnerBlocksTemplate( template as any ),
	];
}

/**
 * The older shapes a Kassa block can be stored in, for the editor to open as the current block:
 * - no saved markup at all: a self-closing `<!-- wp:kassa/cart /-->`, as a site, a seed, the
 *   WooCommerce → Kassa switch or a block hook (the mini-cart in a theme's header) writes it;
 * - the first versions' shell, with the skeleton alone (`skeletonClassName`) and no data
 *   attributes.
 * Both get the default layout (`template`), which the front end renders for them too.
 *
 * @param metadata          The block's block.json: its attributes (a deprecation knows only
 *                          those it is given).
 * @param template          The block's default layout (empty for a block without inner blocks).
 * @param skeletonClassName The skeleton of the first versions' shell, if it had one.
 * @return The deprecations, for `registerBlockType`.
 */
export function storedShapeDeprecations(
	metadata: object,
	template: TemplateEntry[],
	skeletonClassName?: string
): BlockDeprecation< Attributes >[] {
	const { attributes } = shapeOf( metadata );
	const migrate = migrateToLayout( template );
	const selfClosing = { attributes, save: () => null, migrate };
	if ( ! skeletonClassName ) {
		return [ selfClosing ] as BlockDeprecation< Attributes >[];
	}
	const skeletonOnly = {
		attributes,
		save: () => (
			<div { ...useBlockProps.save() }>
				<div className={ skeletonClassName } aria-hidden="true" />
			</div>
		),
		migrate,
	};
	return [ selfClosing, skeletonOnly ] as BlockDeprecation< Attributes >[];
}

/**
 * A block.json's attributes and supports, as a deprecation of the block takes them.
 *
 * @param metadata The block's block.json.
 * @return Its attributes (none: {}) and supports.
 */
function shapeOf( metadata: object ) {
	const { attributes = {}, supports } = metadata as {
		attributes?: Attributes;
		supports?: BlockDeprecation< Attributes >[ 'supports' ];
	};
	return { attributes, supports };
}

/** The editor's blocks, for restoreLayout. */
export const EDITOR_TREE: LayoutTree< Block > = {
	nameOf: ( block ) => block.name,
	childrenOf: ( block ) => block.innerBlocks,
	withChildren: ( block, innerBlocks ) => ( { ...block, innerBlocks } ),
	create: ( entry ) =>
		createBlocksFromInnerBlocksTemplate( [ entry ] as any )[ 0 ],
};

/**
 * Puts back what a stored cart or checkout lacks, as the front end does (prepareParentShell):
 * a required inner block that is missing (stored before it was locked, or written by hand)
 * where the template has it, and a container's default inner blocks where it was saved empty.
 * The stored block is otherwise valid, so this applies through `isEligible`, with the current
 * `save` to check the stored markup against.
 *
 * @param metadata The block's block.json (attributes, supports).
 * @param save     The block's current save().
 * @param template The block's default layout.
 * @param required Names of the inner blocks the layout cannot do without.
 * @param tree     How the editor's blocks are read and made (by default, each by its name).
 * @return A deprecation, for `registerBlockType`.
 */
export function restoredLayoutDeprecation(
	metadata: object,
	save: BlockDeprecation< Attributes >[ 'save' ],
	template: TemplateEntry[],
	required: readonly string[],
	tree: LayoutTree< Block > = EDITOR_TREE
): BlockDeprecation< Attributes > {
	const { attributes, supports } = shapeOf( metadata );
	const restore = ( innerBlocks: Block[] ) =>
		restoreLayout( innerBlocks, template, required, tree );
	return {
		attributes,
		supports,
		save,
		isEligible: ( _attributes: Attributes, innerBlocks: Block[] ) =>
			restore( innerBlocks ) !== innerBlocks,
		migrate: ( current: Attributes, innerBlocks: Block[] ) => [
			current,
			restore( innerBlocks ),
		],
	} as BlockDeprecation< Attributes >;
}

/**
 * A cart or checkout stored before its alignment defaulted to wide (as WooCommerce's Cart and
 * Checkout blocks do): its shell carries no `alignwide` class and no `data-align`, which today's
 * `save` writes for the default. It opens with no alignment (`align: ''`, what the editor's
 * None stores for a block with a default alignment), as its shoppers see it, and with its layout
 * restored as restoredLayoutDeprecation restores it.
 *
 * @param metadata The block's block.json (attributes, supports).
 * @param save     The block's current save().
 * @param template The block's default layout.
 * @param required Names of the inner blocks the layout cannot do without.
 * @param tree     How the editor's blocks are read and made (by default, each by its name).
 * @return A deprecation, for `registerBlockType`.
 */
export function beforeWideDefaultDeprecation(
	metadata: object,
	save: BlockDeprecation< Attributes >[ 'save' ],
	template: TemplateEntry[],
	required: readonly string[],
	tree: LayoutTree< Block > = EDITOR_TREE
): BlockDeprecation< Attributes > {
	const { attributes, supports } = shapeOf( metadata );
	return {
		attributes: { ...attributes, align: { type: 'string' } },
		supports,
		save,
		migrate: ( older: Attributes, innerBlocks: Block[] ) => [
			{ ...older, align: older.align ?? '' },
			restoreLayout( innerBlocks, template, required, tree ),
		],
	} as BlockDeprecation< Attributes >;
}

/**
 * A block stored before some of its attributes existed. Its shell carried the attributes it
 * had then as data attributes, and `save` writes every attribute (defaults included), so each
 * new attribute changes the saved markup: with only the older attributes, today's `save` writes
 * the older markup. The editor opens such a block with the new attributes at their defaults
 * (so that it saves them as today's blocks do).
 *
 * @param metadata The block's block.json.
 * @param names    The attributes the block had then.
 * @param save     Today's `save`.
 * @param migrate  What else changes (e.g. inner blocks the block holds today).
 * @return The deprecation.
 */
export function olderAttributesDeprecation(
	metadata: object,
	names: string[],
	save: ( props: { attributes: Attributes } ) => unknown,
	migrate: (
		attributes: Attributes,
		innerBlocks: Block[]
	) => [ Attributes, Block[] ] = ( attributes, innerBlocks ) => [
		attributes,
		innerBlocks,
	]
): BlockDeprecation< Attributes > {
	const { attributes = {} } = metadata as {
		attributes?: Record< string, { default?: unknown } >;
	};
	const defaults = Object.fromEntries(
		Object.entries( attributes )
			.filter( ( [ , definition ] ) => 'default' in definition )
			.map( ( [ name, definition ] ) => [ name, definition.default ] )
	);
	return {
		attributes: Object.fromEntries(
			names.map( ( name ) => [ name, attributes[ name ] ] )
		),
		save,
		migrate: ( older: Attributes, innerBlocks: Block[] ) =>
			migrate( { ...defaults, ...older }, innerBlocks ),
	} as BlockDeprecation< Attributes >;
}

/**
 * The older shapes of a container inner block that had no inner blocks before (the cart's
 * totals, the checkout's order summary): stored empty, as those versions saved it, or
 * self-closing, it opens with its default layout, which the front end renders for it too
 * (prepareParentShell). An empty container is always such a shape: its required blocks are
 * locked against removal.
 *
 * @param metadata          The block's block.json.
 * @param template          Its default layout.
 * @param skeletonClassName The skeleton its shell holds, if any.
 * @return The deprecations, for `registerBlockType`.
 */
export function emptyContainerDeprecations(
	metadata: object,
	template: TemplateEntry[],
	skeletonClassName?: string
): BlockDeprecation< Attributes >[] {
	const { name, attributes = {} } = metadata as {
		name: string;
		attributes?: Attributes;
	};
	const empty = {
		attributes,
		save: saveBlockShell( name, skeletonClassName ),
		// A valid block too: what it saves empty is what the older versions saved.
		isEligible: ( _: Attributes, innerBlocks: Block[] ) =>
			innerBlocks.length === 0,
		migrate: migrateToLayout( template ),
	};
	return [
		...storedShapeDeprecations( metadata, template ),
		empty,
	] as BlockDeprecation< Attributes >[];
}

/**
 * Every older shape of the Cart or the Checkout: stored shapes (storedShapeDeprecations), a
 * layout that lacks a required block (restoredLayoutDeprecation), a shell from before the wide
 * default (beforeWideDefaultDeprecation).
 *
 * @param metadata          The block's block.json.
 * @param save              The block's current save().
 * @param editorTemplate    The block's default layout in the editor.
 * @param skeletonClassName The skeleton of the first versions' shell.
 * @param layout            The layout restoreLayout restores, with its required blocks and tree.
 * @param layout.template   The layout.
 * @param layout.required   Names of the inner blocks the layout cannot do without.
 * @param layout.tree       How the editor's blocks are read and made.
 * @return The deprecations, for `registerBlockType`.
 */
export function parentBlockDeprecations(
	metadata: object,
	save: BlockDeprecation< Attributes >[ 'save' ],
	editorTemplate: TemplateEntry[],
	skeletonClassName: string,
	layout: {
		template: TemplateEntry[];
		required: readonly string[];
		tree: LayoutTree< Block >;
	}
) {
	const { template, required, tree } = layout;
	return [
		...storedShapeDeprecations(
			metadata,
			editorTemplate,
			skeletonClassName
		),
		restoredLayoutDeprecation( metadata, save, template, required, tree ),
		beforeWideDefaultDeprecation(
			metadata,
			save,
			template,
			required,
			tree
		),
	];
}
