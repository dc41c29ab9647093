import clsx from 'clsx';

import type { CurrencyInfo } from '../api/types';
import { formatPriceWithFormat } from '../utils/price-format';

type Props = {
	/** Amount in minor units, as the Store API sends it (e.g. '1999'). */
	value: string | number;
	/** The currency fields of the response the amount came from. */
	currency: Partial< CurrencyInfo >;
	/** Where the amount goes, e.g. 'From <price/>' (SPEC §5: must hold the price tag). */
	format?: string;
	className?: string;
};

/**
 * An amount of money in the shop's currency format.
 *
 * @param props           Props.
 * @param props.value     Amount in minor units.
 * @param props.currency  Currency fields (separators, minor unit, prefix, suffix).
 * @param props.format    Format holding the price tag; the amount alone by default.
 * @param props.className Extra class.
 * @return The formatted amount.
 */
export default function FormattedMonetaryAmount( {
	value,
	currency,
	format,
	className,
}: Props ) {
	return (
		<span
			className={ clsx( 'kassa-formatted-monetary-amount', className ) }
		>
			{ formatPriceWithFormat( value, currency, format ) }
		</span>
	);
}
