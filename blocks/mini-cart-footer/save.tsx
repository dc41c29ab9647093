import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-footer`. */
export default saveBlockShell( 'kassa/mini-cart-footer' );
