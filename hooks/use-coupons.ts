import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { cartStore, validationStore } from '@kassa/data';

import type { CartCoupon } from '../assets/api/types';
import { COUPON_FIELD_ID, NOTICE_CONTEXTS } from '../assets/constants';
import { useIsEditor } from '../assets/components/editor-context';
import { isCouponNoticeShown } from './checkout-filters';

/** The cart's coupons bound to the cart store. */
export interface Coupons {
	coupons: CartCoupon[];
	codes: string[];
	/** Resolves true when applied; on failure the error shows on the coupon field. */
	applyCoupon: ( code: string ) => Promise< boolean >;
	/** Resolves true when removed; on failure an error notice shows in the context. */
	removeCoupon: ( code: string ) => Promise< boolean >;
	isApplying: boolean;
	isRemoving: boolean;
	/** The coupon field's error (SPEC §8: checkout detail, else cart detail, else message). */
	error: string | undefined;
}

const noop = () => Promise.resolve( false );

/**
 * Applies and removes coupons with SPEC §8's texts: the store shows 'Coupon code "%s" has been
 * applied to your cart.' / '…removed from your cart.' as snackbars in `context` (unless an
 * extension's `showApplyCouponNotice` / `showRemoveCouponNotice` filter says no), and puts an
 * apply failure on the coupon field, read back here as `error`. Inert in the editor.
 *
 * @param context Notice context (wc/cart on the cart, wc/checkout on checkout).
 * @return The coupons, actions and state.
 */
export function useCoupons( context: string = NOTICE_CONTEXTS.CART ): Coupons {
	const isEditor = useIsEditor();
	const { coupons, isApplying, isRemoving, error } = useSelect(
		( select ) => {
			const cart = select( cartStore );
			const fieldError =
				select( validationStore ).getValidationError( COUPON_FIELD_ID );
			return {
				coupons: cart.getCartCoupons(),
				isApplying: cart.isApplyingCoupon(),
				isRemoving: cart.isRemovingCoupon(),
				error:
					fieldError && ! fieldError.hidden
						? fieldError.message
						: undefined,
			};
		},
		[]
	);
	const dispatch = useDispatch( cartStore );
	const applyCoupon = useCallback(
		( code: string ) =>
			dispatch.applyCoupon(
				code,
				context,
				isCouponNoticeShown( 'showApplyCouponNotice', code, context )
			) as Promise< boolean >,
		[ dispatch, context ]
	);
	const removeCoupon = useCallback(
		( code: string ) =>
			dispatch.removeCoupon(
				code,
				context,
				isCouponNoticeShown( 'showRemoveCouponNotice', code, context )
			) as Promise< boolean >,
		[ dispatch, context ]
	);
	const codes = useMemo(
		() => coupons.map( ( coupon ) => coupon.code ),
		[ coupons ]
	);
	return {
		coupons,
		codes,
		applyCoupon: isEditor ? noop : applyCoupon,
		removeCoupon: isEditor ? noop : removeCoupon,
		isApplying,
		isRemoving,
		error,
	};
}
