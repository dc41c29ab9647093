/**
 * Price format strings (SPEC.md §5 "Prices"): a format such as 'From <price/>' places the
 * formatted amount where the price tag is.
 */
import type { CurrencyInfo } from '../api/types';
import { PRICE_PLACEHOLDER as PRICE_TAG } from '../constants';
import { formatPrice } from './money';

/** The format used when a given one is invalid: the price alone. */
export const DEFAULT_PRICE_FORMAT = PRICE_TAG;

/**
 * Whether a price format (or a value returned by a price filter) contains the price tag.
 *
 * @param format The format.
 * @return True when the format contains '<price/>'.
 */
export function isValidPriceFormat( format: unknown ): format is string {
	return typeof format === 'string' && format.includes( PRICE_TAG );
}

/**
 * Formats an amount and places it in a format string. A format without the price tag is a
 * developer's mistake: the default format is used instead and the error logged.
 *
 * @param amount   Integer string in minor units, e.g. '1999'.
 * @param currency The currency fields of a Store API response.
 * @param format   The format, e.g. 'From <price/>'; '<price/>' by default.
 * @return The formatted text, e.g. 'From £19.99'.
 */
export function formatPriceWithFormat(
	amount: string | number,
	currency: Partial< CurrencyInfo >,
	format: string = DEFAULT_PRICE_FORMAT
): string {
	let validFormat = format;
	if ( ! isValidPriceFormat( format ) ) {
		// eslint-disable-next-line no-console
		console.error(
			`Price formats need to include the \`${ PRICE_TAG }\` tag. Got: ${ JSON.stringify(
				format
			) }`
		);
		validFormat = DEFAULT_PRICE_FORMAT;
	}
	// A function replacement, so '$&' and friends in a price are not read as patterns.
	return validFormat.replace( PRICE_TAG, () =>
		formatPrice( amount, currency )
	);
}
