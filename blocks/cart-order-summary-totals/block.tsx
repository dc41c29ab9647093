import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import TotalsFooter from '../../assets/components/totals/totals-footer';
import { useCoupons } from '../../assets/hooks/use-coupons';

/**
 * The cart's totals: subtotal, fees, discount with the applied coupons (each with a remove
 * control), shipping once it is known, taxes (itemised when the shop says so) and the total,
 * in the store's currency format.
 *
 * @return The totals.
 */
export default function CartTotalsFooterBlock() {
	const { totals, fees, needsShipping } = useSelect( ( select ) => {
		const cart = select( cartStore );
		return {
			totals: cart.getCartTotals(),
			fees: cart.getCartFees(),
			needsShipping: cart.getNeedsShipping(),
		};
	}, [] );
	const { codes, removeCoupon, isRemoving } = useCoupons();
	if ( ! totals ) {
		return null;
	}
	return (
		<TotalsFooter
			className="kassa-cart-order-totals"
			totals={ totals }
			fees={ fees }
			couponCodes={ codes }
			onRemoveCoupon={ removeCoupon }
			isRemovingCoupon={ isRemoving }
			showShipping={ needsShipping && totals.total_shipping !== null }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
			taxesEnabled={ getSetting( 'taxesEnabled' ) }
			showItemizedTaxes={ getSetting( 'displayItemizedTaxes' ) }
		/>
	);
}
