import { useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';
import { cartStore } from '@kassa/data';

import Spinner from '../../assets/components/spinner';

type Props = {
	/** The region's blocks: the products table, and any the admin added. */
	children?: ReactNode;
};

/**
 * The drawer's items region: its blocks while the cart has lines, a spinner while the cart is
 * being read, nothing when it is empty.
 *
 * @param props          Props.
 * @param props.children The region's blocks.
 * @return The region.
 */
export default function MiniCartItems( { children }: Props ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	if ( ! cart ) {
		return <Spinner />;
	}
	if ( cart.items.length === 0 ) {
		return null;
	}
	return <div className="kassa-mini-cart__items">{ children }</div>;
}
