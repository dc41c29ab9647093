import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-order-summary-subtotal`. */
export default saveBlockShell( 'kassa/checkout-order-summary-subtotal' );
