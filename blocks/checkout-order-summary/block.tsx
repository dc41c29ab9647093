import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	cartStore,
	checkoutStore,
	NOTICE_CONTEXTS,
	validationStore,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CartSummaryTable from '../../assets/components/cart-summary-table';
import CouponForm from '../../assets/components/coupon-form';
import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import { ChevronDownIcon } from '../../assets/components/icons';
import TotalsFooter from '../../assets/components/totals/totals-footer';
import { COUPON_FIELD_ID } from '../../assets/constants';
import { useIsEditor } from '../../assets/hooks/editor-context';
import { useContainerWidthClass } from '../../assets/hooks/use-container-width-class';
import CheckoutNotices from '../checkout/components/checkout-notices';

/**
 * The order summary: the lines, the coupon form and chips, and the totals. On small screens
 * it collapses behind a button that shows the total.
 *
 * @return The summary.
 */
export default function OrderSummaryBlock() {
	const isEditor = useIsEditor();
	const [ ref, widthClass ] = useContainerWidthClass();
	const [ isOpen, setIsOpen ] = useState( false );
	const { cart, isApplying, isRemoving, couponError, prefersCollection } =
		useSelect( ( select ) => {
			const store = select( cartStore );
			return {
				cart: store.getCartData(),
				isApplying: store.isApplyingCoupon(),
				isRemoving: store.isRemovingCoupon(),
				couponError:
					select( validationStore ).getValidationError(
						COUPON_FIELD_ID
					)?.message,
				prefersCollection: select( checkoutStore ).prefersCollection(),
			};
		}, [] );
	const { applyCoupon, removeCoupon } = useDispatch( cartStore );
	if ( ! cart ) {
		return null;
	}
	const isSmall = widthClass === 'is-mobile' || widthClass === 'is-small';
	const collapsed = isSmall && ! isOpen;
	const total = (
		<FormattedMonetaryAmount
			value={ cart.totals.total_price }
			currency={ cart.totals }
		/>
	);
	return (
		<section
			ref={ ref }
			className={ `kassa-checkout-order-summary ${ widthClass }` }
			aria-labelledby="kassa-checkout-order-summary-title"
		>
			<h2
				id="kassa-checkout-order-summary-title"
				className="kassa-checkout-order-summary__title"
			>
				{ isSmall ? (
					<button
						type="button"
						className="kassa-checkout-order-summary__toggle"
						aria-expanded={ isOpen }
						aria-controls="kassa-checkout-order-summary-content"
						onClick={ () => setIsOpen( ! isOpen ) }
					>
						<span>{ __( 'Order summary', 'kassa' ) }</span>
						<span className="kassa-checkout-order-summary__total">
							{ total }
						</span>
						<ChevronDownIcon />
					</button>
				) : (
					__( 'Order summary', 'kassa' )
				) }
			</h2>
			<div
				id="kassa-checkout-order-summary-content"
				className="kassa-checkout-order-summary__content"
				hidden={ collapsed }
			>
				<CheckoutNotices context={ NOTICE_CONTEXTS.CHECKOUT_TOTALS } />
				<CartSummaryTable
					cart={ cart }
					caption={ __( 'Products in your order', 'kassa' ) }
					displayPricesIncludingTax={ getSetting(
						'displayCartPricesIncludingTax'
					) }
				/>
				{ getSetting( 'couponsEnabled' ) && (
					<CouponForm
						onApply={ ( code ) =>
							isEditor
								? false
								: applyCoupon(
										code,
										NOTICE_CONTEXTS.CHECKOUT_TOTALS
									)
						}
						isLoading={ !! isApplying }
						error={ couponError }
					/>
				) }
				<TotalsFooter
					totals={ cart.totals }
					fees={ cart.fees }
					couponCodes={ cart.coupons.map( ( c ) => c.code ) }
					onRemoveCoupon={ ( code ) =>
						! isEditor &&
						removeCoupon( code, NOTICE_CONTEXTS.CHECKOUT_TOTALS )
					}
					isRemovingCoupon={ !! isRemoving }
					showShipping={ cart.needs_shipping }
					shippingLabel={
						prefersCollection ? 'delivery' : 'shipping'
					}
					displayPricesIncludingTax={ getSetting(
						'displayCartPricesIncludingTax'
					) }
					taxesEnabled={ getSetting( 'taxesEnabled' ) }
					showItemizedTaxes={ getSetting( 'displayItemizedTaxes' ) }
				/>
			</div>
		</section>
	);
}
