/**
 * The editor's default layouts with the classic hooks' blocks at their places: what the editor
 * inserts, puts back and saves (includes/markup/). The front end's layouts leave them out: a
 * shop without classic plugins loads not one byte for them, and the server puts back the blocks
 * of the hooks plugins print at (includes/woocommerce/classic/).
 */
import type { Block } from '@wordpress/blocks';

import type {
	LayoutTree,
	TemplateEntry,
} from '../../assets/utils/block-template';
import { CLASSIC_HOOK_POSITIONS } from './positions';

export const CLASSIC_HOOK_BLOCK = 'kassa/classic-hook';

/**
 * What names a block among its siblings: its name, or for a classic hook's block, its hook.
 *
 * @param name       The block's name.
 * @param attributes Its attributes.
 * @return The key.
 */
export function layoutKey(
	name: string,
	attributes: Record< string, unknown > = {}
): string {
	return name === CLASSIC_HOOK_BLOCK ? String( attributes.hook ) : name;
}

/**
 * A layout with the classic hooks' blocks woven in where CLASSIC_HOOK_POSITIONS puts them, at
 * every level.
 *
 * @param template  A layout (a container's inner blocks).
 * @param container The container's block name.
 * @return The layout with the hooks.
 */
export function withClassicHooks(
	template: TemplateEntry[],
	container: string
): TemplateEntry[] {
	const woven = template.map( ( [ name, attributes, inner ] ) =>
		inner || CLASSIC_HOOK_POSITIONS[ name ]
			? ( [
					name,
					attributes,
					withClassicHooks( inner ?? [], name ),
				] as TemplateEntry )
			: ( [ name, attributes ] as TemplateEntry )
	);
	for ( const [ hook, after ] of CLASSIC_HOOK_POSITIONS[ container ] ?? [] ) {
		const index =
			after === null
				? 0
				: woven.findIndex(
						( [ name, attributes ] ) =>
							layoutKey( name, attributes ) === after
					) + 1;
		woven.splice( index, 0, [ CLASSIC_HOOK_BLOCK, { hook } ] );
	}
	return woven;
}

/** Every classic hook that has a place in a container. */
const PLACED_HOOKS = Object.values( CLASSIC_HOOK_POSITIONS ).flatMap(
	( positions ) => positions.map( ( [ hook ] ) => hook )
);

/**
 * A layout and a tree for restoreLayout in which each classic hook's block is a block of its
 * own (named by its hook, and locked against removal as its block.json says), so that a stored
 * page lacking one gets it back where the layout has it, as a required block.
 *
 * @param template The editor's layout (with the hooks).
 * @param required The layout's required blocks.
 * @param tree     How the editor's blocks are read and made.
 * @return The keyed layout, required names and tree.
 */
export function keyedClassicLayout(
	template: TemplateEntry[],
	required: readonly string[],
	tree: LayoutTree< Block >
) {
	const keyed = ( entries: TemplateEntry[] ): TemplateEntry[] =>
		entries.map( ( [ name, attributes, inner ] ) => [
			layoutKey( name, attributes ),
			attributes,
			inner && keyed( inner ),
		] );
	const unkeyed = ( entries: TemplateEntry[] ): TemplateEntry[] =>
		entries.map( ( [ key, attributes, inner ] ) => [
			PLACED_HOOKS.includes( key ) ? CLASSIC_HOOK_BLOCK : key,
			attributes,
			inner && unkeyed( inner ),
		] );
	return {
		template: keyed( template ),
		required: [ ...required, ...PLACED_HOOKS ],
		tree: {
			...tree,
			nameOf: ( block: Block ) =>
				layoutKey( block.name, block.attributes ),
			create: ( entry: TemplateEntry ) =>
				tree.create( unkeyed( [ entry ] )[ 0 ] ),
		} as LayoutTree< Block >,
	};
}
