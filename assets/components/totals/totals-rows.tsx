import { __, sprintf } from '@wordpress/i18n';

import type { CartFee, CartTotals, TaxLine } from '../../api/types';
import { formatPrice, toMinor, withDisplayTax } from '../../utils/money';
import CouponChips from './coupon-chips';
import TotalsItem from './totals-item';

/** What every row of the order summary's totals (SPEC §2 region 7) is drawn from. */
export type OrderSummaryTotals = {
	/** The cart's totals; no row shows without them. */
	totals: CartTotals | null;
	fees?: CartFee[];
	/** Codes of the applied coupons, shown as chips under 'Discount'. */
	couponCodes?: string[];
	/** What a coupon's chip reads, by code (extensions may change it); the code by default. */
	couponLabels?: Record< string, string >;
	onRemoveCoupon?: ( code: string ) => void;
	isRemovingCoupon?: boolean;
	/** The cart needs shipping and its cost is known: show the shipping row. */
	showShipping?: boolean;
	/** 'Shipping', or 'Delivery' where the checkout wants it. */
	shippingLabel?: 'shipping' | 'delivery';
	/** The shop's displayCartPricesIncludingTax setting. */
	displayPricesIncludingTax?: boolean;
	taxesEnabled?: boolean;
	/** List each tax line instead of one 'Taxes' row. */
	showItemizedTaxes?: boolean;
	/** The total's label (extensions may change it); 'Total' by default. */
	totalLabel?: string;
	/** Where the total's amount goes (holds the price tag); the amount alone by default. */
	totalFormat?: string;
};

/** The Taxes row blocks' settings (WooCommerce's attribute of the same name). */
export type TaxRowsSettings = {
	/** Show each listed tax line's rate after its name ('VAT 20%'). */
	showRateAfterTaxName?: boolean;
};

const withTax = (
	{ displayPricesIncludingTax = false }: OrderSummaryTotals,
	amount: string | null,
	tax: string | null
) => withDisplayTax( amount, tax, displayPricesIncludingTax );

/**
 * The subtotal of the lines, with tax when the shop shows prices so.
 *
 * @param props The summary's totals.
 * @return The row, or nothing without totals.
 */
export function SubtotalRow( props: OrderSummaryTotals ) {
	const { totals } = props;
	if ( ! totals ) {
		return null;
	}
	return (
		<TotalsItem
			className="kassa-totals-footer__subtotal"
			label={ __( 'Subtotal', 'kassa' ) }
			amount={ withTax(
				props,
				totals.total_items,
				totals.total_items_tax
			) }
			currency={ totals }
		/>
	);
}

/**
 * One row per fee, by the fee's name.
 *
 * @param props The summary's totals.
 * @return The rows, or nothing without fees.
 */
export function FeeRows( props: OrderSummaryTotals ) {
	const { totals, fees = [] } = props;
	if ( ! totals ) {
		return null;
	}
	return (
		<>
			{ fees.map( ( fee ) => (
				<TotalsItem
					key={ fee.key ?? fee.id ?? fee.name }
					className="kassa-totals-footer__fee"
					label={ fee.name }
					amount={ withTax(
						props,
						fee.totals.total,
						fee.totals.total_tax
					) }
					currency={ totals }
				/>
			) ) }
		</>
	);
}

/**
 * The discount, with the applied coupons as chips that remove them.
 *
 * @param props The summary's totals.
 * @return The row, or nothing without a discount or a coupon.
 */
export function DiscountRow( props: OrderSummaryTotals ) {
	const {
		totals,
		couponCodes = [],
		couponLabels,
		onRemoveCoupon,
		isRemovingCoupon,
	} = props;
	if ( ! totals ) {
		return null;
	}
	const discount = withTax(
		props,
		totals.total_discount,
		totals.total_discount_tax
	);
	if ( discount <= 0 && couponCodes.length === 0 ) {
		return null;
	}
	return (
		<TotalsItem
			className="kassa-totals-footer__discount"
			label={ __( 'Discount', 'kassa' ) }
			value={ formatPrice( -discount, totals ) }
			description={
				<CouponChips
					codes={ couponCodes }
					labels={ couponLabels }
					onRemove={ onRemoveCoupon }
					isRemoving={ isRemovingCoupon }
				/>
			}
		/>
	);
}

