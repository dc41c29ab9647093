/**
 * Messages and checks shared by every form input (SPEC.md §5 "Generic inputs").
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Whether a WordPress locale is German (de, de_DE, de_CH_informal, ...). German capitalises
 * every noun, so field labels keep their case inside a sentence there.
 *
 * @param locale WordPress locale, e.g. 'de_DE'.
 * @return True for a German locale.
 */
export function isGermanLocale( locale: string ): boolean {
	return /^de(?:[_-]|$)/i.test( locale );
}

/**
 * A field label as it reads inside a sentence: lowercased, except in German locales; 'field'
 * when the field has no label.
 *
 * @param label  The field's label, e.g. 'First name'.
 * @param locale WordPress locale, e.g. 'en_US'.
 * @return The label for use mid-sentence.
 */
export function getFieldLabelInSentence( label: string, locale = '' ): string {
	const trimmed = label.trim();
	if ( ! trimmed ) {
		return __( 'field', 'kassa' );
	}
	return isGermanLocale( locale ) ? trimmed : trimmed.toLocaleLowerCase();
}

/**
 * The default error of an input: 'Please enter a valid {field}'.
 *
 * @param label  The field's label.
 * @param locale WordPress locale; German keeps the label's case.
 * @return The message.
 */
export function defaultInputErrorMessage( label: string, locale = '' ): string {
	return sprintf(
		/* translators: %s: field label in lowercase, e.g. "first name" */
		__( 'Please enter a valid %s', 'kassa' ),
		getFieldLabelInSentence( label, locale )
	);
}

/**
 * The error of a required checkbox left unchecked.
 *
 * @return The message.
 */
export function checkboxRequiredMessage(): string {
	return __( 'Please check this box if you want to proceed.', 'kassa' );
}

/**
 * The error of a select whose value is not one of its options.
 *
 * @return The message.
 */
export function selectInvalidMessage(): string {
	return __( 'Please select a valid option', 'kassa' );
}

/**
 * The placeholder option of a select: 'Select a {field}'.
 *
 * @param label  The field's label.
 * @param locale WordPress locale; German keeps the label's case.
 * @return The placeholder text.
 */
export function selectPlaceholder( label: string, locale = '' ): string {
	return sprintf(
		/* translators: %s: field label in lowercase, e.g. "country" */
		__( 'Select a %s', 'kassa' ),
		getFieldLabelInSentence( label, locale )
	);
}

/**
 * Normalises an input value before validation and saving: surrounding white space removed.
 *
 * @param value The raw value.
 * @return The trimmed value.
 */
export function trimInputValue( value: string ): string {
	return value.trim();
}

/**
 * The message for an input's native validity state: the default message when a value is
 * missing, unparseable or of the wrong type (e.g. not an email address), otherwise the
 * browser's own message (pattern, length, range), or '' when valid.
 *
 * @param validity The input's ValidityState.
 * @param fallback The browser's validationMessage.
 * @param label    The field's label.
 * @param locale   WordPress locale.
 * @return The message, or '' when the input is valid.
 */
export function getValidityMessage(
	validity: ValidityState,
	fallback: string,
	label: string,
	locale = ''
): string {
	if ( validity.valid ) {
		return '';
	}
	if ( validity.customError ) {
		return fallback;
	}
	const defaultMessage = defaultInputErrorMessage( label, locale );
	if ( validity.valueMissing || validity.badInput || validity.typeMismatch ) {
		return defaultMessage;
	}
	return fallback || defaultMessage;
}
