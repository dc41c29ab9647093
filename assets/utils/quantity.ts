import { DEFAULT_QUANTITY_LIMITS } from '../constants';
import type { QuantityLimits } from '../api/types';

/** The limits a quantity is normalised against; missing ones take the defaults (SPEC §9). */
export type QuantityRule = Partial<
	Pick< QuantityLimits, 'minimum' | 'maximum' | 'multiple_of' >
>;

/**
 * Resolves a line's quantity limits, filling gaps with DEFAULT_QUANTITY_LIMITS and turning
 * nonsensical values (zero or negative step, missing maximum) into usable ones.
 *
 * @param limits The line's quantity limits, possibly partial.
 * @return The bounds a valid quantity lies in and the step it is a multiple of.
 */
export function resolveQuantityLimits( limits: QuantityRule = {} ): {
	minimum: number;
	maximum: number;
	step: number;
} {
	const step =
		limits.multiple_of && limits.multiple_of > 0
			? Math.floor( limits.multiple_of )
			: DEFAULT_QUANTITY_LIMITS.multiple_of;
	const rawMinimum = Number.isFinite( limits.minimum )
		? ( limits.minimum as number )
		: DEFAULT_QUANTITY_LIMITS.minimum;
	const rawMaximum = Number.isFinite( limits.maximum )
		? ( limits.maximum as number )
		: DEFAULT_QUANTITY_LIMITS.maximum;
	// The smallest and largest multiples of the step inside the bounds.
	const minimum = Math.ceil( rawMinimum / step ) * step;
	const maximum = Math.floor( rawMaximum / step ) * step;
	if ( minimum > maximum ) {
		// No multiple of the step fits the bounds: the server's minimum is the only answer.
		return { minimum: rawMinimum, maximum: rawMinimum, step };
	}
	return { minimum, maximum, step };
}

/**
 * SPEC §5: a quantity is clamped to the line's minimum and maximum and rounded down to a
 * multiple of the step (`multiple_of`). Anything that is not a number becomes the minimum.
 *
 * @param value  The quantity asked for (may be fractional, NaN or out of bounds).
 * @param limits The line's quantity limits; defaults from DEFAULT_QUANTITY_LIMITS.
 * @return The nearest valid quantity.
 */
export function normalizeQuantity(
	value: number,
	limits: QuantityRule = {}
): number {
	const { minimum, maximum, step } = resolveQuantityLimits( limits );
	if ( ! Number.isFinite( value ) ) {
		return minimum;
	}
	const rounded = Math.floor( value / step ) * step;
	return Math.min( maximum, Math.max( minimum, rounded ) );
}
