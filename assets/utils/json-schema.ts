/**
 * A small JSON Schema (draft-07) evaluator for the rules of the shop's additional checkout
 * fields (`required`, `hidden` and `validation`, written as JSON Schema; SPEC §3 "required/hidden
 * rules"). WooCommerce evaluates the same rules with Ajv in the browser (its 33 KB schema parser)
 * and Opis on the server; this covers the keywords such rules are written with, plus Ajv's
 * `$data` references and `errorMessage`, in a fraction of the bytes. A keyword it does not know
 * (`$ref`, `dependencies`, ...) is ignored, so a rule it cannot read never blocks a shopper: the
 * server still decides.
 */

/** A schema: an object of keywords, or `true` / `false`. */
export type JsonSchema = boolean | { [ keyword: string ]: unknown };

/** Why an instance failed: the keyword, where, and the schema's own message if it has one. */
export interface SchemaError {
	keyword: string;
	/** The failing value's place in the document, e.g. [ 'customer', 'address', 'phone' ]. */
	path: string[];
	/** The pattern a `pattern` failure did not match. */
	pattern?: string;
	/** The `errorMessage` of the failing schema (the outermost one that has it). */
	message?: string;
}

type Json = unknown;

// The formats Ajv checks for WooCommerce (its email pattern, ajv-formats' date, time, uri).
const FORMATS: Record< string, RegExp > = {
	email: /^(?!.*[.]{2})[a-zA-Z0-9](?:[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]*[a-zA-Z0-9])?@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/i,
	date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
	time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/i,
	uri: /^[a-z][a-z\d+.-]*:[^\s]*$/i,
};

// Keywords whose value may be a `{ "$data": pointer }` reference to another value.
const DATA_KEYWORDS = [
	'const',
	'enum',
	'format',
	'pattern',
	'minLength',
	'maxLength',
	'minimum',
	'maximum',
	'exclusiveMinimum',
	'exclusiveMaximum',
	'multipleOf',
	'minItems',
	'maxItems',
	'required',
];

function isObject( value: Json ): value is Record< string, Json > {
	return !! value && typeof value === 'object' && ! Array.isArray( value );
}

function typeOf( value: Json ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'array';
	}
	return typeof value;
}

function hasType( value: Json, type: string ): boolean {
	if ( type === 'integer' ) {
		return Number.isInteger( value );
	}
	return typeOf( value ) === type;
}

/**
 * Deep equality of JSON values (for const, enum and uniqueItems).
 *
 * @param a A value.
 * @param b Another.
 * @return Whether they are equal.
 */
export function jsonEqual( a: Json, b: Json ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( Array.isArray( a ) && Array.isArray( b ) ) {
		return (
			a.length === b.length &&
			a.every( ( item, index ) => jsonEqual( item, b[ index ] ) )
		);
	}
	if ( isObject( a ) && isObject( b ) ) {
		const keys = Object.keys( a );
		return (
			keys.length === Object.keys( b ).length &&
			keys.every( ( key ) => key in b && jsonEqual( a[ key ], b[ key ] ) )
		);
	}
	return false;
}

/**
 * Resolves a JSON pointer, absolute (`/customer/billing_address/email`) or relative to the
 * value being checked (`1/phone`: its sibling `phone`; `2/id`: a key of its grandparent).
 *
 * @param pointer The pointer.
 * @param root    The whole document.
 * @param path    Where the value being checked is.
 * @return The value, or undefined.
 */
export function resolvePointer(
	pointer: string,
	root: Json,
	path: string[]
): Json {
	let base = path;
	let rest = pointer;
	const relative = /^(\d+)(.*)$/.exec( pointer );
	if ( relative ) {
		const up = Number( relative[ 1 ] );
		if ( up > path.length ) {
			return undefined;
		}
		base = path.slice( 0, path.length - up );
		rest = relative[ 2 ];
	} else {
		base = [];
	}
	const tokens = rest
		.split( '/' )
		.slice( 1 )
		.map( ( token ) => token.replace( /~1/g, '/' ).replace( /~0/g, '~' ) );
	return [ ...base, ...tokens ].reduce< Json >(
		( value, key ) =>
			isObject( value ) || Array.isArray( value )
				? ( value as Record< string, Json > )[ key ]
				: undefined,
		root
	);
}

function codePoints( text: string ): number {
	return Array.from( text ).length;
}

function regExp( pattern: string ): RegExp | null {
	try {
		return new RegExp( pattern, 'u' );
	} catch {
		// A broken pattern is the shop's mistake: it fails no shopper.
		return null;
	}
}

