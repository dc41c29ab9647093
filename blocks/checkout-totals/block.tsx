import type { ReactNode } from 'react';

type Props = { children?: ReactNode };

/**
 * The totals column (the order summary), beside the steps on wide screens.
 *
 * @param props          Props.
 * @param props.children The order summary (inner blocks).
 * @return The column.
 */
export default function CheckoutTotalsBlock( { children }: Props ) {
	return <div className="kassa-checkout__totals">{ children }</div>;
}
