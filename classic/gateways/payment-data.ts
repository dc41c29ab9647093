import type { ClassicInput } from '@kassa/classic';

/**
 * Classic inputs as a payment method's data (`payment_data`, which WooCommerce's Store API
 * gives a gateway as `$_POST`): one string per name, the last value of a name that posts
 * several (as PHP keeps the last of a repeated name without `[]`).
 *
 * @param inputs The inputs.
 * @return Name => value.
 */
export function paymentData(
	inputs: ClassicInput[]
): Record< string, string > {
	return Object.fromEntries(
		inputs.map( ( { name, value } ) => [ name, value ] )
	);
}
