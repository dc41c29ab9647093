import type { NOTICE_CONTEXTS } from '../../assets/constants';

/** One of the spec's notice contexts (SPEC §2); extensions may use their own strings too. */
export type NoticeContext =
	| ( typeof NOTICE_CONTEXTS )[ keyof typeof NOTICE_CONTEXTS ]
	| ( string & {} );

/** Banners sit in the page; snackbars float and auto-dismiss (SPEC §2 region 14). */
export type NoticeType = 'default' | 'snackbar';

export type NoticeStatus = 'error' | 'warning' | 'success' | 'info';

export interface StoreNoticeOptions {
	context?: NoticeContext;
	id?: string;
	type?: NoticeType;
	isDismissible?: boolean;
}

/** A notice as `@wordpress/notices` stores it (the fields Kassa reads). */
export interface StoreNotice {
	id: string;
	status: NoticeStatus;
	content: string;
	type: NoticeType;
	isDismissible: boolean;
	context?: string;
}

export interface StoreNoticesState {
	/** Contexts that have a notices container on this page, in registration order. */
	containers: string[];
}
