import type { ReactNode } from 'react';

type Props = { children?: ReactNode };

/**
 * The totals of the cart's order summary: its rows (inner blocks), in the admin's order.
 *
 * @param props          Props.
 * @param props.children The rows.
 * @return The totals.
 */
export default function CartOrderSummaryTotalsBlock( { children }: Props ) {
	return (
		<div className="kassa-totals-footer kassa-cart-order-totals">
			{ children }
		</div>
	);
}
