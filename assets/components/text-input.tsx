import clsx from 'clsx';
import {
	forwardRef,
	useCallback,
	useEffect,
	useImperativeHandle,
	useRef,
	useState,
} from '@wordpress/element';
import type { ForwardedRef } from 'react';

import {
	defaultInputErrorMessage,
	getValidityMessage,
	trimInputValue,
} from '../utils/input-validation';

export type TextInputProps = {
	/** The input's id; the error gets `${ id }-error`. */
	id: string;
	/** The name a form would post it under. */
	name?: string;
	label: string;
	/** Shown instead of the label when the input is optional, e.g. 'Company (optional)'. */
	optionalLabel?: string;
	value: string;
	/** Receives the value as typed (formatted by formatValue); trimmed on blur. */
	onChange: ( value: string ) => void;
	type?: 'text' | 'email' | 'tel' | 'password' | 'url';
	required?: boolean;
	disabled?: boolean;
	autoComplete?: string;
	autoCapitalize?: string;
	placeholder?: string;
	/** More input attributes from a field definition, e.g. { maxLength: '20' }. */
	attributes?: Record< string, string >;
	/** Formats the value as it is typed, e.g. formatPostcodeInput. */
	formatValue?: ( value: string ) => string;
	/** A custom rule for a non-blank value: its error message, or '' when valid. */
	customValidation?: ( value: string ) => string | undefined;
	/** An error from outside (address validation, the server); wins over the input's own. */
	error?: string;
	/** The field's own message (its `error_message`), shown instead of any of the input's own. */
	errorMessage?: string;
	/** Hide errors until the input is first blurred (default), e.g. until a submit attempt. */
	hideErrorUntilBlur?: boolean;
	/** Told the input's own error ('' when valid) on mount, change and blur. */
	onValidate?: ( error: string ) => void;
	/** WordPress locale, for the case of the label in messages (German keeps it). */
	locale?: string;
	className?: string;
};

/**
 * A labelled text input with validation (SPEC.md §5 "Generic inputs"): native validity plus a
 * custom rule, checked on mount, change and blur, on the trimmed value. Errors show after the
 * first blur (unless hideErrorUntilBlur is false) as an alert the input is described by.
 * Forwards a ref to the <input>.
 *
 * @param props Props (see TextInputProps).
 * @param ref   Ref to the input element.
 * @return The input with its label and error.
 */
function TextInput(
	props: TextInputProps,
	ref: ForwardedRef< HTMLInputElement >
) {
	const {
		id,
		name,
		label,
		optionalLabel,
		value,
		onChange,
		type = 'text',
		required = false,
		disabled = false,
		autoComplete,
		autoCapitalize,
		placeholder,
		attributes,
		formatValue,
		customValidation,
		error,
		errorMessage,
		hideErrorUntilBlur = true,
		onValidate,
		locale,
		className,
	} = props;
	const inputRef = useRef< HTMLInputElement >( null );
	useImperativeHandle( ref, () => inputRef.current as HTMLInputElement );
	const [ ownError, setOwnError ] = useState( '' );
	const [ isBlurred, setIsBlurred ] = useState( false );
	// The latest callbacks, so an inline function from the parent does not re-run validation.
	const callbacks = useRef( { customValidation, onValidate } );
	callbacks.current = { customValidation, onValidate };

	const validate = useCallback( () => {
		const input = inputRef.current;
		if ( ! input ) {
			return;
		}
		input.setCustomValidity( '' );
		const trimmed = trimInputValue( input.value );
		let message = '';
		if ( trimmed === '' ) {
			// Native `required` sees '  ' as a value; trimmed, it is none.
			message = required ? defaultInputErrorMessage( label, locale ) : '';
		} else {
			message =
				getValidityMessage(
					input.validity,
					input.validationMessage,
					label,
					locale
				) ||
				callbacks.current.customValidation?.( trimmed ) ||
				'';
		}
		// A field's own message stands for every error it has, as in WooCommerce's forms.
		if ( message && errorMessage ) {
			message = errorMessage;
		}
		// Native form checks (and :invalid styles) then agree with what is shown.
		input.setCustomValidity( message );
		setOwnError( message );
		callbacks.current.onValidate?.( message );
	}, [ required, label, locale, errorMessage ] );

	// On mount and on every change of the value or the rules.
	useEffect( validate, [ validate, value, type, attributes ] );

	const shownError = error || ownError;
	const showError = !! shownError && ( isBlurred || ! hideErrorUntilBlur );
	const errorId = `${ id }-error`;

	return (
		<div
			className={ clsx( 'kassa-text-input', className, {
				'kassa-text-input--has-error': showError,
				'kassa-text-input--has-value': value !== '',
			} ) }
		>
			<label htmlFor={ id } className="kassa-text-input__label">
				{ required || ! optionalLabel ? label : optionalLabel }
			</label>
			<input
				{ ...attributes }
				ref={ inputRef }
				id={ id }
				name={ name }
				className="kassa-text-input__input"
				type={ type }
				value={ value }
				required={ required }
				disabled={ disabled }
				autoComplete={ autoComplete }
				autoCapitalize={ autoCapitalize }
				placeholder={ placeholder }
				aria-invalid={ showError || undefined }
				aria-describedby={ showError ? errorId : undefined }
				onChange={ ( event ) =>
					onChange(
						formatValue
							? formatValue( event.target.value )
							: event.target.value
					)
				}
				onBlur={ ( event ) => {
					setIsBlurred( true );
					const trimmed = trimInputValue( event.target.value );
					if ( trimmed !== value ) {
						onChange( trimmed );
					}
					validate();
				} }
			/>
			{ showError && (
				<p
					id={ errorId }
					className="kassa-text-input__error"
					role="alert"
				>
					{ shownError }
				</p>
			) }
		</div>
	);
}

export default forwardRef( TextInput );
