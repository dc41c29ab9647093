import { getSetting } from '@kassa/settings';

import { isSameAddress } from './process';
import { CHECKOUT_STATUS, type CheckoutState } from './types';

/**
 * The initial state: idle, the customer id the page was rendered for, and what the shopper's
 * session kept: the contact and order fields, the note, and whether billing is shipping.
 *
 * @return The state.
 */
export function getDefaultState(): CheckoutState {
	// What the shopper typed in an earlier visit, saved with their session.
	const saved = getSetting( 'preloadedCheckout' );
	const cart = getSetting( 'preloadedCart' );
	return {
		status: CHECKOUT_STATUS.IDLE,
		hasError: false,
		orderId: 0,
		orderNotes: saved?.customer_note ?? '',
		customerId: getSetting( 'customerId' ) || 0,
		customerPassword: '',
		shouldCreateAccount: false,
		additionalFields: { ...saved?.additional_fields },
		extensionData: {},
		redirectUrl: '',
		// Billing differs from shipping if the shopper made it differ on an earlier visit.
		useShippingAsBilling:
			! cart ||
			isSameAddress( cart.shipping_address, cart.billing_address ),
		prefersCollection: false,
		editingBillingAddress: false,
		editingShippingAddress: false,
		calculatingCount: 0,
	};
}
