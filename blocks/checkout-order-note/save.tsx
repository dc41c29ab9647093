import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-order-note`: its attributes as data attributes. */
export default saveBlockShell( 'kassa/checkout-order-note' );
