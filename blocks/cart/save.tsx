import { saveBlockShell } from '../editor/save-block-shell';

/** The placeholder of the cart's height (sized in style.scss). */
export const CART_SKELETON = 'kassa-cart__skeleton';

/**
 * The static shell the front end renders into: attributes as data attributes, the inner
 * blocks' shells, and a skeleton of the cart's height so nothing jumps (CLS 0).
 */
export default saveBlockShell( 'kassa/cart', CART_SKELETON );
