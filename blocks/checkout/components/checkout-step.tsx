import clsx from 'clsx';
import {
	flushSync,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

import { ChevronDownIcon } from '../../../assets/components/icons';
import { useCheckoutSettings } from '../context';

type Props = {
	/** Used in class names, e.g. 'contact-information'. */
	name: string;
	title: ReactNode;
	description?: ReactNode;
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
 *
 * @param props             Props.
 * @param props.name        Step name for classes.
 * @param props.title       Heading.
 * @param props.description Text under the heading.
 * @param props.children    The step's content.
 * @param props.titleAside  Next to the heading.
 * @param props.className   Extra class.
 * @return The step.
 */
export default function CheckoutStep( {
	name,
	title,
	description,
	children,
	titleAside,
	className,
}: Props ) {
	const { showStepNumbers, collapsibleSteps } = useCheckoutSettings();
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
			{ description && (
				<p className="kassa-checkout-step__description">
					{ description }
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
							{ title }
							<ChevronDownIcon className="kassa-checkout-step__toggle-icon" />
						</button>
					) : (
						title
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
