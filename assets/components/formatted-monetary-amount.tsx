import clsx from 'clsx';

import type { CurrencyInfo } from '../api/types';
import { formatPrice } from '../utils/money';

type Props = {
	/** Amount in minor units, as the Store API sends it (e.g. '1999'). */
	value: string | number;
	/** The currency fields of the response the amount came from. */
	currency: Partial< CurrencyInfo >;
	className?: string;
};

/**
 * An amount of money in the shop's currency format.
 *
 * @param props           Props.
 * @param props.value     Amount in minor units.
 * @param props.currency  Currency fields (separators, minor unit, prefix, suffix).
 * @param props.className Extra class.
 * @return The formatted amount.
 */
export default function FormattedMonetaryAmount( {
	value,
	currency,
	className,
}: Props ) {
	return (
		<span
			className={ clsx( 'kassa-formatted-monetary-amount', className ) }
		>
			{ formatPrice( value, currency ) }
		</span>
	);
}
