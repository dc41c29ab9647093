import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { useIsEditor } from '../../assets/hooks/editor-context';

/**
 * The drawer's empty state: a message and a link to the shop. Shown only while the cart is
 * empty (always in the editor, so an admin can see it).
 *
 * @return The empty state, or nothing.
 */
export default function MiniCartEmpty() {
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
			<a
				className="kassa-mini-cart__link-button kassa-mini-cart__link-button--primary"
				href={ getSetting( 'pages' ).shop }
			>
				{ __( 'Start shopping', 'kassa' ) }
			</a>
		</div>
	);
}
