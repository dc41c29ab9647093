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
 * The default layout of each container block in a template (a block the template gives inner
 * blocks), by block name.
 *
 * @param template The template.
 * @param layouts  Layouts found so far.
 * @return The layouts.
 */
export function containerLayouts(
	template: TemplateEntry[],
	layouts = new Map< string, TemplateEntry[] >()
): Map< string, TemplateEntry[] > {
	for ( const [ name, , inner ] of template ) {
		if ( inner?.length ) {
			if ( ! layouts.has( name ) ) {
				layouts.set( name, inner );
			}
			containerLayouts( inner, layouts );
		}
	}
	return layouts;
}

/**
 * Adds a layout's shells to an element that holds no block shells.
 *
 * @param element  The element.
 * @param template The layout.
 */
function fillEmpty( element: HTMLElement, template: TemplateEntry[] ) {
	if ( ! element.querySelector( '[data-block-name]' ) ) {
		templateToShells( template, element.ownerDocument ).forEach(
			( child ) => element.appendChild( child )
		);
	}
}

/**
 * A copy of a saved parent shell ready to render: skeletons are left out (React replaces them
 * in one commit) and the parent, or a container inside it, saved without inner blocks gets its
 * default layout's shells, as the editor opens it (a container of today was a block without
 * inner blocks in older versions: the cart's totals, the checkout's order summary).
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
	fillEmpty( shell, template );
	const layouts = containerLayouts( template );
	shell
		.querySelectorAll< HTMLElement >( '[data-block-name]' )
		.forEach( ( block ) => {
			const layout = layouts.get( block.dataset.blockName ?? '' );
			if ( layout ) {
				fillEmpty( block, layout );
			}
		} );
	return shell;
}
