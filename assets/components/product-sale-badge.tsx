import clsx from 'clsx';
import { __, sprintf } from '@wordpress/i18n';

import type { CurrencyInfo } from '../api/types';
import { formatPriceWithFormat } from '../utils/price-format';

type Props = {
	/** How much the shopper saves, minor units. Nothing renders unless it is above zero. */
	saving: string | number;
	currency: Partial< CurrencyInfo >;
	/** Where the saved amount goes, e.g. '<price/> off' (must hold the price tag). */
	format?: string;
	className?: string;
};

/**
 * The 'Save %s' badge of a discounted product (SPEC §8 texts).
 *
 * @param props           Props.
 * @param props.saving    Amount saved, minor units.
 * @param props.currency  Currency fields.
 * @param props.format    Format holding the price tag for the amount.
 * @param props.className Extra class.
 * @return The badge, or null when there is no saving.
 */
export default function ProductSaleBadge( {
	saving,
	currency,
	format,
	className,
}: Props ) {
	if ( ! ( Number( saving ) > 0 ) ) {
		return null;
	}
	return (
		<span className={ clsx( 'kassa-product-sale-badge', className ) }>
			{ sprintf(
				/* translators: %s: the amount saved, formatted */
				__( 'Save %s', 'kassa' ),
				formatPriceWithFormat( saving, currency, format )
			) }
		</span>
	);
}
