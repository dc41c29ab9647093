import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { EXTENSION_SLOTS } from '@kassa/data';

import CartExtensionSlot from '../../hooks/extension-slot';

type Props = {
	/**
	 * The heading of a summary stored before the heading was a block of its own ('Cart totals'
	 * when empty); such a summary has no heading block.
	 */
	heading?: string;
	children?: ReactNode;
};

/**
 * The order summary of the cart: its inner blocks (heading, coupon form, delivery, totals, and
 * blocks extensions add).
 *
 * @param props          Props.
 * @param props.heading  The heading of a summary stored in the older shape.
 * @param props.children The inner blocks.
 * @return The summary.
 */
export default function CartOrderSummaryBlock( { heading, children }: Props ) {
	return (
		<section className="kassa-cart-order-summary">
			{ heading !== undefined && (
				<h2 className="kassa-cart-order-summary__heading">
					{ heading || __( 'Cart totals', 'kassa' ) }
				</h2>
			) }
			{ children }
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.ORDER_META }
				context="kassa/cart"
				className="kassa-order-meta"
			/>
		</section>
	);
}
