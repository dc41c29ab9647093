import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-items`. */
export default saveBlockShell( 'kassa/mini-cart-items' );
