import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-title`. */
export default saveBlockShell( 'kassa/mini-cart-title' );
