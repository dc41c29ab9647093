import type { CurrencyInfo } from '../../../assets/api/types';

/** A currency as WooCommerce's price helpers give it (`getCurrencyFromPriceResponse`). */
export type WooCommerceCurrency = {
	code?: string;
	symbol?: string;
	minorUnit?: number;
	decimalSeparator?: string;
	thousandSeparator?: string;
	prefix?: string;
	suffix?: string;
};

/**
 * A currency as Kassa's components take it (the Store API's `currency_*` fields), from
 * WooCommerce's currency object or from a Store API response itself.
 *
 * @param currency The currency.
 * @return Its Store API fields.
 */
export function toCurrencyInfo(
	currency: WooCommerceCurrency | Partial< CurrencyInfo > = {}
): Partial< CurrencyInfo > {
	if ( 'currency_code' in currency || 'currency_minor_unit' in currency ) {
		return currency as Partial< CurrencyInfo >;
	}
	const c = currency as WooCommerceCurrency;
	return {
		currency_code: c.code,
		currency_symbol: c.symbol,
		currency_minor_unit: c.minorUnit,
		currency_decimal_separator: c.decimalSeparator,
		currency_thousand_separator: c.thousandSeparator,
		currency_prefix: c.prefix,
		currency_suffix: c.suffix,
	};
}
