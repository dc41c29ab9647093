/**
 * The checkout's default layout in the editor: the front end's (./template.ts) with the classic
 * hooks' blocks at their places. What the editor inserts and saves (includes/markup/checkout.html).
 */
import { withClassicHooks } from '../classic-hook/template';
import { CHECKOUT_TEMPLATE } from './template';

export const CHECKOUT_EDITOR_TEMPLATE = withClassicHooks(
	CHECKOUT_TEMPLATE,
	'kassa/checkout'
);
