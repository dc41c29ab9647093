import { saveBlockShell } from '../editor/save-block-shell';

/**
 * The static shell the cart's front end renders this block into (attributes as data
 * attributes).
 */
export default saveBlockShell( 'kassa/cart-express-payment' );
