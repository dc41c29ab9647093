import clsx from 'clsx';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	CHECKBOX_LIST_LIMIT,
	CHECKBOX_LIST_TRUNCATE_SLACK,
} from '../constants';

/** One option of a checkbox list. */
export interface CheckboxListOption {
	value: string;
	label: ReactNode;
}

type Props = {
	options: CheckboxListOption[];
	/** Values of the checked options. */
	checked: string[];
	/** Called with the value of the option toggled. */
	onChange: ( value: string ) => void;
	/** Options shown before 'Show N more'. */
	limit?: number;
	isDisabled?: boolean;
	className?: string;
};

/**
 * A list of checkboxes (SPEC §2 region 13, §5). Lists longer than limit + 5 show the first
 * `limit` options and a 'Show N more' button; expanded, a 'Show less' button.
 *
 * @param props            Props.
 * @param props.options    Options.
 * @param props.checked    Checked values.
 * @param props.onChange   Receives the toggled value.
 * @param props.limit      Options shown when truncated (default 10).
 * @param props.isDisabled Disables the checkboxes.
 * @param props.className  Extra class.
 * @return The list.
 */
export default function CheckboxList( {
	options,
	checked,
	onChange,
	limit = CHECKBOX_LIST_LIMIT,
	isDisabled = false,
	className,
}: Props ) {
	const [ isExpanded, setIsExpanded ] = useState( false );
	const idPrefix = useId();
	// SPEC §5: hiding only five or fewer options is not worth a button.
	const canTruncate = options.length > limit + CHECKBOX_LIST_TRUNCATE_SLACK;
	const visible =
		canTruncate && ! isExpanded ? options.slice( 0, limit ) : options;

	return (
		<ul className={ clsx( 'kassa-checkbox-list', className ) }>
			{ visible.map( ( option ) => {
				const id = `${ idPrefix }-${ option.value }`;
				return (
					<li
						key={ option.value }
						className="kassa-checkbox-list__item"
					>
						<input
							id={ id }
							className="kassa-checkbox-list__input"
							type="checkbox"
							value={ option.value }
							checked={ checked.includes( option.value ) }
							disabled={ isDisabled }
							onChange={ () => onChange( option.value ) }
						/>
						<label
							className="kassa-checkbox-list__label"
							htmlFor={ id }
						>
							{ option.label }
						</label>
					</li>
				);
			} ) }
			{ canTruncate && (
				<li className="kassa-checkbox-list__toggle">
					<button
						type="button"
						className="kassa-checkbox-list__toggle-button"
						onClick={ () => setIsExpanded( ! isExpanded ) }
					>
						{ isExpanded
							? __( 'Show less', 'kassa' )
							: sprintf(
									/* translators: %d: number of options hidden */
									__( 'Show %d more', 'kassa' ),
									options.length - limit
								) }
					</button>
				</li>
			) }
		</ul>
	);
}
