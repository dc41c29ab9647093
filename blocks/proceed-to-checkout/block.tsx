import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

type Props = {
	/** The button's text; 'Proceed to Checkout' when empty. */
	buttonLabel?: string;
};

/**
 * The Proceed to checkout button: a link to the configured checkout page.
 *
 * @param props             Props.
 * @param props.buttonLabel Button text.
 * @return The button.
 */
export default function ProceedToCheckoutBlock( { buttonLabel }: Props ) {
	return (
		<div className="kassa-proceed-to-checkout">
			<a
				className="kassa-proceed-to-checkout__button wp-element-button"
				href={ getSetting( 'pages' ).checkout }
			>
				{ buttonLabel || __( 'Proceed to Checkout', 'kassa' ) }
			</a>
		</div>
	);
}
