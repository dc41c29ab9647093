/**
 * WooCommerce's checkout filters on Kassa's: `registerCheckoutFilters` registers with Kassa's
 * (whose blocks apply every filter WooCommerce's apply, at the same places), each filter given
 * the arguments WooCommerce's blocks give it; `applyCheckoutFilter` runs them for an extension
 * that applies one itself, with WooCommerce's validation (a function that returns false or
 * throws).
 */
import {
	applyCheckoutFilter as applyKassaFilter,
	registerCheckoutFilters as registerKassaFilters,
	type CheckoutFilter,
} from '@kassa/extensions';

import { toWooCommerceCart } from '../blocks-data/cart-shape';
import { deprecated } from './deprecated';
import { isKassaCart, toStoreCart } from './store-cart';

// Filters WooCommerce gives the cart store's data (`getCartData()`), the others the
// `useStoreCart()` object.
const CART_DATA_FILTERS = [
	'proceedToCheckoutButtonLabel',
	'proceedToCheckoutButtonLink',
];

/**
 * A filter's arguments as WooCommerce's blocks give them: the cart in WooCommerce's shape.
 *
 * @param filterName The filter.
 * @param args       The arguments Kassa's blocks give.
 * @return WooCommerce's arguments.
 */
function toWooCommerceArgs(
	filterName: string,
	args?: Record< string, unknown >
) {
	if ( ! args || ! isKassaCart( args.cart ) ) {
		return args;
	}
	return {
		...args,
		cart: CART_DATA_FILTERS.includes( filterName )
			? toWooCommerceCart( args.cart )
			: toStoreCart( args.cart ),
	};
}

/**
 * Registers an extension's checkout filters (WooCommerce's `registerCheckoutFilters`).
 *
 * @param namespace The extension's namespace.
 * @param filters   Filter name => function( value, extensions, args ).
 */
export function registerCheckoutFilters(
	namespace: string,
	filters: Record< string, CheckoutFilter >
) {
	if ( filters && 'couponName' in filters ) {
		deprecated( 'couponName', 'coupons' );
	}
	registerKassaFilters(
		namespace,
		Object.fromEntries(
			Object.entries( filters ?? {} ).map( ( [ name, filter ] ) => [
				name,
				typeof filter === 'function'
					? ( value, extensions, args ) =>
							filter(
								value,
								extensions,
								toWooCommerceArgs( name, args )
							)
					: filter,
			] )
		)
	);
}

/**
 * Runs a checkout filter (WooCommerce's `applyCheckoutFilter`).
 *
 * @param options              What to filter.
 * @param options.filterName   The filter.
 * @param options.defaultValue The value before filtering.
 * @param options.extensions   Extension data given to each filter.
 * @param options.arg          The argument given to each filter.
 * @param options.validation   Returns false (or throws) for a value it refuses.
 * @return The filtered value.
 */
export function applyCheckoutFilter< T >( {
	filterName,
	defaultValue,
	extensions = null,
	arg = null,
	validation,
}: {
	filterName: string;
	defaultValue: T;
	extensions?: Record< string, unknown > | null;
	arg?: Record< string, unknown > | null;
	validation?: ( value: T ) => boolean;
} ): T {
	return applyKassaFilter( {
		filterName,
		defaultValue,
		extensions: extensions ?? {},
		arg: arg ?? undefined,
		validation: validation
			? ( value ) =>
					validation( value ) ||
					`${ filterName }'s validation refused it.`
			: undefined,
	} );
}

/**
 * The filters' older name (WooCommerce's `__experimentalRegisterCheckoutFilters`).
 *
 * @param namespace The extension's namespace.
 * @param filters   Filter name => function.
 */
export function __experimentalRegisterCheckoutFilters(
	namespace: string,
	filters: Record< string, CheckoutFilter >
) {
	deprecated(
		'__experimentalRegisterCheckoutFilters',
		'registerCheckoutFilters'
	);
	registerCheckoutFilters( namespace, filters );
}

/**
 * The runner's older name (WooCommerce's `__experimentalApplyCheckoutFilter`).
 *
 * @param options See applyCheckoutFilter.
 * @return The filtered value.
 */
export function __experimentalApplyCheckoutFilter< T >(
	options: Parameters< typeof applyCheckoutFilter< T > >[ 0 ]
): T {
	deprecated( '__experimentalApplyCheckoutFilter', 'applyCheckoutFilter' );
	return applyCheckoutFilter( options );
}
