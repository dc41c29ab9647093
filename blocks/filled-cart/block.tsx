import type { ReactNode } from 'react';

import { useCartView } from '../cart/context';

type Props = { children?: ReactNode };

/**
 * The cart with items: the items column and the totals column, side by side when the cart is
 * wider than 700 px (is-large), stacked below that. Shows only while the cart has lines.
 *
 * @param props          Props.
 * @param props.children The columns.
 * @return The filled cart, or nothing.
 */
export default function FilledCartBlock( { children }: Props ) {
	if ( useCartView() !== 'filled' ) {
		return null;
	}
	return <div className="kassa-filled-cart">{ children }</div>;
}
