/**
 * Postcode formats per country (SPEC.md §5 "Address fields").
 *
 * Patterns are tested against the trimmed, uppercased postcode. A country without a pattern
 * accepts any postcode: the server has the last word, and a wrong pattern would lock shoppers
 * out of checkout, so a format is listed only when it is fixed and well known.
 */

/**
 * Countries whose formats have a twist (BFPO, ranges, excluded letter pairs, optional dash).
 * Written out one by one, as the spec names them.
 */
const SPECIAL_POSTCODE_PATTERNS: Record< string, RegExp > = {
	// Bosnia and Herzegovina: five digits starting 7 or 8.
	BA: /^[78]\d{4}$/,
	// United Kingdom: outward code (A9, A99, AA9, AA99, A9A, AA9A), optional space, inward
	// code (9AA); GIR 0AA (Girobank); British Forces Post Office: BFPO 1-4 digits, or c/o.
	GB: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA|BFPO ?\d{1,4}|BFPO ?C\/O ?\d{1,3})$/,
	// India: six-digit PIN, not starting with 0, optionally split 3 + 3.
	IN: /^[1-9]\d{2} ?\d{3}$/,
	// Japan: 3 + 4 digits, optionally with a dash.
	JP: /^\d{3}-?\d{4}$/,
	// Cambodia: six digits.
	KH: /^\d{6}$/,
	// Liechtenstein: 9485-9499 (shared with the Swiss system).
	LI: /^94(?:8[5-9]|9\d)$/,
	// Mongolia: six digits, not starting with 0.
	MN: /^[1-9]\d{5}$/,
	// Nicaragua: five digits, not starting with 0.
	NI: /^[1-9]\d{4}$/,
	// Netherlands: four digits (not starting 0), optional space, two letters except SA, SD, SS.
	NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
	// Slovenia: four digits, not starting with 0 (an optional SI- prefix is accepted).
	SI: /^(?:SI-)?[1-9]\d{3}$/,
};

/** Plain numeric and common formats shared by many countries. */
const SHARED_POSTCODE_PATTERNS: Record< string, RegExp > = {
	AR: /^(?:[A-HJ-NP-Z]\d{4}[A-Z]{3}|\d{4})$/,
	AT: /^\d{4}$/,
	AU: /^\d{4}$/,
	BE: /^\d{4}$/,
	BG: /^\d{4}$/,
	BR: /^\d{5}-?\d{3}$/,
	CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
	CH: /^\d{4}$/,
	CL: /^\d{7}$/,
	CN: /^\d{6}$/,
	CZ: /^\d{3} ?\d{2}$/,
	DE: /^\d{5}$/,
	DK: /^\d{4}$/,
	DZ: /^\d{5}$/,
	EE: /^\d{5}$/,
	ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
	FI: /^\d{5}$/,
	FR: /^\d{2} ?\d{3}$/,
	GR: /^\d{3} ?\d{2}$/,
	HR: /^\d{5}$/,
	HU: /^\d{4}$/,
	ID: /^\d{5}$/,
	IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/,
	IL: /^\d{5}(?:\d{2})?$/,
	IS: /^\d{3}$/,
	IT: /^\d{5}$/,
	KR: /^\d{5}$/,
	LT: /^(?:LT-)?\d{5}$/,
	LU: /^(?:L-)?\d{4}$/,
	LV: /^(?:LV-)?\d{4}$/,
	MX: /^\d{5}$/,
	MY: /^\d{5}$/,
	NO: /^\d{4}$/,
	NZ: /^\d{4}$/,
	PH: /^\d{4}$/,
	PK: /^\d{5}$/,
	PL: /^\d{2}-?\d{3}$/,
	PR: /^00[679]\d{2}(?:-\d{4})?$/,
	PT: /^\d{4}-?\d{3}$/,
	RO: /^\d{6}$/,
	RS: /^\d{5}$/,
	RU: /^\d{6}$/,
	SA: /^\d{5}(?:-\d{4})?$/,
	SE: /^\d{3} ?\d{2}$/,
	SG: /^\d{6}$/,
	SK: /^\d{3} ?\d{2}$/,
	TH: /^\d{5}$/,
	TR: /^\d{5}$/,
	TW: /^\d{3}(?:\d{2,3})?$/,
	UA: /^\d{5}$/,
	US: /^\d{5}(?:-\d{4})?$/,
	VN: /^\d{6}$/,
	ZA: /^\d{4}$/,
};

/** Every known postcode pattern, by ISO 3166-1 alpha-2 country code. */
export const POSTCODE_PATTERNS: Readonly< Record< string, RegExp > > = {
	...SHARED_POSTCODE_PATTERNS,
	...SPECIAL_POSTCODE_PATTERNS,
};

/**
 * Formats postcode input as the shopper types: leading space removed, letters uppercased
 * (SPEC.md §5). Trailing space is kept so typing 'SW1A ' still works.
 *
 * @param value The raw input value.
 * @return The formatted value.
 */
export function formatPostcodeInput( value: string ): string {
	return value.trimStart().toUpperCase();
}

/**
 * Whether a postcode is valid for a country. Countries without a known pattern accept any
 * postcode.
 *
 * @param postcode The postcode as entered (trimmed and uppercased before the test).
 * @param country  ISO 3166-1 alpha-2 country code, e.g. 'GB'.
 * @return True when the postcode fits the country's format or the country has none.
 */
export function isValidPostcode( postcode: string, country: string ): boolean {
	const pattern = POSTCODE_PATTERNS[ country.trim().toUpperCase() ];
	if ( ! pattern ) {
		return true;
	}
	return pattern.test( postcode.trim().toUpperCase() );
}
