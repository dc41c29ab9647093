import clsx from 'clsx';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CartFee, CartTotals } from '../../api/types';
import { formatPrice } from '../../utils/money';
import CouponChips from './coupon-chips';
import TotalsItem from './totals-item';

type Props = {
	totals: CartTotals;
	fees?: CartFee[];
	/** Codes of the applied coupons, shown as chips under 'Discount'. */
	couponCodes?: string[];
	onRemoveCoupon?: ( code: string ) => void;
	isRemovingCoupon?: boolean;
	/** The cart needs shipping: show the shipping line. */
	showShipping?: boolean;
	/** 'Shipping' on the cart, 'Delivery' where the checkout wants it. */
	shippingLabel?: 'shipping' | 'delivery';
	/** Under the shipping line, e.g. the shipping address summary. */
	shippingDescription?: ReactNode;
	/** Value of the shipping line before shipping is calculated (total_shipping null). */
	shippingPlaceholder?: ReactNode;
	/** The shop's displayCartPricesIncludingTax setting. */
	displayPricesIncludingTax?: boolean;
	taxesEnabled?: boolean;
	/** List each tax line instead of one 'Taxes' line. */
	showItemizedTaxes?: boolean;
	className?: string;
};

function minor( value: string | null | undefined ): number {
	return Number.parseInt( value ?? '0', 10 ) || 0;
}

/**
 * The totals footer (SPEC §2 region 7): subtotal, fees, discount with coupon chips, shipping
 * ('Free' when zero), taxes (one line or itemised) and the total.
 *
 * @param props                           Props.
 * @param props.totals                    Cart totals.
 * @param props.fees                      Cart fees.
 * @param props.couponCodes               Applied coupon codes.
 * @param props.onRemoveCoupon            Removes a coupon.
 * @param props.isRemovingCoupon          A coupon is being removed.
 * @param props.showShipping              Show the shipping line.
 * @param props.shippingLabel             'shipping' or 'delivery'.
 * @param props.shippingDescription       Text under the shipping line.
 * @param props.shippingPlaceholder       Shipping value before it is calculated.
 * @param props.displayPricesIncludingTax Amounts include tax.
 * @param props.taxesEnabled              The shop charges tax.
 * @param props.showItemizedTaxes         One line per tax rate.
 * @param props.className                 Extra class.
 * @return The totals.
 */
export default function TotalsFooter( {
	totals,
	fees = [],
	couponCodes = [],
	onRemoveCoupon,
	isRemovingCoupon,
	showShipping = false,
	shippingLabel = 'shipping',
	shippingDescription,
	shippingPlaceholder,
	displayPricesIncludingTax = false,
	taxesEnabled = false,
	showItemizedTaxes = false,
	className,
}: Props ) {
	const withTax = ( amount: string | null, tax: string | null ) =>
		minor( amount ) + ( displayPricesIncludingTax ? minor( tax ) : 0 );
	const discount = withTax(
		totals.total_discount,
		totals.total_discount_tax
	);
	const totalTax = minor( totals.total_tax );
	const showTaxLines =
		taxesEnabled &&
		! displayPricesIncludingTax &&
		( totalTax > 0 || totals.tax_lines.length > 0 );

	let shippingValue: ReactNode = shippingPlaceholder;
	if ( totals.total_shipping !== null ) {
		const shipping = withTax(
			totals.total_shipping,
			totals.total_shipping_tax
		);
		shippingValue =
			shipping === 0
				? __( 'Free', 'kassa' )
				: formatPrice( shipping, totals );
	}

	return (
		<div className={ clsx( 'kassa-totals-footer', className ) }>
			<TotalsItem
				className="kassa-totals-footer__subtotal"
				label={ __( 'Subtotal', 'kassa' ) }
				amount={ withTax( totals.total_items, totals.total_items_tax ) }
				currency={ totals }
			/>
			{ fees.map( ( fee ) => (
				<TotalsItem
					key={ fee.key ?? fee.id ?? fee.name }
					className="kassa-totals-footer__fee"
					label={ fee.name }
					amount={ withTax( fee.totals.total, fee.totals.total_tax ) }
					currency={ totals }
				/>
			) ) }
			{ ( discount > 0 || couponCodes.length > 0 ) && (
				<TotalsItem
					className="kassa-totals-footer__discount"
					label={ __( 'Discount', 'kassa' ) }
					value={ formatPrice( -discount, totals ) }
					description={
						<CouponChips
							codes={ couponCodes }
							onRemove={ onRemoveCoupon }
							isRemoving={ isRemovingCoupon }
						/>
					}
				/>
			) }
			{ showShipping && (
				<TotalsItem
					className="kassa-totals-footer__shipping"
					label={
						shippingLabel === 'delivery'
							? __( 'Delivery', 'kassa' )
							: __( 'Shipping', 'kassa' )
					}
					value={ shippingValue }
					description={ shippingDescription }
				/>
			) }
			{ showTaxLines &&
				( showItemizedTaxes && totals.tax_lines.length > 0 ? (
					totals.tax_lines.map( ( line ) => (
						<TotalsItem
							key={ `${ line.name }-${ line.rate }` }
							className="kassa-totals-footer__tax"
							label={ line.name }
							amount={ line.price }
							currency={ totals }
						/>
					) )
				) : (
					<TotalsItem
						className="kassa-totals-footer__tax"
						label={ __( 'Taxes', 'kassa' ) }
						amount={ totalTax }
						currency={ totals }
					/>
				) ) }
			<TotalsItem
				className="kassa-totals-footer__total"
				label={ __( 'Total', 'kassa' ) }
				amount={ totals.total_price }
				currency={ totals }
				description={
					taxesEnabled &&
					displayPricesIncludingTax &&
					totalTax > 0 &&
					sprintf(
						/* translators: %s: tax amount, formatted */
						__( 'Including %s in taxes', 'kassa' ),
						formatPrice( totalTax, totals )
					)
				}
			/>
		</div>
	);
}
