/**
 * Block attributes travel from the editor to the front end as data attributes on the saved
 * shell (`data-show-shipping-calculator="true"`). These two functions are each other's inverse.
 */

export type BlockAttributes = Record< string, unknown >;

/**
 * Attributes WordPress itself writes into the saved markup: the editor's lock, and the block
 * supports' classes and styles (colours, font size).
 */
const WRITTEN_BY_WORDPRESS = new Set( [
	'lock',
	'className',
	'style',
	'textColor',
	'backgroundColor',
	'fontSize',
] );

const toKebab = ( name: string ) =>
	name.replace( /[A-Z]/g, ( c ) => '-' + c.toLowerCase() );

/**
 * Turns attributes into `data-*` props for a saved element. Every value is JSON-encoded, so a
 * string attribute that reads like a number ('10') comes back as the string it was.
 *
 * @param attributes Block attributes.
 * @return Props such as `{ 'data-show-x': 'true' }`.
 */
export function attributesToDataProps(
	attributes: BlockAttributes
): Record< string, string > {
	const props: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		if ( value === undefined || WRITTEN_BY_WORDPRESS.has( name ) ) {
			continue;
		}
		props[ `data-${ toKebab( name ) }` ] = JSON.stringify( value );
	}
	return props;
}

/**
 * Reads attributes back from an element's dataset; a value that is not JSON (hand-written
 * markup) is kept as a string.
 *
 * @param dataset An element's `dataset`.
 * @return Block attributes.
 */
export function dataPropsToAttributes(
	dataset: DOMStringMap
): BlockAttributes {
	const attributes: BlockAttributes = {};
	for ( const [ name, raw ] of Object.entries( dataset ) ) {
		if ( raw === undefined || name === 'blockName' ) {
			continue;
		}
		try {
			attributes[ name ] = JSON.parse( raw );
		} catch {
			attributes[ name ] = raw;
		}
	}
	return attributes;
}
