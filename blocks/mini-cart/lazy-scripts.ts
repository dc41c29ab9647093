import type { LazyScript } from './types';

const loaded = new Map< string, Promise< void > >();

function runInline( code: string | undefined, id: string ) {
	if ( ! code || document.getElementById( id ) ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.id = id;
	script.text = code;
	document.head.appendChild( script );
}

function loadOne( script: LazyScript ): Promise< void > {
	const id = `${ script.handle }-js`;
	// WordPress prints `<script id="<handle>-js">`: a script the page already has is skipped.
	if ( document.getElementById( id ) ) {
		return Promise.resolve();
	}
	runInline( script.translations, `${ id }-translations` );
	runInline( script.before, `${ id }-before` );
	return new Promise( ( resolve, reject ) => {
		const element = document.createElement( 'script' );
		element.id = id;
		element.src = script.src;
		element.onload = () => {
			runInline( script.after, `${ id }-after` );
			resolve();
		};
		element.onerror = () =>
			reject( new Error( `Kassa: could not load ${ script.src }` ) );
		document.head.appendChild( element );
	} );
}

/**
 * Loads scripts in order (each after its dependencies, with its inline code around it, as
 * WordPress prints them), skipping those the page already has. All are fetched at once through
 * preload hints, so the order costs no extra round trips.
 *
 * @param scripts Scripts, dependencies first.
 * @return Resolves when the last one has run.
 */
export function loadScripts( scripts: LazyScript[] ): Promise< void > {
	const missing = scripts.filter(
		( script ) => ! document.getElementById( `${ script.handle }-js` )
	);
	missing.forEach( ( script ) => {
		const hint = document.createElement( 'link' );
		hint.rel = 'preload';
		hint.as = 'script';
		hint.href = script.src;
		document.head.appendChild( hint );
	} );
	return missing.reduce( ( previous, script ) => {
		if ( ! loaded.has( script.handle ) ) {
			loaded.set(
				script.handle,
				previous.then( () => loadOne( script ) )
			);
		}
		return loaded.get( script.handle ) as Promise< void >;
	}, Promise.resolve() );
}
