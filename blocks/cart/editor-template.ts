/**
 * The cart's default layout in the editor: the front end's (./template.ts) with the classic
 * hooks' blocks at their places. What the editor inserts and saves (includes/markup/cart.html).
 */
import { withClassicHooks } from '../classic-hook/template';
import { CART_TEMPLATE } from './template';

export const CART_EDITOR_TEMPLATE = withClassicHooks(
	CART_TEMPLATE,
	'kassa/cart'
);
