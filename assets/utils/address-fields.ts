/**
 * Address field definitions for a country, and the pure address changes the spec asks for
 * (SPEC.md §3 "Address field definition", §4 "UI", §5 "Address fields").
 */
import type {
	AddressFieldDefinition,
	CountryLocale,
	FormFieldChanges,
} from '../settings/types';

/** Address values by field key ('' when empty). Billing addresses add `email`. */
export type AddressValues = Record< string, string >;

/**
 * A country's override of one field, as WooCommerce's forms apply it: a field the country
 * hides is not required; the country field itself can be neither hidden nor optional (it is
 * what the overrides are looked up by).
 *
 * @param key      The field's key.
 * @param override The country's override.
 * @return The override to merge.
 */
function localeOverride(
	key: string,
	override: Partial< AddressFieldDefinition > | undefined
): Partial< AddressFieldDefinition > {
	if ( ! override ) {
		return {};
	}
	if ( key === 'country' ) {
		const { hidden, required, ...rest } = override;
		void hidden;
		void required;
		return rest;
	}
	return override.hidden ? { ...override, required: false } : override;
}

/**
 * The address fields for a country: each default field with that country's locale overrides
 * merged in (every field's, phone and the second address line as much as the others), ordered
 * by `index` (ties keep the default order).
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
			field: {
				...field,
				...localeOverride( key, overrides[ key ] ),
				key,
			},
		} ) )
		.sort(
			( a, b ) => a.field.index - b.field.index || a.position - b.position
		)
		.map( ( { field } ) => field );
}

/**
 * A form's fields with the server's changes (settings `formFields`): an edit is merged over the
 * field of its key (a field the server requires shows, whatever hid it), a field the server
 * renders (an island) is added; an edit of a field the form does not have is left out.
 *
 * @param fields  The form's fields by key.
 * @param changes The changes by key.
 * @return The same fields when there are no changes, else the changed copy.
 */
export function applyFieldChanges(
	fields: Record< string, AddressFieldDefinition >,
	changes: FormFieldChanges | undefined
): Record< string, AddressFieldDefinition > {
	if ( ! changes ) {
		return fields;
	}
	const changed = { ...fields };
	Object.entries( changes ).forEach( ( [ key, change ] ) => {
		if ( fields[ key ] || change.island ) {
			changed[ key ] = {
				...fields[ key ],
				...( change.required && { hidden: false } ),
				...change,
			} as AddressFieldDefinition;
		}
	} );
	return changed;
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

/**
 * A field's value as the Store API takes it: a checkbox's as a boolean, others as text.
 *
 * @param field The field.
 * @param value The value as a form holds it ('1' or '' for a checkbox).
 * @return The value to send.
 */
export function toStoreValue(
	field: Pick< AddressFieldDefinition, 'type' >,
	value: string | boolean | undefined
): string | boolean {
	if ( field.type === 'checkbox' ) {
		return value === true || value === '1' || value === 'true';
	}
	return typeof value === 'string' ? value : '';
}

/**
 * A value as a form holds it: text, a checkbox's as '1' or ''.
 *
 * @param value The value from the Store API or a store.
 * @return The text.
 */
export function toFormValue( value: unknown ): string {
	if ( typeof value === 'boolean' ) {
		return value ? '1' : '';
	}
	return typeof value === 'string' ? value : '';
}