/**
 * The shipping cost ('Free' when zero), labelled 'Shipping' or 'Delivery'.
 *
 * @param props The summary's totals.
 * @return The row, or nothing when the summary shows no shipping.
 */
export function ShippingRow( props: OrderSummaryTotals ) {
	const { totals, showShipping = false, shippingLabel = 'shipping' } = props;
	if ( ! totals || ! showShipping ) {
		return null;
	}
	let value: string | undefined;
	if ( totals.total_shipping !== null ) {
		const shipping = withTax(
			props,
			totals.total_shipping,
			totals.total_shipping_tax
		);
		value =
			shipping === 0
				? __( 'Free', 'kassa' )
				: formatPrice( shipping, totals );
	}
	return (
		<TotalsItem
			className="kassa-totals-footer__shipping"
			label={
				shippingLabel === 'delivery'
					? __( 'Delivery', 'kassa' )
					: __( 'Shipping', 'kassa' )
			}
			value={ value }
		/>
	);
}

/**
 * A tax line's label: its name, and its rate after it when asked and known.
 *
 * @param line                 The tax line.
 * @param showRateAfterTaxName Show the rate.
 * @return E.g. 'VAT' or 'VAT 20%'.
 */
function taxLineLabel( line: TaxLine, showRateAfterTaxName: boolean ): string {
	if ( ! showRateAfterTaxName || ! line.rate ) {
		return line.name;
	}
	return `${ line.name } ${ line.rate }`;
}

/**
 * The taxes, as one row or one per tax line (its rate after its name if the block says so),
 * when the shop charges tax and shows prices without it (prices that include tax note it under
 * the total instead).
 *
 * @param props The summary's totals and the block's settings.
 * @return The rows, or nothing.
 */
export function TaxRows( props: OrderSummaryTotals & TaxRowsSettings ) {
	const {
		totals,
		taxesEnabled = false,
		displayPricesIncludingTax = false,
		showItemizedTaxes = false,
		showRateAfterTaxName = false,
	} = props;
	if ( ! totals || ! taxesEnabled || displayPricesIncludingTax ) {
		return null;
	}
	const totalTax = toMinor( totals.total_tax );
	if ( totalTax <= 0 && totals.tax_lines.length === 0 ) {
		return null;
	}
	if ( showItemizedTaxes && totals.tax_lines.length > 0 ) {
		return (
			<>
				{ totals.tax_lines.map( ( line ) => (
					<TotalsItem
						key={ `${ line.name }-${ line.rate }` }
						className="kassa-totals-footer__tax"
						label={ taxLineLabel( line, showRateAfterTaxName ) }
						amount={ line.price }
						currency={ totals }
					/>
				) ) }
			</>
		);
	}
	return (
		<TotalsItem
			className="kassa-totals-footer__tax"
			label={ __( 'Taxes', 'kassa' ) }
			amount={ totalTax }
			currency={ totals }
		/>
	);
}

/**
 * The total, noting the taxes it includes when the shop shows prices with tax.
 *
 * @param props The summary's totals.
 * @return The row, or nothing without totals.
 */
export function TotalRow( props: OrderSummaryTotals ) {
	const {
		totals,
		taxesEnabled = false,
		displayPricesIncludingTax = false,
		totalLabel = __( 'Total', 'kassa' ),
		totalFormat,
	} = props;
	if ( ! totals ) {
		return null;
	}
	const totalTax = toMinor( totals.total_tax );
	return (
		<TotalsItem
			className="kassa-totals-footer__total"
			label={ totalLabel }
			amount={ totals.total_price }
			currency={ totals }
			format={ totalFormat }
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
	);
}
