import { useMemo } from '@wordpress/element';
import { getSetting } from '@kassa/settings';

import type {
	AdditionalField,
	AddressFieldDefinition,
	CountryLocale,
} from '../../../assets/settings/types';
import { applyFieldChanges } from '../../../assets/utils/address-fields';
import { useCheckoutSettings, type FieldVisibility } from '../context';

const VISIBILITY_FIELDS = {
	company: 'companyField',
	address_2: 'address2Field',
	phone: 'phoneField',
} as const;

/**
 * Applies the checkout block's visibility settings (hidden, optional, required) for company,
 * address line 2 and phone to the shop's field definitions. The shop's own rule wins where it is
 * firmer, since its server checks the order against it: a field the shop requires stays
 * required, one it leaves out stays hidden. A country's rules then apply on top, to these fields
 * as to every other (see getAddressFields), as in WooCommerce's forms.
 *
 * @param defaultFields The default fields (email is dropped: the contact step asks for it).
 * @param visibility    Setting per field key.
 * @return The fields to render with.
 */
export function applyFieldVisibility(
	defaultFields: Record< string, AddressFieldDefinition >,
	visibility: Record< string, FieldVisibility >
): Record< string, AddressFieldDefinition > {
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
	return fields;
}

/**
 * The fields of an address form: the core fields with the checkout block's visibility settings
 * applied, then the shop's additional address fields, then the server's changes for the address
 * the form serves (settings `formFields`); and the countries' rules.
 *
 * @param serves The address the form serves: billing or shipping.
 * @return fields (by key) and locale.
 */
export function useAddressFields( serves: 'billing' | 'shipping' ): {
	fields: Record< string, AddressFieldDefinition >;
	locale: CountryLocale;
} {
	const settings = useCheckoutSettings();
	const additional = useAdditionalFields( 'address' );
	return useMemo(
		() => ( {
			fields: applyFieldChanges(
				{
					...applyFieldVisibility(
						getSetting( 'defaultFields' ),
						Object.fromEntries(
							Object.entries( VISIBILITY_FIELDS ).map(
								( [ key, setting ] ) => [
									key,
									settings[ setting ],
								]
							)
						)
					),
					...additional,
				},
				getSetting( 'formFields' )?.[ serves ]
			),
			locale: getSetting( 'countryLocale' ),
		} ),
		[ settings, additional, serves ]
	);
}

/**
 * The shop's additional fields for one location (contact, address, order), as field
 * definitions by key (an address field's key is its key in each address); the order step's
 * include the fields the server adds there (settings `formFields.order`).
 *
 * @param location Where they render.
 * @return The fields by key.
 */
export function useAdditionalFields(
	location: AdditionalField[ 'location' ]
): Record< string, AddressFieldDefinition > {
	return useMemo( () => {
		const fields = Object.fromEntries(
			( getSetting( 'additionalFields' ) ?? [] )
				.filter( ( field ) => field.location === location )
				.map( ( field ) => [ field.key, field ] )
		);
		return location === 'order'
			? applyFieldChanges( fields, getSetting( 'formFields' )?.order )
			: fields;
	}, [ location ] );
}
