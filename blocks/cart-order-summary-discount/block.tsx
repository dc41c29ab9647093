import { DiscountRow } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The discount row of the cart's order summary. */
export default orderSummaryRow( DiscountRow, 'cart' );
