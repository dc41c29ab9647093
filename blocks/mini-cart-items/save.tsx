import { saveBlockShell } from '../../assets/editor/save-block-shell';

/** The static shell of `kassa/mini-cart-items`. */
export default saveBlockShell( 'kassa/mini-cart-items' );
