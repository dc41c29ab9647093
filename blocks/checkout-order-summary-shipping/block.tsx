import { ShippingRow } from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The shipping row of the checkout's order summary. */
export default orderSummaryRow( ShippingRow, 'checkout' );
