/**
 * A parent block's default layout, written once and used twice: the editor inserts it as the
 * inner-block template, and the front end renders it when the saved block holds no inner
 * blocks (a page saved as `<!-- wp:kassa/cart /-->`).
 */

/** [ block name, attributes, inner blocks ], as the block editor's templates. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[]?,
];

/**
 * Builds the saved shells of a template (elements with `data-block-name`), as `save()` would
 * have written them, so the front end can render the default layout from them.
 *
 * @param template The template.
 * @param doc      The document to create elements in.
 * @return The shells.
 */
export function templateToShells(
	template: TemplateEntry[],
	doc: Document = document
): HTMLElement[] {
	return template.map( ( [ name, , inner ] ) => {
		const element = doc.createElement( 'div' );
		element.dataset.blockName = name;
		element.className = `wp-block-${ name.replace( '/', '-' ) }`;
		templateToShells( inner ?? [], doc ).forEach( ( child ) =>
			element.appendChild( child )
		);
		return element;
	} );
}

/** How `restoreLayout` reads and makes the blocks of one kind of tree. */
export type LayoutTree< T > = {
	/** A block's name; undefined for what is no block (markup an admin added). */
	nameOf: ( block: T ) => string | undefined;
	childrenOf: ( block: T ) => T[];
	/** The block with these inner blocks instead of its own. */
	withChildren: ( block: T, children: T[] ) => T;
	/** A block of the template, with the template's inner blocks. */
	create: ( entry: TemplateEntry ) => T;
};

/**
 * Puts back what a stored layout lacks, where the template has it: a container saved with no
 * inner blocks gets its default ones (as the editor fills an empty container from its
 * template), and a required block that is missing (stored before it was locked, or written by
 * hand) goes back after the blocks the template puts before it. The editor (on the editor's
 * blocks) and the front end (on the saved shells) both apply it, so they render the same.
 *
 * @param blocks   The stored blocks of one level.
 * @param template That level's default layout.
 * @param required Names of the blocks a layout cannot do without.
 * @param tree     How to read and make blocks.
 * @return The blocks, or `blocks` itself when nothing was missing.
 */
export function restoreLayout< T >(
	blocks: T[],
	template: TemplateEntry[],
	required: readonly string[],
	tree: LayoutTree< T >
): T[] {
	if ( blocks.length === 0 ) {
		return template.map( tree.create );
	}
	let changed = false;
	const restored = blocks.map( ( block ) => {
		const inner = template.find(
			( [ name ] ) => name === tree.nameOf( block )
		)?.[ 2 ];
		if ( ! inner?.length ) {
			return block;
		}
		const children = tree.childrenOf( block );
		const next = restoreLayout( children, inner, required, tree );
		if ( next === children ) {
			return block;
		}
		changed = true;
		return tree.withChildren( block, next );
	} );
	template.forEach( ( entry, index ) => {
		const isPresent = ( block: T ) => tree.nameOf( block ) === entry[ 0 ];
		if ( ! required.includes( entry[ 0 ] ) || restored.some( isPresent ) ) {
			return;
		}
		const before = template.slice( 0, index ).map( ( [ name ] ) => name );
		const position = restored.reduce(
			( after, block, i ) =>
				before.includes( tree.nameOf( block ) ?? '' ) ? i + 1 : after,
			0
		);
		restored.splice( position, 0, tree.create( entry ) );
		changed = true;
	} );
	return changed ? restored : blocks;
}

/**
 * A copy of a saved parent shell ready to render: skeletons are left out (React replaces them
 * in one commit), and what the stored layout lacks is put back (`restoreLayout`): the default
 * layout for a block saved without inner blocks, a container's default inner blocks where it
 * was saved empty, a missing required block.
 *
 * @param element  The parent block's saved wrapper.
 * @param template The parent's default layout.
 * @param required Names of the inner blocks a layout cannot do without.
 * @return The shell to read inner blocks from.
 */
export function prepareParentShell(
	element: HTMLElement,
	template: TemplateEntry[],
	required: readonly string[] = []
): HTMLElement {
	const shell = element.cloneNode( true ) as HTMLElement;
	shell
		.querySelectorAll( '[class*="__skeleton"]' )
		.forEach( ( skeleton ) => skeleton.remove() );
	const doc = element.ownerDocument;
	const children = Array.from( shell.children );
	const restored = restoreLayout( children, template, required, {
		nameOf: ( block ) => ( block as HTMLElement ).dataset.blockName,
		childrenOf: ( block ) => Array.from( block.children ),
		withChildren: ( block, inner ) => {
			block.replaceChildren( ...inner );
			return block;
		},
		create: ( entry ) => templateToShells( [ entry ], doc )[ 0 ],
	} );
	if ( restored !== children ) {
		shell.replaceChildren( ...restored );
	}
	return shell;
}
