import type { PaymentMethodIcon } from '../components/payment-method/payment-method-icons';

/** Anything that names its payment icons: a gateway's payment method data, a registered method. */
type WithIcons = { icons?: PaymentMethodIcon[] | null };

/**
 * The icons of every payment method the shop takes, each once (by id), in the order the
 * methods give them.
 *
 * @param methods Payment method data and registered methods, in any number of lists.
 * @return The icons.
 */
export function acceptedPaymentMethodIcons(
	...methods: WithIcons[][]
): PaymentMethodIcon[] {
	const icons = new Map< string, PaymentMethodIcon >();
	for ( const method of methods.flat() ) {
		for ( const icon of method.icons ?? [] ) {
			const id = typeof icon === 'string' ? icon : icon?.id;
			if ( id && ! icons.has( id ) ) {
				icons.set( id, icon );
			}
		}
	}
	return [ ...icons.values() ];
}
