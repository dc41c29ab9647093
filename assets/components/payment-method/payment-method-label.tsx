import { isValidElement } from '@wordpress/element';
import type { ReactNode } from 'react';

type Props = {
	/** The method's name, as text. */
	text?: string;
	/** An icon element before the text (WooCommerce's named icons are not drawn). */
	icon?: ReactNode;
};

/**
 * A payment method's label (WooCommerce's `PaymentMethodLabel`, given to every method in
 * `props.components`): an optional icon, then the text.
 *
 * @param props      Props.
 * @param props.text The label text.
 * @param props.icon An icon element.
 * @return The label.
 */
export default function PaymentMethodLabel( { text = '', icon }: Props ) {
	return (
		<span className="kassa-payment-method-label">
			{ isValidElement( icon ) && icon }
			<span className="kassa-payment-method-label__text">{ text }</span>
		</span>
	);
}
