/**
 * The mini-cart drawer's default contents: what the editor inserts, and what the front end
 * renders for a mini-cart saved without inner blocks (`<!-- wp:kassa/mini-cart /-->`).
 */
import type { TemplateEntry } from '../../assets/utils/block-template';

/** Blocks an admin may add to the drawer's regions besides Kassa's own. */
const TEXT_BLOCKS = [ 'core/paragraph', 'core/heading', 'core/separator' ];

/** Each region of the drawer that holds blocks: its default blocks and those allowed in it. */
export const MINI_CART_REGIONS = {
	'kassa/mini-cart-title': {
		template: [
			[ 'kassa/mini-cart-title-label', {} ],
			[ 'kassa/mini-cart-title-items-counter', {} ],
		] as TemplateEntry[],
		allowedBlocks: [
			'kassa/mini-cart-title-label',
			'kassa/mini-cart-title-items-counter',
		],
	},
	'kassa/mini-cart-items': {
		template: [
			[ 'kassa/mini-cart-products-table', {} ],
		] as TemplateEntry[],
		allowedBlocks: [ 'kassa/mini-cart-products-table', ...TEXT_BLOCKS ],
	},
	'kassa/mini-cart-footer': {
		template: [
			[ 'kassa/mini-cart-cart-button', {} ],
			[ 'kassa/mini-cart-checkout-button', {} ],
		] as TemplateEntry[],
		allowedBlocks: [
			'kassa/mini-cart-cart-button',
			'kassa/mini-cart-checkout-button',
		],
	},
	'kassa/mini-cart-empty': {
		template: [
			[ 'kassa/mini-cart-shopping-button', {} ],
		] as TemplateEntry[],
		allowedBlocks: [ 'kassa/mini-cart-shopping-button', ...TEXT_BLOCKS ],
	},
};

type RegionName = keyof typeof MINI_CART_REGIONS;

const region = ( name: RegionName ): TemplateEntry => [
	name,
	{},
	MINI_CART_REGIONS[ name ].template,
];

export const MINI_CART_CONTENTS_TEMPLATE: TemplateEntry[] = [
	region( 'kassa/mini-cart-title' ),
	region( 'kassa/mini-cart-items' ),
	region( 'kassa/mini-cart-footer' ),
	region( 'kassa/mini-cart-empty' ),
];

/** The blocks the drawer's contents may hold. */
export const MINI_CART_CONTENTS_ALLOWED_BLOCKS = [
	...Object.keys( MINI_CART_REGIONS ),
	...TEXT_BLOCKS,
];

export const MINI_CART_TEMPLATE: TemplateEntry[] = [
	[
		'kassa/mini-cart-contents',
		{ lock: { remove: true, move: true } },
		MINI_CART_CONTENTS_TEMPLATE,
	],
];

/**
 * How the drawer's contents stored before its regions held blocks (before the title, the
 * products table and the buttons were blocks of their own) become today's: the title comes
 * first, and each region stored empty gets its default blocks. Regions the admin had removed
 * or moved stay so.
 *
 * @param children The stored contents' blocks, by name, and whether each holds blocks.
 * @return For each stored block, the blocks to put in it (none to keep it as it is), and the
 *         blocks to put before them all.
 */
export function upgradeStoredContents(
	children: Array< { name: string; isEmpty: boolean } >
): { fill: Array< TemplateEntry[] | null >; prepend: TemplateEntry[] } {
	return {
		fill: children.map( ( { name, isEmpty } ) =>
			isEmpty && name in MINI_CART_REGIONS
				? MINI_CART_REGIONS[ name as RegionName ].template
				: null
		),
		prepend: children.some(
			( { name } ) => name === 'kassa/mini-cart-title'
		)
			? []
			: [ region( 'kassa/mini-cart-title' ) ],
	};
}
