import { getSetting } from '@kassa/settings';

import type { Address } from '../../assets/api/types';
import {
	getAddressFields,
	getVisibleFields,
} from '../../assets/utils/address-fields';

/** The fields of the cart's address-only shipping calculator (SPEC §5). */
export const CALCULATOR_FIELDS = [ 'country', 'state', 'city', 'postcode' ];

/**
 * The calculator's visible fields for a country, with the shop's locale rules.
 *
 * @param country Country code.
 * @return The fields.
 */
export function getCalculatorFields( country: string ) {
	return getVisibleFields(
		getAddressFields(
			getSetting( 'defaultFields' ),
			getSetting( 'countryLocale' ),
			country
		)
	).filter( ( field ) => CALCULATOR_FIELDS.includes( field.key ) );
}

/**
 * Whether the shipping address is known well enough to show delivery options: a country, and
 * when the shop says shipping costs need an address (SPEC §5), every required visible
 * calculator field.
 *
 * @param address The shipping address.
 * @return True when complete.
 */
export function isShippingAddressComplete(
	address: Partial< Address > | null
): boolean {
	const country = address?.country ?? '';
	if ( ! country ) {
		return false;
	}
	if ( ! getSetting( 'shippingCostRequiresAddress' ) ) {
		return true;
	}
	return getCalculatorFields( country ).every(
		( field ) =>
			! field.required ||
			String( address?.[ field.key ] ?? '' ).trim() !== ''
	);
}

/**
 * The countries the shop ships to, code => name.
 *
 * @return The countries.
 */
export function getShippingCountries(): Record< string, string > {
	const countries = getSetting( 'countries' );
	const allowed = getSetting( 'shippingCountries' );
	if ( ! allowed.length ) {
		return countries;
	}
	return Object.fromEntries(
		Object.entries( countries ).filter( ( [ code ] ) =>
			allowed.includes( code )
		)
	);
}
