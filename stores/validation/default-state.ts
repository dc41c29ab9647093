import type { ValidationState } from './types';

/**
 * The initial state: no errors.
 *
 * @return The state.
 */
export function getDefaultState(): ValidationState {
	return {};
}
