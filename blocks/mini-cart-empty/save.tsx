import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-empty`. */
export default saveBlockShell( 'kassa/mini-cart-empty' );
