import { __ } from '@wordpress/i18n';

import CartIcon from '../../assets/components/cart-icon';

type Props = {
	/** 'cart', 'bag' or 'bag-alt'. */
	cartIcon: string;
	/** The link's text: 'Cart' when not set, none (the icon alone) when empty. */
	content?: string;
	/** The cart page. */
	href: string;
};

/**
 * The Cart Link as the editor shows it: the markup render.php gives shoppers.
 *
 * @param props          Props.
 * @param props.cartIcon The icon.
 * @param props.content  The text.
 * @param props.href     The cart page.
 * @return The link.
 */
export default function CartLink( { cartIcon, content, href }: Props ) {
	const text = content ?? __( 'Cart', 'kassa' );
	return (
		<a
			className="kassa-cart-link__link"
			href={ href }
			aria-label={ text ? undefined : __( 'Cart', 'kassa' ) }
			// The editor shows the link; following it would leave the editor.
			onClick={ ( event ) => event.preventDefault() }
		>
			<CartIcon icon={ cartIcon } className="kassa-cart-link__icon" />
			{ text && <span className="kassa-cart-link__text">{ text }</span> }
		</a>
	);
}
