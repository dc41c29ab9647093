import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/cart-accepted-payment-methods`. */
export default saveBlockShell( 'kassa/cart-accepted-payment-methods' );
