import clsx from 'clsx';
import { useContext } from '@wordpress/element';
import type { ReactNode } from 'react';

import {
	ShellWidthContext,
	useContainerWidthClass,
} from '../../../assets/utils/use-container-width-class';
import {
	CheckoutSettingsContext,
	CheckoutWidthContext,
	useSettingsFromAttributes,
} from '../context';

type Props = {
	/** The checkout block's attributes (step numbers, collapsible steps, fields). */
	attributes: Record< string, unknown >;
	/** Its columns. */
	children?: ReactNode;
};

/**
 * The checkout's layout: its columns, with the checkout block's settings and the checkout's
 * width (measured from the shell the server printed) shared through context, and the step
 * numbers' class. The checkout's and the order-pay view's.
 *
 * @param props            Props.
 * @param props.attributes The checkout block's attributes.
 * @param props.children   The columns.
 * @return The layout.
 */
export default function CheckoutLayout( { attributes, children }: Props ) {
	const settings = useSettingsFromAttributes( attributes );
	const [ ref, widthClass ] = useContainerWidthClass(
		useContext( ShellWidthContext )
	);
	return (
		<CheckoutSettingsContext.Provider value={ settings }>
			<CheckoutWidthContext.Provider value={ widthClass }>
				<div
					ref={ ref }
					className={ clsx( 'kassa-checkout', widthClass, {
						'kassa-checkout--step-numbers':
							settings.showStepNumbers,
					} ) }
				>
					{ children }
				</div>
			</CheckoutWidthContext.Provider>
		</CheckoutSettingsContext.Provider>
	);
}
