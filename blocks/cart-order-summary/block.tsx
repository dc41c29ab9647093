import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

type Props = {
	/** The heading; 'Cart totals' when empty. */
	heading?: string;
	children?: ReactNode;
};

/**
 * The order summary of the cart: a heading, then its inner blocks (coupon form, delivery,
 * totals, and blocks extensions add).
 *
 * @param props          Props.
 * @param props.heading  Heading text.
 * @param props.children The inner blocks.
 * @return The summary.
 */
export default function CartOrderSummaryBlock( { heading, children }: Props ) {
	return (
		<section className="kassa-cart-order-summary">
			<h2 className="kassa-cart-order-summary__heading">
				{ heading || __( 'Cart totals', 'kassa' ) }
			</h2>
			{ children }
		</section>
	);
}
