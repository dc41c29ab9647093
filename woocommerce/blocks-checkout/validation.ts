/**
 * WooCommerce's validation helpers for checkout filters and fields.
 */
import { sprintf, __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import {
	getFieldLabelInSentence,
	getValidityMessage,
} from '../../assets/utils/input-validation';
import { isValidPostcode } from '../../assets/utils/postcode';

/**
 * Throws unless a filter's value contains a text (a checkout filter's validation).
 *
 * @param value    The value.
 * @param required What it must contain.
 * @return True.
 */
export function mustContain( value: string, required: string ): true {
	if ( ! value.includes( required ) ) {
		throw new Error(
			sprintf(
				/* translators: %1$s: what the value must include, %2$s: the value. */
				__(
					'Returned value must include %1$s, you passed "%2$s"',
					'kassa'
				),
				required,
				value
			)
		);
	}
	return true;
}

/**
 * A price format must hold the price tag.
 *
 * @param value The format.
 * @return True (or throws).
 */
export const productPriceValidation = ( value: string ) =>
	mustContain( value, '<price/>' );

/**
 * A screen reader's price text must hold the quantity, the product's name and the price.
 *
 * @param value The text.
 * @return True (or throws).
 */
export const productPriceScreenReaderValidation = ( value: string ) =>
	mustContain( value, '<quantity/>' ) &&
	mustContain( value, '<productName/>' ) &&
	mustContain( value, '<price/>' );

/**
 * A field's label as it reads inside a sentence ('Please enter a valid %s').
 *
 * @param label The label.
 * @return Lower-cased, except in German.
 */
export const getFieldLabel = ( label: string ) =>
	getFieldLabelInSentence( label, getSetting( 'locale' ) );

/**
 * The message for an input's native validity, the field's own message when it has one.
 *
 * @param label        The field's label.
 * @param inputElement The input.
 * @param message      The field's own message for a missing or mistyped value.
 * @return The message ('' when valid).
 */
export function getValidityMessageForInput(
	label: string,
	inputElement: HTMLInputElement,
	message?: string
): string {
	const { validity } = inputElement;
	if (
		message &&
		( validity.valueMissing || validity.badInput || validity.typeMismatch )
	) {
		return message;
	}
	return getValidityMessage(
		validity,
		inputElement.validationMessage,
		label,
		getSetting( 'locale' )
	);
}

/**
 * Whether a postcode is valid for its country.
 *
 * @param address          The postcode and country.
 * @param address.postcode The postcode.
 * @param address.country  The country.
 * @return True when valid (countries without a pattern take any).
 */
export const isPostcode = ( {
	postcode,
	country,
}: {
	postcode: string;
	country: string;
} ) => isValidPostcode( postcode, country );
