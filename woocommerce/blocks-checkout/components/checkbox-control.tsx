import clsx from 'clsx';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

import KassaCheckboxControl from '../../../assets/components/checkbox-control';

/**
 * WooCommerce's `CheckboxControl`, drawn with Kassa's: a labelled checkbox, with an error when
 * `hasError` (its `errorMessage`).
 *
 * @param props              Props.
 * @param props.className    Extra class.
 * @param props.label        The label.
 * @param props.id           The checkbox's id (one is made when none is given).
 * @param props.onChange     Receives whether it is checked.
 * @param props.children     Shown after the checkbox.
 * @param props.hasError     Show the error.
 * @param props.checked      Whether it is checked.
 * @param props.disabled     Disabled.
 * @param props.errorMessage The error.
 * @return The checkbox.
 */
export function CheckboxControl( {
	className,
	label,
	id,
	onChange,
	children,
	hasError = false,
	checked = false,
	disabled = false,
	errorMessage,
}: {
	className?: string;
	label?: ReactNode;
	id?: string;
	onChange: ( checked: boolean ) => void;
	children?: ReactNode;
	hasError?: boolean;
	checked?: boolean;
	disabled?: boolean;
	errorMessage?: string;
	[ key: string ]: unknown;
} ) {
	const generated = useId();
	return (
		<>
			<KassaCheckboxControl
				id={ id || `checkbox-control-${ generated }` }
				className={ clsx( 'wc-block-components-checkbox', className ) }
				label={ label }
				checked={ checked }
				disabled={ disabled }
				onChange={ onChange }
				error={ hasError ? errorMessage : undefined }
				hideErrorUntilBlur={ false }
			/>
			{ children }
		</>
	);
}
