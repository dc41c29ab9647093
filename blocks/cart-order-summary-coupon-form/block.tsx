import { getSetting } from '@kassa/settings';

import CouponForm from '../../assets/components/coupon-form';
import { useCoupons } from '../../hooks/use-coupons';

type Props = {
	/** Start with the panel open. */
	initialOpen?: boolean;
};

/**
 * The 'Add a coupon' panel: Apply is disabled while the code is empty or a coupon is being
 * applied, the code is cleared on success, and the server's error shows on the field. Nothing
 * when the shop does not take coupons.
 *
 * @param props             Props.
 * @param props.initialOpen Start open.
 * @return The panel.
 */
export default function CouponFormBlock( { initialOpen = false }: Props ) {
	const { applyCoupon, isApplying, error } = useCoupons();
	if ( ! getSetting( 'couponsEnabled' ) ) {
		return null;
	}
	return (
		<CouponForm
			className="kassa-cart-coupon-form"
			onApply={ applyCoupon }
			isLoading={ isApplying }
			error={ error }
			initialOpen={ initialOpen }
		/>
	);
}
