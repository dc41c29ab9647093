import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';
import type { ReactNode } from 'react';

import { useCartView } from '../cart/context';

type Props = {
	/** Heading text; a default when empty. */
	heading?: string;
	/** The shop link's text; a default when empty. */
	linkLabel?: string;
	/** Blocks the admin added below (kept as saved). */
	children?: ReactNode;
};

/**
 * The empty cart: a heading, a link to the shop, and whatever the admin added. Shows only
 * while the cart has no lines.
 *
 * @param props           Props.
 * @param props.heading   Heading text.
 * @param props.linkLabel Link text.
 * @param props.children  Added blocks.
 * @return The empty cart, or nothing.
 */
export default function EmptyCartBlock( {
	heading,
	linkLabel,
	children,
}: Props ) {
	if ( useCartView() !== 'empty' ) {
		return null;
	}
	return (
		<div className="kassa-empty-cart">
			<h2 className="kassa-empty-cart__heading">
				{ heading || __( 'Your cart is currently empty!', 'kassa' ) }
			</h2>
			<p className="kassa-empty-cart__link">
				<a href={ getSetting( 'pages' ).shop }>
					{ linkLabel || __( 'Browse store', 'kassa' ) }
				</a>
			</p>
			{ children }
		</div>
	);
}
