import { TotalRow } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The total row of the checkout's order summary. */
export default orderSummaryRow( TotalRow, 'checkout' );
