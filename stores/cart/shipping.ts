import type {
	Cart,
	CartError,
	ShippingPackage,
	ShippingRate,
} from '../../assets/api/types';
import { SHIPPING_ADDRESS_ERROR_CODES } from '../../assets/constants';
import type { ShippingErrorStatus } from './types';

/**
 * Whether a rate is a local pickup rate (selected without a package id, SPEC §4).
 *
 * @param rateId The rate id, e.g. `pickup_location:1`.
 * @return True for pickup.
 */
export function isPickupRate( rateId: string ): boolean {
	return rateId.startsWith( 'pickup_location' );
}

/**
 * SPEC §4: the shipping error status the cart errors imply. invalid_address for the
 * shipping-rates invalid/missing country and invalid state codes, or when the Store API refused
 * the last address as an invalid parameter (WooCommerce 11's answer); unknown_error for any
 * other shipping error, or when the last shipping request failed otherwise; none otherwise.
 *
 * @param errors           The cart's errors.
 * @param requestErrorCode Error code of the last failed shipping request, if any.
 * @return The status.
 */
export function getShippingErrorStatusFromErrors(
	errors: CartError[],
	requestErrorCode: string | null = null
): ShippingErrorStatus {
	const codes = errors.map( ( error ) => error?.code );
	if ( requestErrorCode ) {
		codes.push( requestErrorCode );
	}
	if (
		// WooCommerce 11 refuses an address it cannot ship to with rest_invalid_param.
		requestErrorCode === 'rest_invalid_param' ||
		codes.some( ( code ) =>
			( SHIPPING_ADDRESS_ERROR_CODES as readonly string[] ).includes(
				code
			)
		)
	) {
		return 'invalid_address';
	}
	if (
		requestErrorCode ||
		codes.some(
			( code ) =>
				typeof code === 'string' &&
				code.startsWith( 'woocommerce_rest_cart_shipping' )
		)
	) {
		return 'unknown_error';
	}
	return 'none';
}

/**
 * SPEC §4: packages that have rates but none selected, with the first rate to auto-select (the
 * first that is not local pickup, as WooCommerce chooses).
 *
 * @param packages The cart's shipping packages.
 * @return Package id and rate id pairs.
 */
export function getRatesToAutoSelect( packages: ShippingPackage[] ) {
	return packages
		.filter(
			( pkg ) => ! pkg.shipping_rates.some( ( rate ) => rate.selected )
		)
		.map( ( pkg ) => ( {
			packageId: pkg.package_id,
			// Never pickup: a package that offers only pickup waits for the shopper's choice.
			rate: pkg.shipping_rates.find(
				( rate ) => ! isPickupRate( rate.rate_id )
			),
		} ) )
		.filter( ( { rate } ) => rate )
		.map( ( { packageId, rate } ) => ( {
			packageId,
			rateId: ( rate as ShippingRate ).rate_id,
		} ) );
}

/**
 * Whether every package that needs a rate has one selected.
 *
 * @param cart The cart.
 * @return True when shipping is not needed or each package has a selected rate.
 */
export function hasSelectedShippingRates( cart: Cart ): boolean {
	if ( ! cart.needs_shipping ) {
		return true;
	}
	return (
		cart.shipping_rates.length > 0 &&
		cart.shipping_rates.every( ( pkg ) =>
			pkg.shipping_rates.some( ( rate ) => rate.selected )
		)
	);
}
