import {
	TaxRows,
	type TaxRowsSettings,
} from '../../assets/components/totals/totals-rows';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

/** The tax rows of the checkout's order summary. */
export default orderSummaryRow< TaxRowsSettings >( TaxRows, 'checkout' );
