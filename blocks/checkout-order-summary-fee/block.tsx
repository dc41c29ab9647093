import { FeeRows } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The fee rows of the checkout's order summary. */
export default orderSummaryRow( FeeRows, 'checkout' );
