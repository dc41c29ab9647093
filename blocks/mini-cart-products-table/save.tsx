import { saveBlockShell } from '../../assets/editor/save-block-shell';

/** The static shell of `kassa/mini-cart-products-table`. */
export default saveBlockShell( 'kassa/mini-cart-products-table' );
