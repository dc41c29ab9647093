import { saveBlockShell } from '../editor/save-block-shell';

/** The placeholder of the totals' height, before React renders the rows. */
export const TOTALS_SKELETON = 'kassa-cart-order-totals__skeleton';

/** The static shell the cart's front end renders this block into: the skeleton, then its rows' shells. */
export default saveBlockShell(
	'kassa/cart-order-summary-totals',
	TOTALS_SKELETON
);
