import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-fields`: its attributes as data attributes. */
export default saveBlockShell( 'kassa/checkout-fields' );
