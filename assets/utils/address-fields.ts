/**
 * Address field definitions for a country, and the pure address changes the spec asks for
 * (SPEC.md §3 "Address field definition", §4 "UI", §5 "Address fields").
 */
import type { AddressFieldDefinition, CountryLocale } from '../settings/types';

/** Address values by field key ('' when empty). Billing addresses add `email`. */
export type AddressValues = Record< string, string >;

/**
 * The address fields for a country: each default field with that country's locale overrides
 * merged in, ordered by `index` (ties keep the default order).
 *
 * @param defaultFields The default fields by key.
 * @param countryLocale Overrides by country code, then field key.
 * @param country       ISO country code; '' for none.
 * @return The ordered fields, hidden ones included (see getVisibleFields).
 */
export function getAddressFields(
	defaultFields: Record< string, AddressFieldDefinition >,
	countryLocale: CountryLocale,
	country: string
): AddressFieldDefinition[] {
	const overrides = ( country && countryLocale[ country ] ) || {};
	return Object.entries( defaultFields )
		.map( ( [ key, field ], position ) => ( {
			position,
			field: { ...field, ...overrides[ key ], key },
		} ) )
		.sort(
			( a, b ) => a.field.index - b.field.index || a.position - b.position
		)
		.map( ( { field } ) => field );
}

/**
 * The fields a shopper sees and that are validated: hidden fields are excluded.
 *
 * @param fields The fields.
 * @return The fields that are not hidden.
 */
export function getVisibleFields(
	fields: AddressFieldDefinition[]
): AddressFieldDefinition[] {
	return fields.filter( ( field ) => ! field.hidden );
}

/**
 * Blanks the values of hidden fields, so a value typed for another country (e.g. a state)
 * is not sent for one that hides the field (SPEC.md §5).
 *
 * @param address The address.
 * @param fields  The fields for the address's country.
 * @return The same address when nothing changed, otherwise a copy with hidden fields blank.
 */
export function blankHiddenFields< T extends AddressValues >(
	address: T,
	fields: AddressFieldDefinition[]
): T {
	const hiddenWithValue = fields.filter(
		( field ) => field.hidden && ( address[ field.key ] ?? '' ) !== ''
	);
	if ( hiddenWithValue.length === 0 ) {
		return address;
	}
	const blanked: AddressValues = { ...address };
	hiddenWithValue.forEach( ( field ) => {
		blanked[ field.key ] = '';
	} );
	return blanked as T;
}

/**
 * Matches a typed state against a country's state list by code or name, ignoring case and
 * surrounding space (SPEC.md §5), e.g. 'california' or 'ca' → 'CA'.
 *
 * @param typed  The typed state.
 * @param states State code → name for the country.
 * @return The matching state code, or undefined when none matches.
 */
export function stateMatch(
	typed: string,
	states: Record< string, string >
): string | undefined {
	const needle = typed.trim().toLocaleLowerCase();
	if ( ! needle ) {
		return undefined;
	}
	const codes = Object.keys( states );
	return (
		codes.find( ( code ) => code.toLocaleLowerCase() === needle ) ??
		codes.find(
			( code ) => states[ code ].trim().toLocaleLowerCase() === needle
		)
	);
}

/**
 * Changes an address's country. State and postcode belong to the old country, so they are
 * cleared (SPEC.md §5).
 *
 * @param address The address.
 * @param country The new country code.
 * @return The same address when the country is unchanged, otherwise the changed copy.
 */
export function changeCountry< T extends AddressValues >(
	address: T,
	country: string
): T {
	if ( address.country === country ) {
		return address;
	}
	return { ...address, country, state: '', postcode: '' };
}

/**
 * Whether a field stays behind the '+ Add …' toggle: only the second address line does, and
 * only while it is optional and empty (SPEC.md §4 "UI").
 *
 * @param field The field.
 * @param value The field's current value.
 * @return True when the field should be collapsed behind its toggle.
 */
export function shouldCollapseAddress2(
	field: Pick< AddressFieldDefinition, 'key' | 'required' >,
	value: string | undefined
): boolean {
	return (
		field.key === 'address_2' &&
		! field.required &&
		( value ?? '' ).trim() === ''
	);
}
