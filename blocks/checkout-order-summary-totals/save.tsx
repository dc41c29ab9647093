import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/checkout-order-summary-totals`, holding its rows' shells. */
export default saveBlockShell( 'kassa/checkout-order-summary-totals' );
