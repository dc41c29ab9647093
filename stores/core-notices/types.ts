/** A notice, with the fields `@wordpress/notices` gives one. */
export interface Notice {
	id: string;
	status: 'success' | 'info' | 'warning' | 'error' | string;
	content: string;
	/** What a screen reader is told, or null for nothing. */
	spokenMessage: string | null;
	__unstableHTML?: boolean;
	isDismissible: boolean;
	actions: Array< { label: string; url?: string; onClick?: () => void } >;
	/** 'default' (a banner) or 'snackbar'. */
	type: string;
	icon: unknown;
	explicitDismiss: boolean;
	onDismiss?: () => void;
}

/** `createNotice` options, as `@wordpress/notices` takes them. */
export type NoticeOptions = Partial<
	Omit< Notice, 'status' | 'content' | 'spokenMessage' >
> & {
	context?: string;
	/** Whether screen readers are told the notice (default true). */
	speak?: boolean;
};

/** Notices by context. */
export type CoreNoticesState = Record< string, Notice[] >;

export type CoreNoticesAction =
	| { type: 'CREATE_NOTICE'; context: string; notice: Notice }
	| { type: 'REMOVE_NOTICE'; context: string; id: string }
	| { type: 'REMOVE_NOTICES'; context: string; ids: string[] }
	| { type: 'REMOVE_ALL_NOTICES'; context: string; noticeType: string };