interface Context {
	root: Json;
	path: string[];
}

// Each check returns the failing keyword (and details), or null when the keyword passes.
type Failure = Omit< SchemaError, 'path' | 'message' > & {
	path?: string[];
	message?: string;
};

function checkNumber(
	schema: Record< string, Json >,
	value: number
): Failure | null {
	const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } =
		schema;
	if ( typeof minimum === 'number' && value < minimum ) {
		return { keyword: 'minimum' };
	}
	if ( typeof maximum === 'number' && value > maximum ) {
		return { keyword: 'maximum' };
	}
	if ( typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum ) {
		return { keyword: 'exclusiveMinimum' };
	}
	if ( typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum ) {
		return { keyword: 'exclusiveMaximum' };
	}
	if (
		typeof multipleOf === 'number' &&
		multipleOf > 0 &&
		Math.abs( value / multipleOf - Math.round( value / multipleOf ) ) > 1e-9
	) {
		return { keyword: 'multipleOf' };
	}
	return null;
}

function checkString(
	schema: Record< string, Json >,
	value: string
): Failure | null {
	const { minLength, maxLength, pattern, format } = schema;
	if ( typeof minLength === 'number' && codePoints( value ) < minLength ) {
		return { keyword: 'minLength' };
	}
	if ( typeof maxLength === 'number' && codePoints( value ) > maxLength ) {
		return { keyword: 'maxLength' };
	}
	if (
		typeof pattern === 'string' &&
		regExp( pattern )?.test( value ) === false
	) {
		return { keyword: 'pattern', pattern };
	}
	if (
		typeof format === 'string' &&
		FORMATS[ format ] &&
		! FORMATS[ format ].test( value )
	) {
		return { keyword: 'format' };
	}
	return null;
}

function checkArray(
	schema: Record< string, Json >,
	value: Json[],
	context: Context
): Failure | null {
	const { minItems, maxItems, uniqueItems, items, contains } = schema;
	if ( typeof minItems === 'number' && value.length < minItems ) {
		return { keyword: 'minItems' };
	}
	if ( typeof maxItems === 'number' && value.length > maxItems ) {
		return { keyword: 'maxItems' };
	}
	if (
		uniqueItems === true &&
		value.some( ( item, index ) =>
			value
				.slice( index + 1 )
				.some( ( other ) => jsonEqual( item, other ) )
		)
	) {
		return { keyword: 'uniqueItems' };
	}
	for ( let index = 0; index < value.length; index++ ) {
		const itemSchema = Array.isArray( items ) ? items[ index ] : items;
		if ( itemSchema !== undefined ) {
			const error = evaluate( itemSchema as JsonSchema, value[ index ], {
				...context,
				path: [ ...context.path, String( index ) ],
			} );
			if ( error ) {
				return error;
			}
		}
	}
	if (
		contains !== undefined &&
		! value.some(
			( item, index ) =>
				! evaluate( contains as JsonSchema, item, {
					...context,
					path: [ ...context.path, String( index ) ],
				} )
		)
	) {
		return { keyword: 'contains' };
	}
	return null;
}

function checkObject(
	schema: Record< string, Json >,
	value: Record< string, Json >,
	context: Context
): Failure | null {
	const {
		required,
		properties,
		patternProperties,
		additionalProperties,
		minProperties,
		maxProperties,
	} = schema;
	if ( Array.isArray( required ) ) {
		const missing = required.find(
			( key ) => typeof key === 'string' && ! ( key in value )
		);
		if ( missing !== undefined ) {
			return { keyword: 'required', path: [ ...context.path, missing ] };
		}
	}
	const keys = Object.keys( value );
	if ( typeof minProperties === 'number' && keys.length < minProperties ) {
		return { keyword: 'minProperties' };
	}
	if ( typeof maxProperties === 'number' && keys.length > maxProperties ) {
		return { keyword: 'maxProperties' };
	}
	const props = isObject( properties ) ? properties : {};
	const patterns = isObject( patternProperties )
		? Object.entries( patternProperties )
		: [];
	for ( const key of keys ) {
		const inner = { ...context, path: [ ...context.path, key ] };
		const schemas: Json[] = [];
		if ( key in props ) {
			schemas.push( props[ key ] );
		}
		patterns.forEach( ( [ pattern, patternSchema ] ) => {
			if ( regExp( pattern )?.test( key ) ) {
				schemas.push( patternSchema );
			}
		} );
		if ( ! schemas.length && additionalProperties !== undefined ) {
			schemas.push( additionalProperties );
		}
		for ( const keySchema of schemas ) {
			const error = evaluate(
				keySchema as JsonSchema,
				value[ key ],
				inner
			);
			if ( error ) {
				return error;
			}
		}
	}
	return null;
}

