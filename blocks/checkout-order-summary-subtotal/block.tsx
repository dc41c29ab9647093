import { SubtotalRow } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The subtotal row of the checkout's order summary. */
export default orderSummaryRow( SubtotalRow, 'checkout' );
