import clsx from 'clsx';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { QUANTITY_SELECTOR_DEBOUNCE_MS } from '../constants';
import { MinusIcon, PlusIcon } from './icons';
import {
	normalizeQuantity,
	resolveQuantityLimits,
	type QuantityRule,
} from '../utils/quantity';

type Props = {
	/** The line's quantity as the store has it. */
	quantity: number;
	/** Called with a valid quantity, QUANTITY_SELECTOR_DEBOUNCE_MS after the last change. */
	onChange: ( quantity: number ) => void;
	/** The product's name, for the accessible labels. */
	itemName: string;
	/** The line's quantity limits (minimum, maximum, multiple_of); defaults per SPEC §9. */
	limits?: QuantityRule;
	/** True while the line has a call in flight. */
	disabled?: boolean;
	className?: string;
};

/**
 * SPEC §5 quantity input with minus and plus buttons. The value stays clamped to the limits
 * and on a multiple of the step; the buttons are disabled at the bounds; ArrowUp/ArrowDown
 * move one step; a typed value that is not valid snaps to the nearest valid one on blur.
 * Changes reach `onChange` after the selector's own debounce. The parent hides it for
 * sold-individually items.
 *
 * @param props           Props.
 * @param props.quantity  Current quantity.
 * @param props.onChange  Receives the new quantity (debounced).
 * @param props.itemName  Product name for labels.
 * @param props.limits    Quantity limits.
 * @param props.disabled  Disables every control.
 * @param props.className Extra class.
 * @return The selector.
 */
export default function QuantitySelector( {
	quantity,
	onChange,
	itemName,
	limits,
	disabled = false,
	className,
}: Props ) {
	const { minimum, maximum, step } = resolveQuantityLimits( limits );
	const [ value, setValue ] = useState( () =>
		normalizeQuantity( quantity, limits )
	);
	const [ text, setText ] = useState( String( value ) );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	// The latest props, read when the debounce fires.
	const latest = useRef( { quantity, onChange } );
	latest.current = { quantity, onChange };

	// The store's quantity wins whenever it changes (a server response, another tab).
	useEffect( () => {
		const normalized = normalizeQuantity( quantity, limits );
		setValue( normalized );
		setText( String( normalized ) );
		// Limits are an object literal in most parents; their numbers are what matters.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ quantity, minimum, maximum, step ] );

	useEffect( () => () => clearTimeout( timer.current ), [] );

	const commit = ( next: number ) => {
		setValue( next );
		setText( String( next ) );
		clearTimeout( timer.current );
		timer.current = setTimeout( () => {
			if ( next !== latest.current.quantity ) {
				latest.current.onChange( next );
			}
		}, QUANTITY_SELECTOR_DEBOUNCE_MS );
	};

	const change = ( next: number ) => {
		const normalized = normalizeQuantity( next, limits );
		if ( normalized !== value ) {
			commit( normalized );
		}
	};

	const canDecrease = ! disabled && value - step >= minimum;
	const canIncrease = ! disabled && value + step <= maximum;

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowUp' || event.key === 'ArrowDown' ) {
			// Take over from the native number input so a step is one multiple_of.
			event.preventDefault();
			change( value + ( event.key === 'ArrowUp' ? step : -step ) );
		}
	};

	return (
		<div
			className={ clsx( 'kassa-quantity-selector', className, {
				'kassa-quantity-selector--disabled': disabled,
			} ) }
		>
			<input
				className="kassa-quantity-selector__input"
				type="number"
				inputMode="numeric"
				min={ minimum }
				max={ maximum }
				step={ step }
				value={ text }
				disabled={ disabled }
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Quantity of %s in your cart.', 'kassa' ),
					itemName
				) }
				onKeyDown={ onKeyDown }
				onChange={ ( event ) => {
					setText( event.target.value );
					const typed = Number( event.target.value );
					// A valid typed value goes out on the debounce; others wait for blur.
					if (
						event.target.value !== '' &&
						normalizeQuantity( typed, limits ) === typed &&
						typed !== value
					) {
						commit( typed );
					}
				} }
				onBlur={ () => {
					const typed =
						text.trim() === '' ? Number.NaN : Number( text );
					const next = Number.isFinite( typed )
						? normalizeQuantity( typed, limits )
						: value;
					if ( next !== value ) {
						commit( next );
					} else {
						setText( String( value ) );
					}
				} }
			/>
			<button
				type="button"
				className="kassa-quantity-selector__button kassa-quantity-selector__button--minus"
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Reduce quantity of %s', 'kassa' ),
					itemName
				) }
				disabled={ ! canDecrease }
				onClick={ () => change( value - step ) }
			>
				<MinusIcon />
			</button>
			<button
				type="button"
				className="kassa-quantity-selector__button kassa-quantity-selector__button--plus"
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Increase quantity of %s', 'kassa' ),
					itemName
				) }
				disabled={ ! canIncrease }
				onClick={ () => change( value + step ) }
			>
				<PlusIcon />
			</button>
		</div>
	);
}
