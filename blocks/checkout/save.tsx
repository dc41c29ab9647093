import { saveBlockShell } from '../editor/save-block-shell';

/** The placeholder of the checkout's height (sized in style.scss). */
export const CHECKOUT_SKELETON = 'kassa-checkout__skeleton';

/**
 * The static shell the front end renders into: attributes as data attributes, the inner
 * blocks' shells, and a skeleton of the checkout's height so nothing jumps (CLS 0).
 */
export default saveBlockShell( 'kassa/checkout', CHECKOUT_SKELETON );
