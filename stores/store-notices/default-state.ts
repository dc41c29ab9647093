import type { StoreNoticesState } from './types';

/**
 * The initial state: no containers registered yet.
 *
 * @return The state.
 */
export function getDefaultState(): StoreNoticesState {
	return { containers: [] };
}
