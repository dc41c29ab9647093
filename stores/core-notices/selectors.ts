import { DEFAULT_CONTEXT } from './actions';
import type { CoreNoticesState, Notice } from './types';

const NONE: Notice[] = [];

/**
 * The notices of a context, oldest first.
 *
 * @param state   Notices by context.
 * @param context The context (default 'global').
 * @return The notices (the same array while they do not change).
 */
export function getNotices(
	state: CoreNoticesState,
	context: string = DEFAULT_CONTEXT
): Notice[] {
	return state[ context ] ?? NONE;
}
