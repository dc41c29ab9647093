import clsx from 'clsx';
import { useId } from '@wordpress/element';

/** One sort order. */
export interface SortOption {
	key: string;
	label: string;
}

type Props = {
	/** Visible label. */
	label: string;
	/** A fuller label for screen readers (the visible one is then hidden from them). */
	screenReaderLabel?: string;
	options: SortOption[];
	value: string;
	onChange: ( value: string ) => void;
	className?: string;
};

/**
 * A labelled select for a sort order (SPEC §2 region 13).
 *
 * @param props                   Props.
 * @param props.label             Visible label.
 * @param props.screenReaderLabel Label for screen readers.
 * @param props.options           Sort orders.
 * @param props.value             Selected key.
 * @param props.onChange          Receives the chosen key.
 * @param props.className         Extra class.
 * @return The select.
 */
export default function SortSelect( {
	label,
	screenReaderLabel,
	options,
	value,
	onChange,
	className,
}: Props ) {
	const id = useId();
	return (
		<div className={ clsx( 'kassa-sort-select', className ) }>
			<label className="kassa-sort-select__label" htmlFor={ id }>
				<span aria-hidden={ screenReaderLabel ? true : undefined }>
					{ label }
				</span>
				{ screenReaderLabel && (
					<span className="kassa-screen-reader-text">
						{ screenReaderLabel }
					</span>
				) }
			</label>
			<select
				id={ id }
				className="kassa-sort-select__select"
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ options.map( ( option ) => (
					<option key={ option.key } value={ option.key }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
