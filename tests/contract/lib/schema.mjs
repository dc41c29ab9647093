/**
 * A tiny JSON Schema validator (the subset our contract schemas use): type (incl. "integer"
 * and type arrays), properties, required, additionalProperties, items, minItems, maxItems,
 * enum, const, pattern, minimum, maximum, anyOf, and $ref to `#/definitions/...` in the same
 * file or `other.json#/definitions/...` in tests/contract/schemas/.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'schemas'
);
const cache = new Map();

/**
 * Loads a schema file from tests/contract/schemas.
 *
 * @param {string} file File name, e.g. 'cart.json'.
 * @return {Object} The schema.
 */
export function loadSchema( file ) {
	if ( ! cache.has( file ) ) {
		const schema = JSON.parse(
			readFileSync( join( SCHEMA_DIR, file ), 'utf8' )
		);
		cache.set( file, schema );
	}
	return cache.get( file );
}

function typeOf( value ) {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'array';
	}
	return typeof value;
}

function matchesType( value, type ) {
	if ( type === 'integer' ) {
		return Number.isInteger( value );
	}
	if ( type === 'number' ) {
		return typeof value === 'number' && Number.isFinite( value );
	}
	return typeOf( value ) === type;
}

function resolveRef( ref, file ) {
	const [ refFile, pointer = '' ] = ref.split( '#' );
	const targetFile = refFile || file;
	let node = loadSchema( targetFile );
	for ( const part of pointer.split( '/' ).filter( Boolean ) ) {
		node = node[ part ];
		if ( node === undefined ) {
			throw new Error( `Unresolvable $ref ${ ref } in ${ file }` );
		}
	}
	return { schema: node, file: targetFile };
}

function check( value, schema, file, path, errors ) {
	if ( schema.$ref ) {
		const target = resolveRef( schema.$ref, file );
		check( value, target.schema, target.file, path, errors );
		return;
	}
	if ( schema.anyOf ) {
		const ok = schema.anyOf.some( ( option ) => {
			const sub = [];
			check( value, option, file, path, sub );
			return sub.length === 0;
		} );
		if ( ! ok ) {
			errors.push( `${ path }: matches none of anyOf` );
		}
	}
	if ( schema.type ) {
		const types = [].concat( schema.type );
		if ( ! types.some( ( type ) => matchesType( value, type ) ) ) {
			errors.push(
				`${ path }: expected ${ types.join( '|' ) }, got ${ typeOf(
					value
				) } (${ JSON.stringify( value )?.slice( 0, 80 ) })`
			);
			return;
		}
	}
	if ( 'const' in schema && value !== schema.const ) {
		errors.push(
			`${ path }: expected ${ JSON.stringify(
				schema.const
			) }, got ${ JSON.stringify( value ) }`
		);
	}
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		errors.push(
			`${ path }: ${ JSON.stringify(
				value
			) } is not one of ${ JSON.stringify( schema.enum ) }`
		);
	}
	if ( typeof value === 'string' && schema.pattern ) {
		if ( ! new RegExp( schema.pattern ).test( value ) ) {
			errors.push(
				`${ path }: ${ JSON.stringify( value ) } does not match ${
					schema.pattern
				}`
			);
		}
	}
	if ( typeof value === 'number' ) {
		if ( schema.minimum !== undefined && value < schema.minimum ) {
			errors.push( `${ path }: ${ value } < ${ schema.minimum }` );
		}
		if ( schema.maximum !== undefined && value > schema.maximum ) {
			errors.push( `${ path }: ${ value } > ${ schema.maximum }` );
		}
	}
	if ( Array.isArray( value ) ) {
		if ( schema.minItems !== undefined && value.length < schema.minItems ) {
			errors.push( `${ path }: fewer than ${ schema.minItems } items` );
		}
		if ( schema.maxItems !== undefined && value.length > schema.maxItems ) {
			errors.push( `${ path }: more than ${ schema.maxItems } items` );
		}
		if ( schema.items ) {
			value.forEach( ( item, index ) =>
				check(
					item,
					schema.items,
					file,
					`${ path }[${ index }]`,
					errors
				)
			);
		}
	}
	if ( typeOf( value ) === 'object' ) {
		for ( const key of schema.required || [] ) {
			if ( ! ( key in value ) ) {
				errors.push( `${ path }: missing required "${ key }"` );
			}
		}
		const properties = schema.properties || {};
		for ( const [ key, child ] of Object.entries( value ) ) {
			if ( properties[ key ] ) {
				check(
					child,
					properties[ key ],
					file,
					`${ path }.${ key }`,
					errors
				);
			} else if ( schema.additionalProperties === false ) {
				errors.push( `${ path }: unexpected property "${ key }"` );
			} else if ( typeof schema.additionalProperties === 'object' ) {
				check(
					child,
					schema.additionalProperties,
					file,
					`${ path }.${ key }`,
					errors
				);
			}
		}
	}
}

/**
 * Validates a value against a schema file (or a definition inside one).
 *
 * @param {*}      value Value to check.
 * @param {string} ref   'cart.json' or 'cart.json#/definitions/item'.
 * @return {string[]} Errors, empty when valid.
 */
export function validate( value, ref ) {
	const [ file ] = ref.split( '#' );
	const target = ref.includes( '#' )
		? resolveRef( ref, file )
		: { schema: loadSchema( file ), file };
	const errors = [];
	check( value, target.schema, target.file, '$', errors );
	return errors;
}
