import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/cart-order-summary-heading`: its text as a data attribute. */
export default saveBlockShell( 'kassa/cart-order-summary-heading' );
