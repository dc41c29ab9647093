/**
 * Warns once, in the console, that an extension uses a name WooCommerce has deprecated (as
 * WooCommerce's blocks do through `wp.deprecated`, without loading that script for it).
 */
const warned = new Set< string >();

/**
 * Warns that a feature is deprecated, once per feature.
 *
 * @param feature     What the extension used.
 * @param alternative What to use instead.
 */
export function deprecated( feature: string, alternative: string ) {
	if ( warned.has( feature ) ) {
		return;
	}
	warned.add( feature );
	// eslint-disable-next-line no-console
	console.warn(
		`${ feature } is deprecated (WooCommerce Blocks). Please use ${ alternative } instead.`
	);
}
