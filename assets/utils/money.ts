import { DEFAULT_CURRENCY_MINOR_UNIT } from '../constants';
import type { CurrencyInfo } from '../api/types';

/**
 * Formats an amount in minor units (an integer string, as the Store API sends it) in the
 * currency's own format: separators, minor unit, prefix and suffix.
 *
 * @param amount   Integer string in minor units, e.g. '1999'.
 * @param currency The currency fields of a Store API response.
 * @return The formatted price, e.g. '£19.99'.
 */
export function formatPrice(
	amount: string | number,
	currency: Partial< CurrencyInfo >
): string {
	const minorUnit =
		currency.currency_minor_unit ?? DEFAULT_CURRENCY_MINOR_UNIT;
	const value = Number.parseInt( String( amount ), 10 ) || 0;
	const negative = value < 0;
	const digits = String( Math.abs( value ) ).padStart( minorUnit + 1, '0' );
	const whole = digits.slice( 0, digits.length - minorUnit );
	const fraction = digits.slice( digits.length - minorUnit );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.currency_thousand_separator ?? ','
	);
	const number =
		minorUnit > 0
			? `${ grouped }${ currency.currency_decimal_separator ?? '.' }${ fraction }`
			: grouped;
	return `${ negative ? '-' : '' }${ currency.currency_prefix ?? '' }${ number }${ currency.currency_suffix ?? '' }`;
}
