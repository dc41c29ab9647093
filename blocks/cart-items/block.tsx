import type { ReactNode } from 'react';

type Props = { children?: ReactNode };

/**
 * The cart's main column: the line table and cross-sells (and blocks extensions add).
 *
 * @param props          Props.
 * @param props.children The inner blocks.
 * @return The column.
 */
export default function CartItemsBlock( { children }: Props ) {
	return <div className="kassa-cart-items">{ children }</div>;
}
