import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-shopping-button`. */
export default saveBlockShell( 'kassa/mini-cart-shopping-button' );
