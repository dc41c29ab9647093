import clsx from 'clsx';
import { __ } from '@wordpress/i18n';

import { CloseIcon } from './icons';

/** A notice's severity. */
export type NoticeStatus = 'error' | 'warning' | 'info' | 'success';

/**
 * A notice, shaped like @wordpress/notices' notice objects (the fields Kassa renders), so the
 * store-notices store can pass them through unchanged.
 */
export interface Notice {
	id: string;
	status: NoticeStatus;
	content: string;
	/** Defaults to true, as in @wordpress/notices. */
	isDismissible?: boolean;
	/** 'snackbar' notices go to SnackbarList, the others to Notices. */
	type?: 'default' | 'snackbar';
}

/**
 * The ARIA role of a notice: errors interrupt (alert), the rest wait their turn (status).
 *
 * @param status The notice's status.
 * @return 'alert' or 'status'.
 */
export function noticeRole( status: NoticeStatus ): 'alert' | 'status' {
	return status === 'error' ? 'alert' : 'status';
}

type Props = {
	notices: Notice[];
	/** Removes a notice (its dismiss button). */
	onRemove: ( id: string ) => void;
	className?: string;
};

/**
 * Banner notices (SPEC §2 region 14): error, warning, info and success, each with role alert
 * (errors) or status, and a dismiss button when dismissible. Snackbar notices are left to
 * SnackbarList.
 *
 * @param props           Props.
 * @param props.notices   Notices to show.
 * @param props.onRemove  Removes a notice.
 * @param props.className Extra class.
 * @return The notices, or null when there are none.
 */
export default function Notices( { notices, onRemove, className }: Props ) {
	const banners = notices.filter( ( notice ) => notice.type !== 'snackbar' );
	if ( banners.length === 0 ) {
		return null;
	}
	return (
		<div className={ clsx( 'kassa-notices', className ) }>
			{ banners.map( ( notice ) => (
				<div
					key={ notice.id }
					className={ clsx(
						'kassa-notice',
						`kassa-notice--${ notice.status }`
					) }
					role={ noticeRole( notice.status ) }
				>
					<div className="kassa-notice__content">
						{ notice.content }
					</div>
					{ notice.isDismissible !== false && (
						<button
							type="button"
							className="kassa-notice__dismiss"
							aria-label={ __( 'Dismiss this notice', 'kassa' ) }
							onClick={ () => onRemove( notice.id ) }
						>
							<CloseIcon />
						</button>
					) }
				</div>
			) ) }
		</div>
	);
}
