import { getCartIconPath } from '../icons/cart-icons';

type Props = {
	/** 'cart', 'bag' or 'bag-alt'. */
	icon: string;
	className: string;
};

/**
 * A cart icon, decorative (the control it is in has its own name).
 *
 * @param props           Props.
 * @param props.icon      The icon choice.
 * @param props.className Its class.
 * @return The SVG.
 */
export default function CartIcon( { icon, className }: Props ) {
	return (
		<svg
			className={ className }
			viewBox="0 0 24 24"
			width={ 24 }
			height={ 24 }
			aria-hidden="true"
			focusable="false"
		>
			<path fill="currentColor" d={ getCartIconPath( icon ) } />
		</svg>
	);
}
