import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-shipping-method`: its attributes as data attributes. */
export default saveBlockShell( 'kassa/checkout-shipping-method' );
