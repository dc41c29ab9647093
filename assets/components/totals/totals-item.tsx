import clsx from 'clsx';
import type { ReactNode } from 'react';

import type { CurrencyInfo } from '../../api/types';
import FormattedMonetaryAmount from '../formatted-monetary-amount';

type Props = {
	label: ReactNode;
	/** Shown as is (e.g. 'Free'); takes precedence over amount. */
	value?: ReactNode;
	/** An amount in minor units, formatted with currency. */
	amount?: string | number;
	currency?: Partial< CurrencyInfo >;
	/** Where the amount goes (holds the price tag); the amount alone by default. */
	format?: string;
	/** Smaller text under the line (coupon chips, address summary, tax note). */
	description?: ReactNode;
	className?: string;
};

/**
 * One line of the totals: a label, a value (text or an amount) and an optional description.
 *
 * @param props             Props.
 * @param props.label       Label.
 * @param props.value       Value shown as is.
 * @param props.amount      Amount in minor units.
 * @param props.currency    Currency for amount.
 * @param props.format      Format of the amount.
 * @param props.description Text under the line.
 * @param props.className   Extra class.
 * @return The totals line.
 */
export default function TotalsItem( {
	label,
	value,
	amount,
	currency = {},
	format,
	description,
	className,
}: Props ) {
	return (
		<div className={ clsx( 'kassa-totals-item', className ) }>
			<span className="kassa-totals-item__label">{ label }</span>{ ' ' }
			<span className="kassa-totals-item__value">
				{ value ??
					( amount !== undefined && (
						<FormattedMonetaryAmount
							value={ amount }
							currency={ currency }
							format={ format }
						/>
					) ) }
			</span>
			{ description && (
				<div className="kassa-totals-item__description">
					{ description }
				</div>
			) }
		</div>
	);
}
