import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import { withDisplayTax } from '../../assets/utils/money';

type Props = {
	/** The footer's blocks: the buttons to the cart and the checkout. */
	children?: ReactNode;
};

/**
 * The drawer's footer: the subtotal and its blocks (the buttons to the cart and the
 * checkout). Nothing when the cart is empty.
 *
 * @param props          Props.
 * @param props.children The footer's blocks.
 * @return The footer.
 */
export default function MiniCartFooter( { children }: Props ) {
	const { totals, itemsCount } = useSelect(
		( select ) => ( {
			totals: select( cartStore ).getCartTotals(),
			itemsCount: select( cartStore ).getItemsCount(),
		} ),
		[]
	);
	if ( ! totals || itemsCount === 0 ) {
		return null;
	}
	const subtotal = withDisplayTax(
		totals.total_items,
		totals.total_items_tax,
		getSetting( 'displayCartPricesIncludingTax' )
	);
	return (
		<div className="kassa-mini-cart__footer">
			<div className="kassa-mini-cart__subtotal">
				<span className="kassa-mini-cart__subtotal-label">
					{ __( 'Subtotal', 'kassa' ) }
				</span>
				<FormattedMonetaryAmount
					className="kassa-mini-cart__subtotal-value"
					value={ subtotal }
					currency={ totals }
				/>
			</div>
			<div className="kassa-mini-cart__footer-actions">{ children }</div>
		</div>
	);
}
