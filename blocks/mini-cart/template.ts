/**
 * The mini-cart drawer's default contents: what the editor inserts, and what the front end
 * renders for a mini-cart saved without inner blocks (`<!-- wp:kassa/mini-cart /-->`).
 */

/** [ block name, attributes, inner blocks ], as the block editor's templates. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[]?,
];

export const MINI_CART_CONTENTS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/mini-cart-items', {} ],
	[ 'kassa/mini-cart-footer', {} ],
	[ 'kassa/mini-cart-empty', {} ],
];

export const MINI_CART_TEMPLATE: TemplateEntry[] = [
	[
		'kassa/mini-cart-contents',
		{ lock: { remove: true, move: true } },
		MINI_CART_CONTENTS_TEMPLATE,
	],
];

/**
 * Builds the saved shells of a template, as save() would have written them.
 *
 * @param template The template.
 * @return Elements with `data-block-name`, nested like the template.
 */
export function templateToShells( template: TemplateEntry[] ): HTMLElement[] {
	return template.map( ( [ name, , inner ] ) => {
		const element = document.createElement( 'div' );
		element.dataset.blockName = name;
		templateToShells( inner ?? [] ).forEach( ( child ) =>
			element.appendChild( child )
		);
		return element;
	} );
}
