import { __ } from '@wordpress/i18n';

import { createLinkButtonBlock } from '../mini-cart/link-button';

/**
 * The button's text while the admin has set none.
 *
 * @return 'Go to checkout', translated.
 */
export const defaultLabel = () => __( 'Go to checkout', 'kassa' );

/** The drawer footer's button to the checkout (`checkoutButtonLabel`: its text). */
export default createLinkButtonBlock( {
	attribute: 'checkoutButtonLabel',
	page: 'checkout',
	className: 'kassa-mini-cart__footer-checkout',
	isPrimary: true,
	defaultLabel,
} );
