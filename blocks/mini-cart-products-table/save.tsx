import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-products-table`. */
export default saveBlockShell( 'kassa/mini-cart-products-table' );
