import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { cartStore } from '@kassa/data';

import { useIsEditor } from '../../assets/components/editor-context';

type Props = {
	/** The empty state's blocks: the button to the shop, and any the admin added. */
	children?: ReactNode;
};

/**
 * The drawer's empty state: a message and its blocks (the button to the shop). Shown only
 * while the cart is empty (always in the editor, so an admin can see it).
 *
 * @param props          Props.
 * @param props.children The empty state's blocks.
 * @return The empty state, or nothing.
 */
export default function MiniCartEmpty( { children }: Props ) {
	const isEditor = useIsEditor();
	const isEmpty = useSelect( ( select ) => {
		const cart = select( cartStore ).getCartData();
		return !! cart && cart.items.length === 0;
	}, [] );
	if ( ! isEmpty && ! isEditor ) {
		return null;
	}
	return (
		<div className="kassa-mini-cart__empty">
			<p className="kassa-mini-cart__empty-message">
				{ __( 'Your cart is currently empty!', 'kassa' ) }
			</p>
			{ children }
		</div>
	);
}
