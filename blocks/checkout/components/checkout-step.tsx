import clsx from 'clsx';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

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

/**
 * One checkout step: a fieldset with a heading and, when the checkout shows step numbers, its
 * number. Numbers come from a CSS counter over the steps actually shown, so a step that is not
 * rendered (shipping for a virtual cart) never leaves a gap.
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
	const { showStepNumbers } = useCheckoutSettings();
	const headingId = useId();
	return (
		<fieldset
			className={ clsx(
				'kassa-checkout-step',
				`kassa-checkout-step--${ name }`,
				{ 'kassa-checkout-step--numbered': showStepNumbers },
				className
			) }
			aria-labelledby={ headingId }
		>
			<div className="kassa-checkout-step__heading">
				<h2 id={ headingId } className="kassa-checkout-step__title">
					{ title }
				</h2>
				{ titleAside }
			</div>
			{ description && (
				<p className="kassa-checkout-step__description">
					{ description }
				</p>
			) }
			<div className="kassa-checkout-step__content">{ children }</div>
		</fieldset>
	);
}
