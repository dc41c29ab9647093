/**
 * WooCommerce's `TextInput` and `ValidatedTextInput`, drawn with Kassa's text input. A
 * validated input keeps its error in the validation store under its `errorId` (else its id):
 * the checkout refuses the order while it is there, and shows it when the shopper tries.
 */
import clsx from 'clsx';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	forwardRef,
	useCallback,
	useEffect,
	useId,
	useImperativeHandle,
	useRef,
} from '@wordpress/element';
import type { ForwardedRef } from 'react';
import { validationStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import KassaTextInput from '../../../assets/components/text-input';

type TextInputProps = {
	id?: string;
	className?: string;
	type?: 'text' | 'email' | 'tel' | 'password' | 'url';
	label?: string;
	value?: string;
	onChange: ( value: string ) => void;
	required?: boolean;
	disabled?: boolean;
	autoComplete?: string;
	autoCapitalize?: string;
	placeholder?: string;
};

type ValidatedTextInputProps = TextInputProps & {
	/** The validation store's key for the error; the input's id by default. */
	errorId?: string;
	/** An error to show, whatever the input's own. */
	errorMessage?: string;
	/** Show the error (else it stays in the store only). */
	showError?: boolean;
	focusOnMount?: boolean;
	/** Checks the input element; returns false (after `setCustomValidity`) when invalid. */
	customValidation?: ( input: HTMLInputElement ) => boolean;
	/** Formats the value as it is typed. */
	customFormatter?: ( value: string ) => string;
	instanceId?: string | number;
};

/** What a ValidatedTextInput's ref gives (WooCommerce's `ValidatedTextInputHandle`). */
export type ValidatedTextInputHandle = {
	focus: () => void;
	revalidate: () => void;
};

/**
 * A labelled text input.
 *
 * @param props                Props (WooCommerce's TextInput's).
 * @param props.id
 * @param props.className
 * @param props.type
 * @param props.label
 * @param props.value
 * @param props.onChange
 * @param props.required
 * @param props.disabled
 * @param props.autoComplete
 * @param props.autoCapitalize
 * @param props.placeholder
 * @return The input.
 */
export function TextInput( {
	id,
	className,
	type = 'text',
	label = '',
	value = '',
	onChange,
	required = false,
	disabled = false,
	autoComplete,
	autoCapitalize,
	placeholder,
}: TextInputProps ) {
	const generated = useId();
	return (
		<KassaTextInput
			id={ id || `textinput-${ generated }` }
			className={ clsx( 'wc-block-components-text-input', className ) }
			type={ type }
			label={ label }
			value={ value }
			onChange={ onChange }
			required={ required }
			disabled={ disabled }
			autoComplete={ autoComplete }
			autoCapitalize={ autoCapitalize }
			placeholder={ placeholder }
			locale={ getSetting( 'locale' ) }
		/>
	);
}

function ValidatedTextInputImpl(
	{
		id,
		className,
		type = 'text',
		label = '',
		value = '',
		onChange,
		required = false,
		disabled = false,
		autoComplete,
		autoCapitalize,
		placeholder,
		errorId,
		errorMessage = '',
		showError = true,
		focusOnMount = false,
		customValidation,
		customFormatter,
		instanceId,
	}: ValidatedTextInputProps,
	ref: ForwardedRef< ValidatedTextInputHandle >
) {
	const generated = useId();
	const inputId = id || `textinput-${ instanceId ?? generated }`;
	const key = errorId ?? inputId;
	const inputRef = useRef< HTMLInputElement >( null );
	const { setValidationErrors, clearValidationError } =
		useDispatch( validationStore );
	const stored = useSelect(
		( select ) => select( validationStore ).getValidationError( key ),
		[ key ]
	);
	const onValidate = useCallback(
		( message: string ) => {
			if ( message ) {
				setValidationErrors( { [ key ]: { message, hidden: true } } );
			} else {
				clearValidationError( key );
			}
		},
		[ key, setValidationErrors, clearValidationError ]
	);
	useEffect(
		() => () => {
			clearValidationError( key );
		},
		[ key, clearValidationError ]
	);
	useEffect( () => {
		if ( focusOnMount ) {
			inputRef.current?.focus();
		}
	}, [ focusOnMount ] );
	useImperativeHandle(
		ref,
		() => ( {
			focus: () => inputRef.current?.focus(),
			revalidate: () => {
				inputRef.current?.dispatchEvent(
					new Event( 'blur', { bubbles: true } )
				);
			},
		} ),
		[]
	);
	const shownError =
		errorMessage || ( stored && ! stored.hidden ? stored.message : '' );
	return (
		<KassaTextInput
			ref={ inputRef }
			id={ inputId }
			className={ clsx( 'wc-block-components-text-input', className ) }
			type={ type }
			label={ label }
			value={ value }
			onChange={ onChange }
			required={ required }
			disabled={ disabled }
			autoComplete={ autoComplete }
			autoCapitalize={ autoCapitalize }
			placeholder={ placeholder }
			formatValue={ customFormatter }
			customValidation={
				customValidation &&
				( () => {
					const input = inputRef.current;
					if ( ! input || customValidation( input ) ) {
						return '';
					}
					return input.validationMessage;
				} )
			}
			error={ showError ? shownError || undefined : undefined }
			onValidate={ onValidate }
			locale={ getSetting( 'locale' ) }
		/>
	);
}

/** A text input whose error blocks the order until it is put right. */
export const ValidatedTextInput = forwardRef( ValidatedTextInputImpl );
