import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-express-payment`: its attributes as data attributes. */
export default saveBlockShell( 'kassa/checkout-express-payment' );
