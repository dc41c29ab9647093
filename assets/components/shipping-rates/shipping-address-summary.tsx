import clsx from 'clsx';
import { createInterpolateElement } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { Address } from '../../api/types';

type Props = {
	address: Partial< Address >;
	/** The address is complete enough to quote shipping (SPEC §5 shipping summary). */
	isAddressComplete: boolean;
	/** Some package has a rate for the address. */
	hasRates: boolean;
	/** Country code => name, to show names instead of codes. */
	countries?: Record< string, string >;
	/** Country code => (state code => name). */
	countryStates?: Record< string, Record< string, string > >;
	className?: string;
};

/**
 * The address shipping is quoted for, short: city, state, postcode, country.
 *
 * @param address       The address.
 * @param countries     Country names by code.
 * @param countryStates State names by country and code.
 * @return The address on one line.
 */
export function formatShippingAddress(
	address: Partial< Address >,
	countries: Record< string, string > = {},
	countryStates: Record< string, Record< string, string > > = {}
): string {
	const country = address.country ?? '';
	const state = address.state ?? '';
	return [
		address.city,
		countryStates[ country ]?.[ state ] ?? state,
		address.postcode,
		countries[ country ] ?? country,
	]
		.map( ( part ) => decodeEntities( ( part ?? '' ).trim() ) )
		.filter( Boolean )
		.join( ', ' );
}

/**
 * What the shipping line says about the address: 'Delivers to <address/>', 'No delivery
 * options available for <address/>', or 'Enter address to check delivery options'.
 *
 * @param props                   Props.
 * @param props.address           Shipping address.
 * @param props.isAddressComplete The address can be quoted.
 * @param props.hasRates          Rates exist for it.
 * @param props.countries         Country names.
 * @param props.countryStates     State names.
 * @param props.className         Extra class.
 * @return The summary.
 */
export default function ShippingAddressSummary( {
	address,
	isAddressComplete,
	hasRates,
	countries,
	countryStates,
	className,
}: Props ) {
	const formatted = formatShippingAddress(
		address,
		countries,
		countryStates
	);
	const addressElement = (
		<strong className="kassa-shipping-address-summary__address">
			{ formatted }
		</strong>
	);
	let content;
	if ( ! isAddressComplete || ! formatted ) {
		content = __( 'Enter address to check delivery options', 'kassa' );
	} else if ( hasRates ) {
		content = createInterpolateElement(
			/* translators: <address/> is the shipping address */
			__( 'Delivers to <address/>', 'kassa' ),
			{ address: addressElement }
		);
	} else {
		content = createInterpolateElement(
			/* translators: <address/> is the shipping address */
			__( 'No delivery options available for <address/>', 'kassa' ),
			{ address: addressElement }
		);
	}
	return (
		<span className={ clsx( 'kassa-shipping-address-summary', className ) }>
			{ content }
		</span>
	);
}
