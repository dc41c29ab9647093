import clsx from 'clsx';
import { useSelect } from '@wordpress/data';
import {
	flushSync,
	useContext,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';
import { checkoutStore } from '@kassa/data';

import { ChevronDownIcon } from '../../../assets/components/icons';
import { useCheckoutSettings } from '../context';
import { stepText, StepTextEditContext, type StepTexts } from './step-texts';

type Props = {
	/** Used in class names, e.g. 'contact-information'. */
	name: string;
	/** The default heading (translated). */
	title: string;
	/** The default text under the heading (translated), if the step has one. */
	description?: string;
	/** The admin's heading and description, which replace the defaults. */
	texts?: StepTexts;
	children: ReactNode;
	/** Rendered beside the title, e.g. a login link. */
	titleAside?: ReactNode;
	className?: string;
};

const stepsToReveal = new Set< () => void >();

/**
 * Opens every collapsed checkout step that holds a field showing an error, at once (before
 * focus moves to the first invalid field after a failed submit).
 */
export function revealInvalidSteps() {
	if ( stepsToReveal.size ) {
		flushSync( () => stepsToReveal.forEach( ( reveal ) => reveal() ) );
	}
}

/**
 * One checkout step: a fieldset with a heading and, when the checkout shows step numbers, its
 * number. Numbers come from a CSS counter over the steps actually shown, so a step that is not
 * rendered (shipping for a virtual cart) never leaves a gap. With the checkout's collapsible
 * steps setting, the heading holds a button (aria-expanded, aria-controls) that collapses and
 * expands the step, as the shared Panel does; a collapsed step keeps its fields mounted (their
 * errors still block the order) and opens again when a failed submit shows one of its errors.
 * The heading and description are the admin's texts where set; in the editor they are fields
 * the admin types into. While the order is on its way the step is disabled, as WooCommerce's
 * are.
 *
 * @param props             Props.
 * @param props.name        Step name for classes.
 * @param props.title       Default heading.
 * @param props.description Default text under the heading.
 * @param props.texts       The admin's heading and description.
 * @param props.children    The step's content.
 * @param props.titleAside  Next to the heading.
 * @param props.className   Extra class.
 * @return The step.
 */
export default function CheckoutStep( {
	name,
	title,
	description = '',
	texts = {},
	children,
	titleAside,
	className,
}: Props ) {
	const settings = useCheckoutSettings();
	const editText = useContext( StepTextEditContext );
	const { showStepNumbers } = settings;
	// In the editor the heading is a text field, which a toggle button cannot hold.
	const collapsibleSteps = settings.collapsibleSteps && ! editText;
	const shownTitle = editText
		? editText( 'title', title )
		: stepText( texts.title, title );
	const shownDescription = editText
		? editText( 'description', description )
		: stepText( texts.description, description );
	// Nothing typed while the order is on its way would reach it: the fieldset takes none.
	const isPlacingOrder = useSelect(
		( select ) => select( checkoutStore ).isPlacingOrder(),
		[]
	);
	const headingId = useId();
	const bodyId = useId();
	const [ isOpen, setIsOpen ] = useState( true );
	const body = useRef< HTMLDivElement >( null );
	const open = ! collapsibleSteps || isOpen;

	useEffect( () => {
		if ( ! collapsibleSteps ) {
			return;
		}
		const reveal = () => {
			if ( body.current?.querySelector( '[aria-invalid="true"]' ) ) {
				setIsOpen( true );
			}
		};
		stepsToReveal.add( reveal );
		return () => {
			stepsToReveal.delete( reveal );
		};
	}, [ collapsibleSteps ] );

	const content = (
		<>
			{ shownDescription && (
				<p className="kassa-checkout-step__description">
					{ shownDescription }
				</p>
			) }
			<div className="kassa-checkout-step__content">{ children }</div>
		</>
	);

	return (
		<fieldset
			className={ clsx(
				'kassa-checkout-step',
				`kassa-checkout-step--${ name }`,
				{
					'kassa-checkout-step--numbered': showStepNumbers,
					'kassa-checkout-step--collapsible': collapsibleSteps,
					'kassa-checkout-step--is-open': collapsibleSteps && open,
				},
				className
			) }
			aria-labelledby={ headingId }
			disabled={ isPlacingOrder && ! editText }
		>
			<div className="kassa-checkout-step__heading">
				<h2 id={ headingId } className="kassa-checkout-step__title">
					{ collapsibleSteps ? (
						<button
							type="button"
							className="kassa-checkout-step__toggle"
							aria-expanded={ open }
							aria-controls={ bodyId }
							onClick={ () => setIsOpen( ! open ) }
						>
							{ shownTitle }
							<ChevronDownIcon className="kassa-checkout-step__toggle-icon" />
						</button>
					) : (
						shownTitle
					) }
				</h2>
				{ titleAside }
			</div>
			{ collapsibleSteps ? (
				<div
					id={ bodyId }
					ref={ body }
					className="kassa-checkout-step__body"
					hidden={ ! open }
				>
					{ content }
				</div>
			) : (
				content
			) }
		</fieldset>
	);
}
