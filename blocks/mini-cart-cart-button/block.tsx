import { __ } from '@wordpress/i18n';

import { createLinkButtonBlock } from '../mini-cart/link-button';

/**
 * The button's text while the admin has set none.
 *
 * @return 'View my cart', translated.
 */
export const defaultLabel = () => __( 'View my cart', 'kassa' );

/** The drawer footer's button to the cart page (`cartButtonLabel`: its text). */
export default createLinkButtonBlock( {
	attribute: 'cartButtonLabel',
	page: 'cart',
	className: 'kassa-mini-cart__footer-cart',
	defaultLabel,
} );
