import { __ } from '@wordpress/i18n';

import { createLinkButtonBlock } from '../mini-cart/link-button';

/**
 * The button's text while the admin has set none.
 *
 * @return 'Start shopping', translated.
 */
export const defaultLabel = () => __( 'Start shopping', 'kassa' );

/** The empty drawer's button to the shop (`startShoppingButtonLabel`: its text). */
export default createLinkButtonBlock( {
	attribute: 'startShoppingButtonLabel',
	page: 'shop',
	className: 'kassa-mini-cart__shopping-button',
	isPrimary: true,
	defaultLabel,
} );
