import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import { withDisplayTax } from '../../assets/utils/money';

/**
 * The drawer's footer: the subtotal and the buttons to the cart and the checkout. Nothing
 * when the cart is empty.
 *
 * @return The footer.
 */
export default function MiniCartFooter() {
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
	const pages = getSetting( 'pages' );
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
			<div className="kassa-mini-cart__footer-actions">
				<a
					className="kassa-mini-cart__footer-cart kassa-mini-cart__link-button"
					href={ pages.cart }
				>
					{ __( 'View my cart', 'kassa' ) }
				</a>
				<a
					className="kassa-mini-cart__footer-checkout kassa-mini-cart__link-button kassa-mini-cart__link-button--primary"
					href={ pages.checkout }
				>
					{ __( 'Go to checkout', 'kassa' ) }
				</a>
			</div>
		</div>
	);
}
