import type { CartItem } from '../../assets/api/types';
import { DEFAULT_QUANTITY_LIMITS } from '../../assets/constants';

/**
 * A line's quantity limits, with the spec's defaults (min 1, max 99, step 1) for any missing.
 *
 * @param item The line.
 * @return minimum, maximum and multiple_of.
 */
export function getQuantityLimits( item: Pick< CartItem, 'quantity_limits' > ) {
	const limits = item.quantity_limits ?? {};
	const positive = ( value: unknown, fallback: number ) =>
		typeof value === 'number' && Number.isFinite( value ) && value > 0
			? value
			: fallback;
	return {
		minimum: positive( limits.minimum, DEFAULT_QUANTITY_LIMITS.minimum ),
		maximum: positive( limits.maximum, DEFAULT_QUANTITY_LIMITS.maximum ),
		multiple_of: positive(
			limits.multiple_of,
			DEFAULT_QUANTITY_LIMITS.multiple_of
		),
	};
}

/**
 * SPEC §5: a quantity clamped to the line's minimum and maximum and rounded down to a multiple
 * of its step (never below the minimum).
 *
 * @param quantity           The wanted quantity.
 * @param limits             The line's limits.
 * @param limits.minimum
 * @param limits.maximum
 * @param limits.multiple_of
 * @return The quantity to send.
 */
export function normalizeQuantity(
	quantity: number,
	limits: { minimum: number; maximum: number; multiple_of: number }
): number {
	const { minimum, maximum, multiple_of: step } = limits;
	const wanted = Number.isFinite( quantity ) ? quantity : minimum;
	const clamped = Math.min( Math.max( wanted, minimum ), maximum );
	const stepped = Math.floor( clamped / step ) * step;
	return Math.max( stepped, minimum );
}
