import { useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';
import { cartStore, checkoutStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { OrderSummaryTotals } from '../assets/components/totals/totals-rows';
import { NOTICE_CONTEXTS } from '../assets/constants';
import { useCoupons } from './use-coupons';

/** Which order summary a row belongs to. */
export type OrderSummaryVariant = 'cart' | 'checkout';

/**
 * The totals of the cart as an order summary's rows show them. The cart shows shipping once its
 * cost is known; the checkout whenever the cart needs shipping, as 'Delivery' when the shopper
 * collects. Coupons are removed with notices in the summary's context (the cart's, or the
 * checkout totals'); in the editor nothing is removed.
 *
 * @param variant 'cart' or 'checkout'.
 * @return What the rows are drawn from.
 */
export function useOrderSummaryTotals(
	variant: OrderSummaryVariant
): OrderSummaryTotals {
	const { totals, fees, needsShipping, prefersCollection } = useSelect(
		( select ) => {
			const cart = select( cartStore );
			return {
				totals: cart.getCartTotals(),
				fees: cart.getCartFees(),
				needsShipping: cart.getNeedsShipping(),
				prefersCollection: select( checkoutStore ).prefersCollection(),
			};
		},
		[]
	);
	const { codes, removeCoupon, isRemoving } = useCoupons(
		variant === 'cart'
			? NOTICE_CONTEXTS.CART
			: NOTICE_CONTEXTS.CHECKOUT_TOTALS
	);
	const isCheckout = variant === 'checkout';
	return {
		totals,
		fees,
		couponCodes: codes,
		onRemoveCoupon: removeCoupon,
		isRemovingCoupon: isRemoving,
		showShipping:
			needsShipping &&
			( isCheckout || ( !! totals && totals.total_shipping !== null ) ),
		shippingLabel:
			isCheckout && prefersCollection ? 'delivery' : 'shipping',
		displayPricesIncludingTax: getSetting(
			'displayCartPricesIncludingTax'
		),
		taxesEnabled: getSetting( 'taxesEnabled' ),
		showItemizedTaxes: getSetting( 'displayItemizedTaxes' ),
	};
}

const noPresentation = () => ( {} );

/**
 * The view of one order summary row block: the row, drawn from the summary's totals and the
 * block's own settings (its attributes).
 *
 * @param Row             A row of assets/components/totals/totals-rows.
 * @param variant         The summary it belongs to.
 * @param usePresentation What the row shows as extensions' checkout filters make it (e.g.
 *                        useTotalPresentation), over the summary's totals.
 * @return The block's view.
 */
export function orderSummaryRow< Settings extends object = object >(
	Row: ComponentType< OrderSummaryTotals & Settings >,
	variant: OrderSummaryVariant,
	usePresentation: () => Partial< OrderSummaryTotals > = noPresentation
) {
	return function OrderSummaryRowBlock( settings: Settings ) {
		return (
			<Row
				{ ...settings }
				{ ...useOrderSummaryTotals( variant ) }
				{ ...usePresentation() }
			/>
		);
	};
}
