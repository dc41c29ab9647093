/**
 * The checkout's default layout: what the editor inserts, and what the front end renders when
 * the saved block holds no inner blocks (e.g. a page saved as `<!-- wp:kassa/checkout /-->`).
 */

/** [ block name, attributes, inner blocks ], as the block editor's templates. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[]?,
];

export const CHECKOUT_FIELDS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-express-payment', {} ],
	[ 'kassa/checkout-contact-information', {} ],
	[ 'kassa/checkout-shipping-method', {} ],
	[ 'kassa/checkout-pickup-options', {} ],
	[ 'kassa/checkout-shipping-address', {} ],
	[ 'kassa/checkout-billing-address', {} ],
	[ 'kassa/checkout-shipping-methods', {} ],
	[ 'kassa/checkout-payment-methods', {} ],
	[ 'kassa/checkout-additional-information', {} ],
	[ 'kassa/checkout-order-note', {} ],
	[ 'kassa/checkout-terms', {} ],
	[ 'kassa/checkout-actions', {} ],
];

export const CHECKOUT_TOTALS_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-order-summary', {} ],
];

export const CHECKOUT_TEMPLATE: TemplateEntry[] = [
	[ 'kassa/checkout-fields', {}, CHECKOUT_FIELDS_TEMPLATE ],
	[ 'kassa/checkout-totals', {}, CHECKOUT_TOTALS_TEMPLATE ],
];

/** Blocks a working checkout cannot do without: locked against removal in the editor. */
export const REQUIRED_CHECKOUT_BLOCKS = [
	'kassa/checkout-fields',
	'kassa/checkout-totals',
	'kassa/checkout-contact-information',
	'kassa/checkout-shipping-address',
	'kassa/checkout-billing-address',
	'kassa/checkout-shipping-methods',
	'kassa/checkout-payment-methods',
	'kassa/checkout-actions',
];

/**
 * Adds `lock: { remove: true }` to the required blocks of a template, for the editor.
 *
 * @param template The template.
 * @return The template with locks.
 */
export function withLocks( template: TemplateEntry[] ): TemplateEntry[] {
	return template.map(
		( [ name, attributes, inner ] ) =>
			[
				name,
				REQUIRED_CHECKOUT_BLOCKS.includes( name )
					? { ...attributes, lock: { remove: true } }
					: attributes,
				...( inner ? [ withLocks( inner ) ] : [] ),
			] as TemplateEntry
	);
}

/**
 * Builds the saved shells of a template (elements with `data-block-name`), as `save()` would
 * have written them, so the front end renders the default layout from them.
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
