/**
 * WooCommerce's totals components (`TotalsItem`, `TotalsWrapper`, `Subtotal`, `TotalsFees`,
 * `TotalsTaxes`) and its `FormattedMonetaryAmount`, drawn with Kassa's.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { getSetting } from '@kassa/settings';

import type {
	CartFee,
	CartTotals,
	CurrencyInfo,
} from '../../../assets/api/types';
import KassaAmount from '../../../assets/components/formatted-monetary-amount';
import KassaTotalsItem from '../../../assets/components/totals/totals-item';
import {
	SubtotalRow,
	TaxRows,
} from '../../../assets/components/totals/totals-rows';
import { withDisplayTax } from '../../../assets/utils/money';
import { toCurrencyInfo, type WooCommerceCurrency } from './currency';

type Currency = WooCommerceCurrency | Partial< CurrencyInfo >;

/**
 * An amount in minor units, in the currency's format.
 *
 * @param props           Props.
 * @param props.value     The amount.
 * @param props.currency  Its currency.
 * @param props.className Extra class.
 * @return The amount.
 */
export function FormattedMonetaryAmount( {
	value,
	currency,
	className,
}: {
	value: number | string;
	currency?: Currency;
	className?: string;
} ) {
	return (
		<KassaAmount
			value={ value }
			currency={ toCurrencyInfo( currency ) }
			className={ clsx(
				'wc-block-components-formatted-money-amount',
				className
			) }
		/>
	);
}

/**
 * One totals line: a label, a value (an amount in minor units, or anything) and a description.
 *
 * @param props             Props.
 * @param props.className   Extra class.
 * @param props.currency    The amount's currency.
 * @param props.label       The label.
 * @param props.value       An amount, or what to show.
 * @param props.description Under the line.
 * @return The line.
 */
export function TotalsItem( {
	className,
	currency,
	label,
	value,
	description,
}: {
	className?: string;
	currency?: Currency;
	label: ReactNode;
	value?: ReactNode;
	description?: ReactNode;
} ) {
	const isAmount = typeof value === 'number';
	return (
		<KassaTotalsItem
			className={ clsx( 'wc-block-components-totals-item', className ) }
			label={ label }
			amount={ isAmount ? value : undefined }
			value={ isAmount ? undefined : value }
			currency={ toCurrencyInfo( currency ) }
			description={ description }
		/>
	);
}

/**
 * A group of totals lines.
 *
 * @param props             Props.
 * @param props.children    The lines.
 * @param props.slotWrapper It wraps a slot's fills.
 * @param props.className   Extra class.
 * @return The group, or nothing when empty.
 */
export function TotalsWrapper( {
	children,
	slotWrapper = false,
	className,
}: {
	children?: ReactNode;
	slotWrapper?: boolean;
	className?: string;
} ) {
	if ( ! children ) {
		return null;
	}
	return (
		<div
			className={ clsx(
				'kassa-totals-wrapper',
				'wc-block-components-totals-wrapper',
				className,
				{ 'slot-wrapper': slotWrapper }
			) }
		>
			{ children }
		</div>
	);
}

/**
 * The subtotal of the lines.
 *
 * @param props        Props.
 * @param props.values The cart's totals.
 * @return The line.
 */
export function Subtotal( { values }: { values: CartTotals } ) {
	return (
		<SubtotalRow
			totals={ values }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
		/>
	);
}

/**
 * One line per fee.
 *
 * @param props          Props.
 * @param props.currency The fees' currency.
 * @param props.cartFees The fees.
 * @return The lines.
 */
export function TotalsFees( {
	currency,
	cartFees = [],
}: {
	currency?: Currency;
	cartFees?: CartFee[];
} ) {
	const includingTax = getSetting( 'displayCartPricesIncludingTax' );
	return (
		<>
			{ cartFees.map( ( fee ) => (
				<KassaTotalsItem
					key={ fee.key ?? fee.id ?? fee.name }
					className="wc-block-components-totals-fees kassa-totals-footer__fee"
					label={ fee.name }
					amount={ withDisplayTax(
						fee.totals.total,
						fee.totals.total_tax,
						includingTax
					) }
					currency={ toCurrencyInfo( currency ) }
				/>
			) ) }
		</>
	);
}

/**
 * The taxes, one line or one per tax rate as the shop lists them.
 *
 * @param props                      Props.
 * @param props.values               The cart's totals.
 * @param props.showRateAfterTaxName Show each rate after its name.
 * @return The lines.
 */
export function TotalsTaxes( {
	values,
	showRateAfterTaxName = false,
}: {
	values: CartTotals;
	showRateAfterTaxName?: boolean;
} ) {
	return (
		<TaxRows
			totals={ values }
			taxesEnabled
			showItemizedTaxes={ getSetting( 'displayItemizedTaxes' ) }
			showRateAfterTaxName={ showRateAfterTaxName }
		/>
	);
}
