import { Children, Fragment } from '@wordpress/element';
import type { ReactNode } from 'react';

type Props = {
	/** The title's blocks: its label and its item count. */
	children?: ReactNode;
};

/**
 * The drawer's title: its blocks side by side with a space between, so the dialog reads as
 * 'Your cart (2 items)'. The drawer puts it in its heading.
 *
 * @param props          Props.
 * @param props.children The title's blocks.
 * @return The title's parts.
 */
export default function MiniCartTitle( { children }: Props ) {
	return (
		<>
			{ Children.toArray( children ).map( ( child, index ) => (
				<Fragment key={ index }>
					{ index > 0 && ' ' }
					{ child }
				</Fragment>
			) ) }
		</>
	);
}
