import type { ReactNode } from 'react';

type Props = { children?: ReactNode };

/**
 * The totals of the checkout's order summary: its rows (inner blocks), in the admin's order.
 *
 * @param props          Props.
 * @param props.children The rows.
 * @return The totals.
 */
export default function CheckoutOrderSummaryTotalsBlock( { children }: Props ) {
	return <div className="kassa-totals-footer">{ children }</div>;
}
