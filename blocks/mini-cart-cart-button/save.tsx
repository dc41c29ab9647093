import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-cart-button`. */
export default saveBlockShell( 'kassa/mini-cart-cart-button' );
