import clsx from 'clsx';
import type { ReactNode } from 'react';

import { noticeRole } from '../../../assets/components/notices';

const STATUSES = [ 'error', 'warning', 'info', 'success' ] as const;

/**
 * WooCommerce's `StoreNotice`: a notice banner with the children as its content, drawn as
 * Kassa's notices are.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.status    'error', 'warning', 'info', 'success' or 'default' (info).
 * @param props.children  The content.
 * @return The notice.
 */
export function StoreNotice( {
	className,
	status = 'default',
	children,
}: {
	className?: string;
	status?: string;
	children?: ReactNode;
} ) {
	const known = STATUSES.find( ( value ) => value === status ) ?? 'info';
	return (
		<div
			className={ clsx(
				'kassa-notice',
				`kassa-notice--${ known }`,
				'wc-block-components-notice-banner',
				`is-${ status }`,
				className
			) }
			role={ noticeRole( known ) }
		>
			<div className="kassa-notice__content">{ children }</div>
		</div>
	);
}
