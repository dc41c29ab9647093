/**
 * Address validation (SPEC.md §5 "Address fields"): one message per invalid visible field.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { AddressFieldDefinition } from '../settings/types';
import { getVisibleFields, stateMatch } from './address-fields';
import type { AddressValues } from './address-fields';
import {
	documentForContext,
	EMPTY_DOCUMENT,
	type CheckoutDocument,
	type FieldContext,
} from './checkout-document';
import { getSchemaError } from './field-rules';
import {
	checkboxRequiredMessage,
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
	/**
	 * The checkout document holding these values, and where they sit in it (an address by
	 * default), for the fields' validation schemas; without one, the schemas see these values
	 * alone.
	 */
	document?: CheckoutDocument;
	context?: FieldContext;
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

function validateAttributes(
	field: AddressFieldDefinition,
	value: string,
	locale: string
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
	if ( attributes.pattern ) {
		let pattern: RegExp | null = null;
		try {
			// An input's pattern attribute matches the whole value.
			pattern = new RegExp( `^(?:${ attributes.pattern })$`, 'u' );
		} catch {
			// A broken pattern is the shop's mistake, not the shopper's: it blocks nothing.
		}
		if ( pattern && ! pattern.test( value ) ) {
			return defaultInputErrorMessage( field.label, locale );
		}
	}
	return '';
}

function requiredMessage(
	field: AddressFieldDefinition,
	locale: string
): string {
	if ( field.type === 'checkbox' ) {
		return checkboxRequiredMessage();
	}
	return field.type === 'select'
		? selectInvalidMessage()
		: defaultInputErrorMessage( field.label, locale );
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
	const message = fieldError( field, address, options );
	// A field's own message stands for every error it has, as in WooCommerce's forms.
	return message && field.errorMessage ? field.errorMessage : message;
}

function fieldError(
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
		return field.required ? requiredMessage( field, locale ) : '';
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
	const context = options.context ?? options.type;
	return (
		validateAttributes( field, value, locale ) ||
		getSchemaError(
			field,
			options.document ??
				documentForContext( EMPTY_DOCUMENT, context, address ),
			context
		)
	);
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
		// The server validates the fields it renders.
		const message =
			! field.island && validateAddressField( field, address, options );
		if ( message ) {
			errors[ field.key ] = message;
		}
	} );
	return errors;
}
