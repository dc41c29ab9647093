import { useSelect } from '@wordpress/data';
import { checkoutStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { useDelivery } from './use-delivery';

/**
 * Which address steps show (SPEC §3, §7): the shipping form when the cart ships to the
 * shopper; the billing form when it does not (virtual cart, pickup), when the shopper unticks
 * 'use same address for billing', or always with the forcedBillingAddress setting.
 *
 * @return Visibility of each step and of the same-address checkbox.
 */
export function useAddressSteps() {
	const { needsShipping, prefersCollection } = useDelivery();
	const useShippingAsBilling = useSelect(
		( select ) => select( checkoutStore ).getUseShippingAsBilling(),
		[]
	);
	const forced = getSetting( 'forcedBillingAddress' );
	const shipsToShopper = needsShipping && ! prefersCollection;
	if ( forced ) {
		return {
			showShipping: shipsToShopper && ! useShippingAsBilling,
			showBilling: true,
			sameAddressIn: shipsToShopper ? ( 'billing' as const ) : null,
			useShippingAsBilling,
		};
	}
	return {
		showShipping: shipsToShopper,
		showBilling: ! shipsToShopper || ! useShippingAsBilling,
		sameAddressIn: shipsToShopper ? ( 'shipping' as const ) : null,
		useShippingAsBilling,
	};
}
