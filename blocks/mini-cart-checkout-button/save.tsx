import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-checkout-button`. */
export default saveBlockShell( 'kassa/mini-cart-checkout-button' );
