import { saveBlockShell } from '../editor/save-block-shell';

/**
 * The static shell the cart's front end renders this block into (attributes as data
 * attributes, and a skeleton of its height).
 */
export default saveBlockShell(
	'kassa/cart-order-summary-coupon-form',
	'kassa-cart-coupon-form__skeleton'
);
