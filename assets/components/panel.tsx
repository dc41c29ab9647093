import clsx from 'clsx';
import { useId, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { ChevronDownIcon } from './icons';

type Props = {
	title: ReactNode;
	children: ReactNode;
	/** Open on first render (uncontrolled). */
	initialOpen?: boolean;
	/** Controlled open state; pair with onToggle. */
	isOpen?: boolean;
	onToggle?: ( isOpen: boolean ) => void;
	/** False renders a plain titled section without the toggle (e.g. a checkout step on wide screens). */
	collapsible?: boolean;
	/** Checkout step number shown before the title. */
	stepNumber?: number;
	/** Wraps the title in a heading of this level. */
	headingLevel?: 2 | 3 | 4 | 5 | 6;
	className?: string;
};

/**
 * A collapsible panel: a button with aria-expanded and aria-controls toggles its content.
 * Used for 'Add a coupon', shipping packages, the order summary on small screens and
 * checkout steps (with optional step numbers).
 *
 * @param props              Props.
 * @param props.title        Panel title.
 * @param props.children     Panel content.
 * @param props.initialOpen  Open at first (uncontrolled).
 * @param props.isOpen       Open (controlled).
 * @param props.onToggle     Receives the new open state.
 * @param props.collapsible  False for a non-collapsible section.
 * @param props.stepNumber   Step number before the title.
 * @param props.headingLevel Heading level wrapping the title.
 * @param props.className    Extra class.
 * @return The panel.
 */
export default function Panel( {
	title,
	children,
	initialOpen = false,
	isOpen,
	onToggle,
	collapsible = true,
	stepNumber,
	headingLevel,
	className,
}: Props ) {
	const [ ownOpen, setOwnOpen ] = useState( initialOpen );
	const contentId = useId();
	const open = ! collapsible || ( isOpen ?? ownOpen );
	const Heading = headingLevel ? ( `h${ headingLevel }` as const ) : 'div';

	const titleContent = (
		<>
			{ stepNumber !== undefined && (
				<span className="kassa-panel__step-number">{ stepNumber }</span>
			) }
			<span className="kassa-panel__title">{ title }</span>
		</>
	);

	return (
		<div
			className={ clsx( 'kassa-panel', className, {
				'kassa-panel--is-open': open,
				'kassa-panel--collapsible': collapsible,
				'kassa-panel--has-step-number': stepNumber !== undefined,
			} ) }
		>
			<Heading className="kassa-panel__heading">
				{ collapsible ? (
					<button
						type="button"
						className="kassa-panel__button"
						aria-expanded={ open }
						aria-controls={ contentId }
						onClick={ () => {
							setOwnOpen( ! open );
							onToggle?.( ! open );
						} }
					>
						{ titleContent }
						<ChevronDownIcon className="kassa-panel__icon" />
					</button>
				) : (
					titleContent
				) }
			</Heading>
			<div
				id={ contentId }
				className="kassa-panel__content"
				hidden={ ! open }
			>
				{ children }
			</div>
		</div>
	);
}
