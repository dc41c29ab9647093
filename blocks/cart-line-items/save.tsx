import { saveBlockShell } from '../editor/save-block-shell';

/**
 * The static shell the cart's front end renders this block into (attributes as data
 * attributes, and a skeleton of its height).
 */
export default saveBlockShell(
	'kassa/cart-line-items',
	'kassa-cart-line-items__skeleton'
);
