import clsx from 'clsx';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

import KassaCheckboxControl from '../../../assets/components/checkbox-control';

/**
 * WooCommerce's `CheckboxControl`, drawn with Kassa's: a labelled checkbox (its children after
 * the label's text, inside the label), marked invalid when `hasError`; as in WooCommerce, the
 * error's text is the extension's to show (e.g. with `ValidationInputError`).
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.label     The label.
 * @param props.id        The checkbox's id (one is made when none is given).
 * @param props.onChange  Receives whether it is checked.
 * @param props.children  Shown after the label's text.
 * @param props.hasError  Mark it invalid.
 * @param props.checked   Whether it is checked.
 * @param props.disabled  Disabled.
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
}: {
	className?: string;
	label?: ReactNode;
	id?: string;
	onChange: ( checked: boolean ) => void;
	children?: ReactNode;
	hasError?: boolean;
	checked?: boolean;
	disabled?: boolean;
	[ key: string ]: unknown;
} ) {
	const generated = useId();
	return (
		<KassaCheckboxControl
			id={ id || `checkbox-control-${ generated }` }
			className={ clsx(
				'wc-block-components-checkbox',
				{ 'has-error': hasError },
				className
			) }
			label={
				<>
					{ label }
					{ children }
				</>
			}
			checked={ checked }
			disabled={ disabled }
			onChange={ onChange }
		/>
	);
}
