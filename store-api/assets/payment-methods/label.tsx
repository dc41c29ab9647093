import type { PaymentMethodInterface } from '../../../hooks/use-payment-method-interface';

type Props = Partial< PaymentMethodInterface > & {
	title: string;
	icons?: string[];
};

/**
 * A demo gateway's label, drawn as a WooCommerce gateway draws its own: with the
 * `PaymentMethodLabel` and `PaymentMethodIcons` components the checkout passes in.
 *
 * @param props            Props, `components` among them.
 * @param props.title      The gateway's title from the server.
 * @param props.icons      Payment icon ids (SPEC §9).
 * @param props.components The checkout's shared components.
 * @return The label.
 */
export default function Label( { title, icons = [], components }: Props ) {
	if ( ! components ) {
		return <span>{ title }</span>;
	}
	const { PaymentMethodLabel, PaymentMethodIcons } = components;
	return (
		<>
			<PaymentMethodLabel text={ title } />
			<PaymentMethodIcons icons={ icons } align="left" />
		</>
	);
}
