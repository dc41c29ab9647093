/**
 * The mini-cart drawer's default contents: what the editor inserts, and what the front end
 * renders for a mini-cart saved without inner blocks (`<!-- wp:kassa/mini-cart /-->`).
 */
import type { TemplateEntry } from '../../assets/utils/block-template';

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
