import { TotalRow } from '../../assets/components/totals/totals-rows';
import { useTotalPresentation } from '../../hooks/checkout-filters';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The total row of the cart's order summary (its label and format as extensions filter them). */
export default orderSummaryRow( TotalRow, 'cart', useTotalPresentation );
