import { saveBlockShell } from '../../assets/editor/save-block-shell';

/** The static shell of `kassa/mini-cart-footer`. */
export default saveBlockShell( 'kassa/mini-cart-footer' );
