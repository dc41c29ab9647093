import type { CoreNoticesAction, NoticeOptions } from './types';

/** The context of notices created without one, as in `@wordpress/notices`. */
export const DEFAULT_CONTEXT = 'global';

let uniqueId = 0;

/**
 * Creates a notice, replacing one with the same id in its context.
 *
 * @param status  'success', 'info', 'warning' or 'error' (default 'info').
 * @param content The message (plain text).
 * @param options context, id, type, isDismissible, actions, speak, ...
 * @return The action.
 */
export function createNotice(
	status = 'info',
	content: string,
	options: NoticeOptions = {}
): CoreNoticesAction {
	const {
		speak = true,
		isDismissible = true,
		context = DEFAULT_CONTEXT,
		id = `${ context }${ ++uniqueId }`,
		actions = [],
		type = 'default',
		__unstableHTML,
		icon = null,
		explicitDismiss = false,
		onDismiss,
	} = options;
	const text = String( content );
	return {
		type: 'CREATE_NOTICE',
		context,
		notice: {
			id,
			status,
			content: text,
			spokenMessage: speak ? text : null,
			__unstableHTML,
			isDismissible,
			actions,
			type,
			icon,
			explicitDismiss,
			onDismiss,
		},
	};
}

export const createSuccessNotice = (
	content: string,
	options?: NoticeOptions
) => createNotice( 'success', content, options );

export const createInfoNotice = ( content: string, options?: NoticeOptions ) =>
	createNotice( 'info', content, options );

export const createErrorNotice = ( content: string, options?: NoticeOptions ) =>
	createNotice( 'error', content, options );

export const createWarningNotice = (
	content: string,
	options?: NoticeOptions
) => createNotice( 'warning', content, options );

/**
 * Removes a notice.
 *
 * @param id      Notice id.
 * @param context Its context.
 * @return The action.
 */
export function removeNotice(
	id: string,
	context: string = DEFAULT_CONTEXT
): CoreNoticesAction {
	return { type: 'REMOVE_NOTICE', id, context };
}

/**
 * Removes several notices of a context.
 *
 * @param ids     Notice ids.
 * @param context Their context.
 * @return The action.
 */
export function removeNotices(
	ids: string[],
	context: string = DEFAULT_CONTEXT
): CoreNoticesAction {
	return { type: 'REMOVE_NOTICES', ids, context };
}

/**
 * Removes every notice of a type from a context.
 *
 * @param noticeType 'default' or 'snackbar'.
 * @param context    The context.
 * @return The action.
 */
export function removeAllNotices(
	noticeType = 'default',
	context: string = DEFAULT_CONTEXT
): CoreNoticesAction {
	return { type: 'REMOVE_ALL_NOTICES', noticeType, context };
}
