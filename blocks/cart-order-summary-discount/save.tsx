import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/cart-order-summary-discount`. */
export default saveBlockShell( 'kassa/cart-order-summary-discount' );
