import { DiscountRow } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The discount row of the checkout's order summary. */
export default orderSummaryRow( DiscountRow, 'checkout' );
