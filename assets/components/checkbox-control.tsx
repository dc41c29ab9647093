import clsx from 'clsx';
import { useEffect, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { checkboxRequiredMessage } from '../utils/input-validation';

export type CheckboxControlProps = {
	/** The checkbox's id; the error gets `${ id }-error`. */
	id: string;
	/** The label; for HTML from settings, render sanitizeLabelHTML's output. */
	label: ReactNode;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	required?: boolean;
	disabled?: boolean;
	/** An error from outside; wins over the checkbox's own. */
	error?: string;
	/** The field's own message (its `error_message`), shown instead of the checkbox's own. */
	errorMessage?: string;
	/** Hide errors until the checkbox is first blurred or changed (default). */
	hideErrorUntilBlur?: boolean;
	/** Told the checkbox's own error ('' when valid) on mount, change and blur. */
	onValidate?: ( error: string ) => void;
	className?: string;
};

/**
 * A labelled checkbox. A required one left unchecked has the error 'Please check this box if
 * you want to proceed.' (SPEC.md §5), or the field's own message, shown as an alert the checkbox
 * is described by.
 *
 * @param props Props (see CheckboxControlProps).
 * @return The checkbox with its label and error.
 */
export default function CheckboxControl( props: CheckboxControlProps ) {
	const {
		id,
		label,
		checked,
		onChange,
		required = false,
		disabled = false,
		error,
		errorMessage,
		hideErrorUntilBlur = true,
		onValidate,
		className,
	} = props;
	const [ isTouched, setIsTouched ] = useState( false );
	const onValidateRef = useRef( onValidate );
	onValidateRef.current = onValidate;
	const ownError =
		required && ! checked ? errorMessage || checkboxRequiredMessage() : '';

	useEffect( () => {
		onValidateRef.current?.( ownError );
	}, [ ownError ] );

	const shownError = error || ownError;
	const showError = !! shownError && ( isTouched || ! hideErrorUntilBlur );
	const errorId = `${ id }-error`;

	return (
		<div
			className={ clsx( 'kassa-checkbox-control', className, {
				'kassa-checkbox-control--has-error': showError,
			} ) }
		>
			<input
				id={ id }
				className="kassa-checkbox-control__input"
				type="checkbox"
				checked={ checked }
				required={ required }
				disabled={ disabled }
				aria-invalid={ showError || undefined }
				aria-describedby={ showError ? errorId : undefined }
				onChange={ ( event ) => {
					setIsTouched( true );
					onChange( event.target.checked );
				} }
				onBlur={ () => {
					setIsTouched( true );
					onValidateRef.current?.( ownError );
				} }
			/>
			<label htmlFor={ id } className="kassa-checkbox-control__label">
				{ label }
			</label>
			{ showError && (
				<p
					id={ errorId }
					className="kassa-checkbox-control__error"
					role="alert"
				>
					{ shownError }
				</p>
			) }
		</div>
	);
}
