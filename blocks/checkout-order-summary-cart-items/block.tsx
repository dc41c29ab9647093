import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import OrderSummaryItems from '../../assets/components/order-summary-items';
import { renderSanitizedDescription } from '../../assets/components/sanitized-description';
import { useCartLinePresentation } from '../../hooks/checkout-filters';

type Props = {
	/** Show each product's short description (cut to 15 words) under its name. */
	showDescription?: boolean;
};

/**
 * The products of the checkout's order summary: image, quantity, name, price and line total,
 * as extensions' checkout filters present each line.
 *
 * @param props                 Props.
 * @param props.showDescription Show short descriptions.
 * @return The list, or nothing before the cart is known.
 */
export default function CheckoutOrderSummaryCartItemsBlock( {
	showDescription = false,
}: Props ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	const getPresentation = useCartLinePresentation( 'summary' );
	if ( ! cart ) {
		return null;
	}
	return (
		<OrderSummaryItems
			cart={ cart }
			label={ __( 'Products in your order', 'kassa' ) }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
			renderDescription={
				showDescription ? renderSanitizedDescription : undefined
			}
			getPresentation={ getPresentation }
		/>
	);
}
