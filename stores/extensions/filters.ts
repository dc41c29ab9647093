/**
 * Checkout filters (WooCommerce-compatible `registerCheckoutFilters`). SPEC §5/§6: a filter
 * must return the type it received, and price filters must keep the price placeholder; a
 * filter that breaks either rule, or throws, throws for administrators (the block it runs in
 * shows them the error), and for everyone else is logged and left out: the value stays what
 * the filters before it made it.
 */
import { PRICE_PLACEHOLDER } from '@kassa/data';
import { getSetting } from '@kassa/settings';

/** A filter: receives the value, the cart's extension data and an argument. */
export type CheckoutFilter = (
	value: any,
	extensions: Record< string, unknown >,
	args?: Record< string, unknown >
) => unknown;

/** Filters whose string values must contain the price placeholder. */
export const PRICE_FILTERS = [
	'cartItemPrice',
	'subtotalPriceFormat',
	'saleBadgePriceFormat',
	'totalValue',
];

// Namespace => filter name => filter.
const registered = new Map< string, Record< string, CheckoutFilter > >();

/**
 * Registers filters under a namespace (a second call for the namespace adds to it).
 *
 * @param namespace The extension's namespace.
 * @param filters   Filter name => function.
 */
export function registerCheckoutFilters(
	namespace: string,
	filters: Record< string, CheckoutFilter >
): void {
	if ( typeof namespace !== 'string' || ! namespace ) {
		throw new TypeError(
			'registerCheckoutFilters: the namespace must be a non-empty string.'
		);
	}
	if ( ! filters || typeof filters !== 'object' ) {
		throw new TypeError(
			`registerCheckoutFilters( '${ namespace }' ): the filters must be an object of functions.`
		);
	}
	for ( const [ name, filter ] of Object.entries( filters ) ) {
		if ( typeof filter !== 'function' ) {
			throw new TypeError(
				`registerCheckoutFilters( '${ namespace }' ): filter '${ name }' is not a function.`
			);
		}
	}
	registered.set( namespace, {
		...registered.get( namespace ),
		...filters,
	} );
}

/**
 * Removes every filter (tests).
 */
export function resetCheckoutFilters(): void {
	registered.clear();
}

const kindOf = ( value: unknown ) => {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
};

/**
 * Runs the filters registered for `filterName` over `defaultValue`, in registration order. A
 * filter that throws, returns another type, drops the price placeholder (price filters) or
 * fails `validation` is left out (for administrators, it throws).
 *
 * @param options              What to filter.
 * @param options.filterName   The filter's name.
 * @param options.defaultValue The value before filtering.
 * @param options.extensions   The cart's extension data.
 * @param options.arg          Extra argument passed to each filter.
 * @param options.validation   Extra check: return true, or an error message.
 * @return The filtered value.
 */
export function applyCheckoutFilter< T >( {
	filterName,
	defaultValue,
	extensions = {},
	arg,
	validation,
}: {
	filterName: string;
	defaultValue: T;
	extensions?: Record< string, unknown >;
	arg?: Record< string, unknown >;
	validation?: ( value: T ) => true | string;
} ): T {
	let value = defaultValue;
	for ( const [ namespace, filters ] of registered ) {
		const filter = filters[ filterName ];
		if ( ! filter ) {
			continue;
		}
		try {
			const next = filter( value, extensions, arg );
			const problem = findProblem( filterName, value, next, validation );
			if ( problem ) {
				throw new TypeError(
					`The filter '${ filterName }' of '${ namespace }' ${ problem }`
				);
			}
			value = next as T;
		} catch ( error ) {
			if ( getSetting( 'currentUserIsAdmin' ) ) {
				throw error;
			}
			// eslint-disable-next-line no-console
			console.error( error );
		}
	}
	return value;
}

/**
 * What is wrong with a filter's answer, if anything.
 *
 * @param filterName The filter's name.
 * @param value      The value it received.
 * @param next       What it returned.
 * @param validation The caller's extra check.
 * @return The problem, or null.
 */
function findProblem< T >(
	filterName: string,
	value: T,
	next: unknown,
	validation?: ( value: T ) => true | string
): string | null {
	if ( kindOf( next ) !== kindOf( value ) ) {
		return `returned a ${ kindOf( next ) }, but it must return a ${ kindOf(
			value
		) }.`;
	}
	if (
		PRICE_FILTERS.includes( filterName ) &&
		typeof next === 'string' &&
		! next.includes( PRICE_PLACEHOLDER )
	) {
		return `must keep the ${ PRICE_PLACEHOLDER } placeholder.`;
	}
	const check = validation ? validation( next as T ) : true;
	return check === true ? null : `returned a value it may not: ${ check }`;
}
