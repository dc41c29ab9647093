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

/**
 * Reads an amount in minor units (an integer string, as the Store API sends it) as a number.
 *
 * @param value The amount, e.g. '1999'; nothing reads as 0.
 * @return The amount as a number.
 */
export function toMinor( value: string | number | null | undefined ): number {
	return Number.parseInt( String( value ?? '0' ), 10 ) || 0;
}

/**
 * An amount with or without its tax, as the shop displays prices (displayCartPricesIncludingTax).
 *
 * @param amount       Amount without tax, in minor units.
 * @param tax          Its tax, in minor units.
 * @param includingTax Whether the shop shows prices including tax.
 * @return The amount to show, in minor units.
 */
export function withDisplayTax(
	amount: string | null | undefined,
	tax: string | null | undefined,
	includingTax: boolean
): number {
	return toMinor( amount ) + ( includingTax ? toMinor( tax ) : 0 );
}
