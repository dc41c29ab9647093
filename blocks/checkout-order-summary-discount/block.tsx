import { EXTENSION_SLOTS } from '@kassa/data';

import { DiscountRow } from '../../assets/components/totals/totals-rows';
import { useCouponPresentation } from '../../hooks/checkout-filters';
import CartExtensionSlot from '../../hooks/extension-slot';
import { orderSummaryRow } from '../../hooks/use-order-summary-totals';

const DiscountRowBlock = orderSummaryRow(
	DiscountRow,
	'checkout',
	useCouponPresentation
);

/**
 * The discount row of the checkout's order summary (its coupons as extensions filter them), and
 * under it the slot extensions fill with what goes with the discounts.
 *
 * @return The row and the slot.
 */
export default function CheckoutOrderSummaryDiscountBlock() {
	return (
		<>
			<DiscountRowBlock />
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.DISCOUNTS_META }
				context="kassa/checkout"
				className="kassa-discounts-meta"
			/>
		</>
	);
}
