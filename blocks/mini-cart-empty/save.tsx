import { saveBlockShell } from '../../assets/editor/save-block-shell';

/** The static shell of `kassa/mini-cart-empty`. */
export default saveBlockShell( 'kassa/mini-cart-empty' );
