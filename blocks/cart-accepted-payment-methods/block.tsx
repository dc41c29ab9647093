import { useSelect } from '@wordpress/data';
import { paymentStore } from '@kassa/data';
import { getPaymentMethods } from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import PaymentMethodIcons from '../../assets/components/payment-method/payment-method-icons';
import { acceptedPaymentMethodIcons } from '../../assets/utils/payment-icons';

/**
 * The icons of the payment methods the shop takes: those each gateway names in its payment
 * method data (on WooCommerce, what its integration gives WooCommerce's blocks) and in its
 * registration. Nothing when no method names an icon.
 *
 * @return The icons, or nothing.
 */
export default function CartAcceptedPaymentMethodsBlock() {
	// Methods register from their own scripts: draw again once they are checked.
	useSelect(
		( select ) => select( paymentStore ).getAvailablePaymentMethods(),
		[]
	);
	const icons = acceptedPaymentMethodIcons(
		Object.values( getSetting( 'paymentMethodData' ) ?? {} ),
		Object.values( getPaymentMethods() )
	);
	return (
		<PaymentMethodIcons
			className="kassa-cart-accepted-payment-methods"
			icons={ icons }
		/>
	);
}
