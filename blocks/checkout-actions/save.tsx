import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-actions`: its attributes as data attributes. */
export default saveBlockShell( 'kassa/checkout-actions' );
