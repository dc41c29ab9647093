import clsx from 'clsx';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

import { PLACE_ORDER_SEPARATOR } from '../constants';
import { CheckIcon } from './icons';
import Spinner from './spinner';

type Props = {
	/** e.g. 'Place Order' or the active payment method's placeOrderButtonLabel. */
	label: string;
	/** Shown after the label, separated by PLACE_ORDER_SEPARATOR (e.g. the formatted total). */
	price?: ReactNode;
	onClick?: () => void;
	/** The checkout is processing: spinner, disabled (SPEC §4). */
	isProcessing?: boolean;
	/** The order is placed and the browser is being redirected: check icon, disabled. */
	isComplete?: boolean;
	/** The checkout has an error; a complete checkout with an error shows the label again. */
	hasError?: boolean;
	disabled?: boolean;
	type?: 'button' | 'submit';
	/** Between the label and the price; empty for a space alone. */
	separator?: string;
	className?: string;
};

/**
 * The place-order button (SPEC §2 region 8). Shows a spinner while processing and a check
 * icon once complete without error (the redirect is under way); disabled meanwhile. The label
 * stays readable to screen readers in every state. Its name is the label and the price as two
 * words ('Pay now £26.39'): the separator between them is drawn, not read.
 *
 * @param props              Props.
 * @param props.label        Button label.
 * @param props.price        Text after the label.
 * @param props.onClick      Places the order.
 * @param props.isProcessing Checkout is processing.
 * @param props.isComplete   Checkout is complete.
 * @param props.hasError     Checkout has an error.
 * @param props.disabled     Disabled for another reason.
 * @param props.type         Button type.
 * @param props.separator    Separator between label and price.
 * @param props.className    Extra class.
 * @return The button.
 */
export default function PlaceOrderButton( {
	label,
	price,
	onClick,
	isProcessing = false,
	isComplete = false,
	hasError = false,
	disabled = false,
	type = 'button',
	separator = PLACE_ORDER_SEPARATOR,
	className,
}: Props ) {
	const isRedirecting = isComplete && ! hasError;
	const isBusy = isProcessing || isRedirecting;
	const hasPrice = price !== undefined && price !== null && price !== '';
	const id = useId();
	return (
		<button
			type={ type }
			className={ clsx(
				'kassa-place-order-button wp-element-button',
				className,
				{
					'kassa-place-order-button--processing': isProcessing,
					'kassa-place-order-button--complete': isRedirecting,
				}
			) }
			disabled={ disabled || isBusy }
			aria-busy={ isBusy || undefined }
			aria-labelledby={
				hasPrice ? `${ id }-label ${ id }-price` : undefined
			}
			onClick={ onClick }
		>
			<span className="kassa-place-order-button__text">
				<span
					id={ `${ id }-label` }
					className="kassa-place-order-button__label"
				>
					{ label }
				</span>
				{ hasPrice && (
					<>
						{ separator.trim() ? (
							<span
								className="kassa-place-order-button__separator"
								aria-hidden="true"
							>
								{ ` ${ separator.trim() } ` }
							</span>
						) : (
							' '
						) }
						<span
							id={ `${ id }-price` }
							className="kassa-place-order-button__price"
						>
							{ price }
						</span>
					</>
				) }
			</span>
			{ isProcessing && (
				<Spinner className="kassa-place-order-button__spinner" />
			) }
			{ ! isProcessing && isRedirecting && (
				<CheckIcon className="kassa-place-order-button__icon" />
			) }
		</button>
	);
}
