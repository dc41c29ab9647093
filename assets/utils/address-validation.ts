/**
 * Address validation (SPEC.md §5 "Address fields"): one message per invalid visible field.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { AddressFieldDefinition } from '../settings/types';
import { getVisibleFields, stateMatch } from './address-fields';
import type { AddressValues } from './address-fields';
import {
	defaultInputErrorMessage,
	getFieldLabelInSentence,
	selectInvalidMessage,
} from './input-validation';
import { isValidPostcode } from './postcode';

/** What validateAddress needs to know besides the address and its fields. */
export interface AddressValidationOptions {
	/** Billing countries must be in allowedCountries, shipping ones in shippingCountries. */
	type: 'billing' | 'shipping';
	/** Billing countries allowed; an empty list allows every country. */
	allowedCountries: string[];
	/** Shipping countries allowed; an empty list allows every country. */
	shippingCountries: string[];
	/** Country code → (state code → name), for countries with a state list. */
	countryStates: Record< string, Record< string, string > >;
	/** WordPress locale, for the case of labels inside messages (German keeps it). */
	locale?: string;
}

/** Error messages by field key; a valid field has no entry. */
export type AddressErrors = Record< string, string >;

// Deliberately loose, like WordPress's is_email(): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Whether a string looks like an email address.
 *
 * @param value The value.
 * @return True for an address of the form local@domain.tld.
 */
export function isEmail( value: string ): boolean {
	return EMAIL_PATTERN.test( value.trim() );
}

function isCountryField( field: AddressFieldDefinition ): boolean {
	return field.type === 'country' || field.key === 'country';
}

function isStateField( field: AddressFieldDefinition ): boolean {
	return field.type === 'state' || field.key === 'state';
}

function valueOf( address: AddressValues, key: string ): string {
	return ( address[ key ] ?? '' ).trim();
}

function validateCountry(
	field: AddressFieldDefinition,
	address: AddressValues,
	options: AddressValidationOptions
): string {
	const country = valueOf( address, field.key );
	if ( ! country ) {
		const dependsOnCountry = [ 'city', 'state', 'postcode' ].some(
			( key ) => valueOf( address, key ) !== ''
		);
		if ( dependsOnCountry ) {
			return __( 'Please select your country', 'kassa' );
		}
		return field.required
			? field.errorMessage || selectInvalidMessage()
			: '';
	}
	if ( options.type === 'billing' ) {
		if (
			options.allowedCountries.length > 0 &&
			! options.allowedCountries.includes( country )
		) {
			return __(
				'Sorry, we do not allow orders from the selected country',
				'kassa'
			);
		}
	} else if (
		options.shippingCountries.length > 0 &&
		! options.shippingCountries.includes( country )
	) {
		return __(
			'Sorry, we do not ship orders to the selected country',
			'kassa'
		);
	}
	return '';
}

function validateStateFromList(
	field: AddressFieldDefinition,
	value: string,
	states: Record< string, string >,
	locale: string
): string {
	if ( ! value ) {
		return field.required
			? sprintf(
					/* translators: %s: state field label in lowercase, e.g. "county" */
					__( 'Please select a %s', 'kassa' ),
					getFieldLabelInSentence( field.label, locale )
				)
			: '';
	}
	return stateMatch( value, states ) ? '' : selectInvalidMessage();
}

function validateLength(
	field: AddressFieldDefinition,
	value: string
): string {
	const attributes = field.attributes ?? {};
	const minLength = Number(
		attributes.minLength ?? attributes.minlength ?? 0
	);
	const maxLength = Number(
		attributes.maxLength ?? attributes.maxlength ?? Infinity
	);
	if ( value.length < minLength || value.length > maxLength ) {
		return sprintf(
			/* translators: %s: field label, e.g. "Phone" */
			__( '%s is invalid', 'kassa' ),
			field.label
		);
	}
	return '';
}

function validatePattern(
	field: AddressFieldDefinition,
	value: string
): string {
	const pattern = field.validation?.pattern;
	if ( ! pattern ) {
		return '';
	}
	let regExp: RegExp;
	try {
		// A schema pattern, like JSON Schema's: unanchored unless the pattern anchors itself.
		regExp = new RegExp( pattern, 'u' );
	} catch {
		// A broken pattern is the shop's mistake, not the shopper's: do not block checkout.
		return '';
	}
	if ( regExp.test( value ) ) {
		return '';
	}
	return (
		field.validation?.message ||
		field.errorMessage ||
		sprintf(
			/* translators: 1: field label, 2: the pattern the value must match */
			__( '%1$s must match the pattern %2$s', 'kassa' ),
			field.label,
			pattern
		)
	);
}

/**
 * Validates one visible field of an address.
 *
 * @param field   The field.
 * @param address The whole address (country, state and postcode depend on each other).
 * @param options Allowed countries, state lists, address type and locale.
 * @return The error message, or '' when the field is valid.
 */
export function validateAddressField(
	field: AddressFieldDefinition,
	address: AddressValues,
	options: AddressValidationOptions
): string {
	const locale = options.locale ?? '';
	if ( isCountryField( field ) ) {
		return validateCountry( field, address, options );
	}
	const value = valueOf( address, field.key );
	const states = options.countryStates[ valueOf( address, 'country' ) ];
	if ( isStateField( field ) && states && Object.keys( states ).length ) {
		return validateStateFromList( field, value, states, locale );
	}
	if ( ! value ) {
		if ( ! field.required ) {
			return '';
		}
		if ( field.errorMessage ) {
			return field.errorMessage;
		}
		return field.type === 'select'
			? selectInvalidMessage()
			: defaultInputErrorMessage( field.label, locale );
	}
	if ( field.type === 'email' && ! isEmail( value ) ) {
		return __( 'Please enter a valid email address', 'kassa' );
	}
	if (
		field.type === 'select' &&
		field.options &&
		! field.options.some( ( option ) => option.value === value )
	) {
		return selectInvalidMessage();
	}
	if (
		field.key === 'postcode' &&
		! isValidPostcode( value, valueOf( address, 'country' ) )
	) {
		return __( 'Please enter a valid postcode', 'kassa' );
	}
	return validateLength( field, value ) || validatePattern( field, value );
}

/**
 * Validates an address against its fields. Hidden fields are not validated (blank them with
 * blankHiddenFields before saving); a required visible field must be non-blank; values are
 * trimmed first.
 *
 * @param address The address values by key.
 * @param fields  The fields for the address's country (see getAddressFields).
 * @param options Allowed countries, state lists, address type and locale.
 * @return Error messages by field key; empty when the address is valid.
 */
export function validateAddress(
	address: AddressValues,
	fields: AddressFieldDefinition[],
	options: AddressValidationOptions
): AddressErrors {
	const errors: AddressErrors = {};
	getVisibleFields( fields ).forEach( ( field ) => {
		const message = validateAddressField( field, address, options );
		if ( message ) {
			errors[ field.key ] = message;
		}
	} );
	return errors;
}
