/**
 * The parts of gettext-parser (1.x, no type declarations of its own) that Kassa's tools use:
 * reading a .po file and writing .mo and .po/.pot files.
 */
declare module 'gettext-parser' {
	/** One message: its text, context, plural and translations. */
	export interface GettextMessage {
		msgctxt?: string;
		msgid: string;
		msgid_plural?: string;
		msgstr: string[];
		comments?: Record< string, string >;
	}

	/** A parsed .po file: headers, and messages by context, then by text. */
	export interface GettextData {
		charset: string;
		headers: Record< string, string >;
		translations: Record< string, Record< string, GettextMessage > >;
	}

	export const po: {
		parse: ( input: string | Buffer ) => GettextData;
		compile: ( data: GettextData ) => Buffer;
	};

	export const mo: {
		compile: ( data: GettextData ) => Buffer;
	};
}
