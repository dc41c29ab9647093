import { getSetting } from '@kassa/settings';

import { CHECKOUT_STATUS, type CheckoutState } from './types';

/**
 * The initial state: idle, the customer id the page was rendered for, and the contact and order
 * fields and note the shopper's session kept.
 *
 * @return The state.
 */
export function getDefaultState(): CheckoutState {
	// What the shopper typed in an earlier visit, saved with their session.
	const saved = getSetting( 'preloadedCheckout' );
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
		useShippingAsBilling: true,
		prefersCollection: false,
		editingBillingAddress: false,
		editingShippingAddress: false,
		calculatingCount: 0,
	};
}
