import { getSetting } from '@kassa/settings';

import CouponForm from '../../assets/components/coupon-form';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { useCoupons } from '../../hooks/use-coupons';

/**
 * The checkout's 'Add a coupon' panel: coupons are applied with their notices in the checkout
 * totals' context, a failure shows on the field. Nothing when the shop does not take coupons.
 *
 * @return The panel.
 */
export default function CheckoutCouponFormBlock() {
	const { applyCoupon, isApplying, error } = useCoupons(
		NOTICE_CONTEXTS.CHECKOUT_TOTALS
	);
	if ( ! getSetting( 'couponsEnabled' ) ) {
		return null;
	}
	return (
		<CouponForm
			onApply={ applyCoupon }
			isLoading={ isApplying }
			error={ error }
		/>
	);
}
