import type { ReactNode } from 'react';

type Props = { children?: ReactNode };

/**
 * The cart's side column: order summary, express payment and the checkout button.
 *
 * @param props          Props.
 * @param props.children The inner blocks.
 * @return The column.
 */
export default function CartTotalsBlock( { children }: Props ) {
	return <div className="kassa-cart-totals">{ children }</div>;
}
