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

/**
 * A copy of a saved parent shell ready to render: skeletons are left out (React replaces them
 * in one commit) and, when the block was saved without inner blocks, the default layout's
 * shells are added.
 *
 * @param element  The parent block's saved wrapper.
 * @param template The parent's default layout.
 * @return The shell to read inner blocks from.
 */
export function prepareParentShell(
	element: HTMLElement,
	template: TemplateEntry[]
): HTMLElement {
	const shell = element.cloneNode( true ) as HTMLElement;
	shell
		.querySelectorAll( '[class*="__skeleton"]' )
		.forEach( ( skeleton ) => skeleton.remove() );
	if ( ! shell.querySelector( '[data-block-name]' ) ) {
		templateToShells( template, element.ownerDocument ).forEach(
			( child ) => shell.appendChild( child )
		);
	}
	return shell;
}
