import type { ReactNode } from 'react';

import { getNamedPaymentIcon } from './named-icons';

type Props = {
	/** The method's name, as text. */
	text?: string;
	/**
	 * Before the text: one of the named icons ('bank', 'bill', 'card', 'checkPayment'), or any
	 * element (a string that names no icon shows as it is, as in WooCommerce).
	 */
	icon?: ReactNode;
};

/**
 * A payment method's label (WooCommerce's `PaymentMethodLabel`, given to every method in
 * `props.components`): an optional icon, then the text.
 *
 * @param props      Props.
 * @param props.text The label text.
 * @param props.icon A named icon or an element.
 * @return The label.
 */
export default function PaymentMethodLabel( { text = '', icon }: Props ) {
	const named = typeof icon === 'string' ? getNamedPaymentIcon( icon ) : null;
	return (
		<span className="kassa-payment-method-label">
			{ named ?? icon }
			<span className="kassa-payment-method-label__text">{ text }</span>
		</span>
	);
}
