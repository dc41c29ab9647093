import { useMemo } from '@wordpress/element';
import { getSetting } from '@kassa/settings';

import type {
	AdditionalField,
	AddressFieldDefinition,
	CountryLocale,
} from '../../../assets/settings/types';
import { useCheckoutSettings, type FieldVisibility } from '../context';

const VISIBILITY_FIELDS = {
	company: 'companyField',
	address_2: 'address2Field',
	phone: 'phoneField',
} as const;

/**
 * Applies the checkout block's visibility settings (hidden, optional, required) for company,
 * address line 2 and phone to the shop's field definitions and country locale. The shop's own
 * rule wins where it is firmer, since its server checks the order against it: a field the shop
 * requires stays required, one it leaves out stays hidden.
 *
 * @param defaultFields The default fields (email is dropped: the contact step asks for it).
 * @param countryLocale Per-country overrides.
 * @param visibility    Setting per field key.
 * @return The fields and locale to render with.
 */
export function applyFieldVisibility(
	defaultFields: Record< string, AddressFieldDefinition >,
	countryLocale: CountryLocale,
	visibility: Record< string, FieldVisibility >
): {
	fields: Record< string, AddressFieldDefinition >;
	locale: CountryLocale;
} {
	const fields: Record< string, AddressFieldDefinition > = {};
	Object.entries( defaultFields ).forEach( ( [ key, field ] ) => {
		if ( key === 'email' ) {
			return;
		}
		const setting = visibility[ key ];
		fields[ key ] =
			setting && ! field.required && ! field.hidden
				? {
						...field,
						hidden: setting === 'hidden',
						required: setting === 'required',
					}
				: field;
	} );
	const locale: CountryLocale = {};
	Object.entries( countryLocale ).forEach( ( [ country, overrides ] ) => {
		locale[ country ] = Object.fromEntries(
			Object.entries( overrides ).map( ( [ key, override ] ) => {
				if ( ! visibility[ key ] ) {
					return [ key, override ];
				}
				// The admin's choice wins over the country's for these three fields.
				const { required, hidden, ...rest } = override;
				void required;
				void hidden;
				return [ key, rest ];
			} )
		);
	} );
	return { fields, locale };
}

/**
 * The address fields to render, with the checkout block's visibility settings applied.
 *
 * @return fields (by key) and locale.
 */
export function useAddressFields() {
	const settings = useCheckoutSettings();
	return useMemo(
		() =>
			applyFieldVisibility(
				getSetting( 'defaultFields' ),
				getSetting( 'countryLocale' ),
				Object.fromEntries(
					Object.entries( VISIBILITY_FIELDS ).map(
						( [ key, setting ] ) => [ key, settings[ setting ] ]
					)
				)
			),
		[ settings ]
	);
}

/**
 * The shop's additional fields for one location (contact, address, order), as field
 * definitions by key.
 *
 * @param location Where they render.
 * @return The fields by key.
 */
export function useAdditionalFields(
	location: AdditionalField[ 'location' ]
): Record< string, AddressFieldDefinition > {
	return useMemo(
		() =>
			Object.fromEntries(
				( getSetting( 'additionalFields' ) ?? [] )
					.filter( ( field ) => field.location === location )
					.map( ( field ) => [ field.key, field ] )
			),
		[ location ]
	);
}
