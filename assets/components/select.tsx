import clsx from 'clsx';
import { useEffect, useRef, useState } from '@wordpress/element';

import {
	selectInvalidMessage,
	selectPlaceholder,
} from '../utils/input-validation';

/** One option of a Select. */
export type SelectOption = { value: string; label: string };

export type SelectProps = {
	/** The select's id; the error gets `${ id }-error`. */
	id: string;
	/** The name a form would post it under. */
	name?: string;
	label: string;
	/** Shown instead of the label when the select is optional. */
	optionalLabel?: string;
	value: string;
	onChange: ( value: string ) => void;
	options: SelectOption[];
	/** The empty first option; 'Select a {label}' by default. */
	placeholder?: string;
	required?: boolean;
	disabled?: boolean;
	autoComplete?: string;
	/** The error of a required select left blank; 'Please select a valid option' by default. */
	requiredMessage?: string;
	/** An error from outside (address validation, the server); wins over the select's own. */
	error?: string;
	/** The field's own message (its `error_message`), shown instead of any of the select's own. */
	errorMessage?: string;
	/** Hide errors until the select is first blurred (default). */
	hideErrorUntilBlur?: boolean;
	/** Told the select's own error ('' when valid) on mount, change and blur. */
	onValidate?: ( error: string ) => void;
	/** WordPress locale, for the case of the label in the placeholder (German keeps it). */
	locale?: string;
	className?: string;
};

/**
 * A labelled native select (the most accessible choice for countries and states), with a
 * 'Select a %s' placeholder option and validation (SPEC.md §5 "Select"): a required select
 * must have a value, and a value must be one of the options ('Please select a valid option').
 *
 * @param props Props (see SelectProps).
 * @return The select with its label and error.
 */
export default function Select( props: SelectProps ) {
	const {
		id,
		name,
		label,
		optionalLabel,
		value,
		onChange,
		options,
		placeholder,
		required = false,
		disabled = false,
		autoComplete,
		requiredMessage,
		error,
		errorMessage,
		hideErrorUntilBlur = true,
		onValidate,
		locale,
		className,
	} = props;
	const [ isBlurred, setIsBlurred ] = useState( false );
	const onValidateRef = useRef( onValidate );
	onValidateRef.current = onValidate;

	let ownError = '';
	if ( value === '' ) {
		ownError = required ? requiredMessage || selectInvalidMessage() : '';
	} else if ( ! options.some( ( option ) => option.value === value ) ) {
		ownError = selectInvalidMessage();
	}
	// A field's own message stands for every error it has, as in WooCommerce's forms.
	if ( ownError && errorMessage ) {
		ownError = errorMessage;
	}

	useEffect( () => {
		onValidateRef.current?.( ownError );
	}, [ ownError ] );

	const shownError = error || ownError;
	const showError = !! shownError && ( isBlurred || ! hideErrorUntilBlur );
	const errorId = `${ id }-error`;

	return (
		<div
			className={ clsx( 'kassa-select', className, {
				'kassa-select--has-error': showError,
			} ) }
		>
			<label htmlFor={ id } className="kassa-select__label">
				{ required || ! optionalLabel ? label : optionalLabel }
			</label>
			<select
				id={ id }
				name={ name }
				className="kassa-select__select"
				value={ value }
				required={ required }
				disabled={ disabled }
				autoComplete={ autoComplete }
				aria-invalid={ showError || undefined }
				aria-describedby={ showError ? errorId : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ () => {
					setIsBlurred( true );
					onValidateRef.current?.( ownError );
				} }
			>
				<option value="">
					{ placeholder ?? selectPlaceholder( label, locale ) }
				</option>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			{ showError && (
				<p id={ errorId } className="kassa-select__error" role="alert">
					{ shownError }
				</p>
			) }
		</div>
	);
}
