import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import { useProceedToCheckoutButton } from '../../hooks/checkout-filters';

type Props = {
	/** The button's text; 'Proceed to Checkout' when empty. */
	buttonLabel?: string;
};

/**
 * The Proceed to checkout button: a link to the configured checkout page (its label and link
 * as extensions' checkout filters leave them).
 *
 * @param props             Props.
 * @param props.buttonLabel Button text.
 * @return The button.
 */
export default function ProceedToCheckoutBlock( { buttonLabel }: Props ) {
	const { label, link } = useProceedToCheckoutButton(
		buttonLabel || __( 'Proceed to Checkout', 'kassa' ),
		getSetting( 'pages' ).checkout
	);
	return (
		<div className="kassa-proceed-to-checkout">
			<a
				className="kassa-proceed-to-checkout__button wp-element-button"
				href={ link }
			>
				{ label }
			</a>
		</div>
	);
}