function checkCombinators(
	schema: Record< string, Json >,
	value: Json,
	context: Context
): Failure | null {
	const passes = ( sub: Json ) =>
		! evaluate( sub as JsonSchema, value, context );
	const { allOf, anyOf, oneOf, not } = schema;
	if ( Array.isArray( allOf ) ) {
		for ( const sub of allOf ) {
			const error = evaluate( sub as JsonSchema, value, context );
			if ( error ) {
				return error;
			}
		}
	}
	if ( Array.isArray( anyOf ) && ! anyOf.some( passes ) ) {
		return { keyword: 'anyOf' };
	}
	if ( Array.isArray( oneOf ) && oneOf.filter( passes ).length !== 1 ) {
		return { keyword: 'oneOf' };
	}
	if ( not !== undefined && passes( not ) ) {
		return { keyword: 'not' };
	}
	if ( schema.if !== undefined ) {
		const branch = passes( schema.if ) ? schema.then : schema.else;
		if ( branch !== undefined ) {
			return evaluate( branch as JsonSchema, value, context );
		}
	}
	return null;
}

// The keyword values with `$data` references replaced by what they point at.
function withData(
	schema: Record< string, Json >,
	context: Context
): Record< string, Json > | null {
	let resolved: Record< string, Json > | null = null;
	for ( const keyword of DATA_KEYWORDS ) {
		const value = schema[ keyword ];
		if ( isObject( value ) && typeof value.$data === 'string' ) {
			resolved = resolved ?? { ...schema };
			const data = resolvePointer(
				value.$data,
				context.root,
				context.path
			);
			if ( data === undefined ) {
				// Ajv skips a keyword whose reference points at nothing.
				delete resolved[ keyword ];
			} else {
				resolved[ keyword ] =
					keyword === 'enum' && ! Array.isArray( data )
						? [ data ]
						: data;
			}
		}
	}
	return resolved;
}

function checkKeywords(
	schema: Record< string, Json >,
	value: Json,
	context: Context
): Failure | null {
	const { type } = schema;
	if ( type !== undefined ) {
		const types = Array.isArray( type ) ? type : [ type ];
		if ( ! types.some( ( item ) => hasType( value, String( item ) ) ) ) {
			return { keyword: 'type' };
		}
	}
	if ( 'const' in schema && ! jsonEqual( value, schema.const ) ) {
		return { keyword: 'const' };
	}
	if (
		Array.isArray( schema.enum ) &&
		! schema.enum.some( ( item ) => jsonEqual( value, item ) )
	) {
		return { keyword: 'enum' };
	}
	if ( typeof value === 'number' ) {
		const error = checkNumber( schema, value );
		if ( error ) {
			return error;
		}
	}
	if ( typeof value === 'string' ) {
		const error = checkString( schema, value );
		if ( error ) {
			return error;
		}
	}
	if ( Array.isArray( value ) ) {
		const error = checkArray( schema, value, context );
		if ( error ) {
			return error;
		}
	}
	if ( isObject( value ) ) {
		const error = checkObject( schema, value, context );
		if ( error ) {
			return error;
		}
	}
	return checkCombinators( schema, value, context );
}

function evaluate(
	schema: JsonSchema,
	value: Json,
	context: Context
): SchemaError | null {
	if ( schema === true || ! isObject( schema ) ) {
		return schema === false
			? { keyword: 'false schema', path: context.path }
			: null;
	}
	const failure = checkKeywords(
		withData( schema, context ) ?? schema,
		value,
		context
	);
	if ( ! failure ) {
		return null;
	}
	const error: SchemaError = {
		...failure,
		path: failure.path ?? context.path,
	};
	// ajv-errors: a schema's errorMessage replaces the errors of the schema and its subschemas.
	if ( typeof schema.errorMessage === 'string' ) {
		error.message = schema.errorMessage;
	}
	return error;
}

/**
 * Validates a document against a schema.
 *
 * @param schema   The schema.
 * @param document The document (a value of any JSON type).
 * @return The first failure, or null when the document is valid.
 */
export function validateSchema(
	schema: JsonSchema,
	document: Json
): SchemaError | null {
	return evaluate( schema, document, { root: document, path: [] } );
}
