import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mo, po, type GettextData } from 'gettext-parser';

const ROOT = path.join( __dirname, '../../..' );

/** Where Kassa loads its own translations from (includes/i18n.php). */
const LANGUAGES = path.join( ROOT, 'languages' );

type Translations = GettextData[ 'translations' ];

/**
 * The built scripts, as WordPress names them for their translations: their path in the plugin.
 *
 * @return E.g. 'build/blocks/checkout/frontend.js'.
 */
function builtScripts() {
	return readdirSync( path.join( ROOT, 'build' ), { recursive: true } )
		.map( String )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.map( ( file ) => `build/${ file.split( path.sep ).join( '/' ) }` );
}

/**
 * One script's translations in the Jed format WordPress hands wp.i18n, as `wp i18n make-json`
 * writes them: the messages whose text the script holds.
 *
 * @param translations The .po's messages.
 * @param script       The script's code.
 * @param locale       The locale.
 * @param pluralForms  The .po's Plural-Forms.
 * @return The JSON's data, or null when the script holds none of the texts.
 */
function scriptTranslations(
	translations: Translations,
	script: string,
	locale: string,
	pluralForms: string
) {
	const messages: Record< string, unknown > = {};
	Object.entries( translations ).forEach( ( [ context, byId ] ) =>
		Object.values( byId )
			.filter(
				( message ) =>
					message.msgid &&
					script.includes( JSON.stringify( message.msgid ) )
			)
			.forEach( ( message ) => {
				const key = context
					? `${ context }\u0004${ message.msgid }`
					: message.msgid;
				messages[ key ] = message.msgstr;
			} )
	);
	if ( ! Object.keys( messages ).length ) {
		return null;
	}
	return {
		domain: 'messages',
		locale_data: {
			messages: {
				'': {
					domain: 'messages',
					lang: locale,
					'plural-forms': pluralForms,
				},
				...messages,
			},
		},
	};
}

/**
 * Compiles a test translation of the text domain `kassa` (a .po under tests/fixtures/) into the
 * files WordPress loads, in Kassa's languages/ folder: kassa-<locale>.mo for PHP, and for each
 * built script holding one of its texts, kassa-<locale>-<md5 of the script's path>.json.
 * Requests in other locales never read them.
 *
 * @param file The .po file.
 * @return The locale, and a function that removes the compiled files.
 */
export function compileTranslation( file: string ) {
	const parsed = po.parse( readFileSync( file ) );
	// gettext-parser 1.x gives the headers' names in lower case.
	const locale = parsed.headers.language;
	const written = [ path.join( LANGUAGES, `kassa-${ locale }.mo` ) ];
	writeFileSync( written[ 0 ], mo.compile( parsed ) );
	builtScripts().forEach( ( script ) => {
		const data = scriptTranslations(
			parsed.translations,
			readFileSync( path.join( ROOT, script ), 'utf8' ),
			locale,
			parsed.headers[ 'plural-forms' ]
		);
		if ( data ) {
			const json = path.join(
				LANGUAGES,
				`kassa-${ locale }-${ createHash( 'md5' ).update( script ).digest( 'hex' ) }.json`
			);
			writeFileSync( json, JSON.stringify( data ) );
			written.push( json );
		}
	} );
	return {
		locale,
		remove: () =>
			written.forEach( ( compiled ) =>
				rmSync( compiled, { force: true } )
			),
	};
}
