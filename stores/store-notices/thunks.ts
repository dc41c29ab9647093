import { NOTICE_CONTEXTS } from '../../assets/constants';

/**
 * `core/notices` by name: `@wordpress/notices` itself is imported once, by the bundle entry
 * (stores/index.ts), which keeps its editor components out of every store module's imports.
 */
const noticesStore = 'core/notices';
import type { ThunkArgs } from '../shared/types';
import type { StoreNoticesAction } from './actions';
import type * as selectors from './selectors';
import type { NoticeStatus, StoreNoticeOptions } from './types';

type Args = ThunkArgs< StoreNoticesAction, typeof selectors >;

/**
 * Shows a notice through `@wordpress/notices`, in `context` (default wc/cart).
 *
 * @param status  error, warning, success or info.
 * @param message The text (already translated).
 * @param options context, id, type ('default' banner or 'snackbar'), isDismissible.
 * @return The thunk.
 */
export const createNotice =
	(
		status: NoticeStatus,
		message: string,
		options: StoreNoticeOptions = {}
	) =>
	( { registry }: Args ) => {
		const { context = NOTICE_CONTEXTS.CART, ...rest } = options;
		registry.dispatch( noticesStore ).createNotice( status, message, {
			isDismissible: true,
			...rest,
			context,
		} );
	};

/**
 * Shows an error banner.
 *
 * @param message The text.
 * @param options As createNotice.
 * @return The thunk.
 */
export const createErrorNotice = (
	message: string,
	options: StoreNoticeOptions = {}
) => createNotice( 'error', message, options );

/**
 * Shows a success notice.
 *
 * @param message The text.
 * @param options As createNotice.
 * @return The thunk.
 */
export const createSuccessNotice = (
	message: string,
	options: StoreNoticeOptions = {}
) => createNotice( 'success', message, options );

/**
 * Shows a snackbar (auto-dismissed by the Snackbar component after 10 s).
 *
 * @param message The text.
 * @param options As createNotice (type is forced to snackbar).
 * @return The thunk.
 */
export const createSnackbarNotice = (
	message: string,
	options: StoreNoticeOptions = {}
) => createNotice( 'info', message, { ...options, type: 'snackbar' } );

/**
 * Removes one notice.
 *
 * @param id      Notice id.
 * @param context Notice context.
 * @return The thunk.
 */
export const removeNotice =
	( id: string, context: string = NOTICE_CONTEXTS.CART ) =>
	( { registry }: Args ) => {
		registry.dispatch( noticesStore ).removeNotice( id, context );
	};

/**
 * Removes every notice of a context (banners and snackbars).
 *
 * @param context Notice context.
 * @return The thunk.
 */
export const removeNotices =
	( context: string = NOTICE_CONTEXTS.CART ) =>
	( { registry }: Args ) => {
		const notices = registry.select( noticesStore ).getNotices( context );
		registry.dispatch( noticesStore ).removeNotices(
			notices.map( ( notice: { id: string } ) => notice.id ),
			context
		);
	};
