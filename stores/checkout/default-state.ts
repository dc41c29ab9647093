import { getSetting } from '@kassa/settings';

import { CHECKOUT_STATUS, type CheckoutState } from './types';

/**
 * The initial state: idle, the customer id the page was rendered for.
 *
 * @return The state.
 */
export function getDefaultState(): CheckoutState {
	return {
		status: CHECKOUT_STATUS.IDLE,
		hasError: false,
		orderId: 0,
		orderNotes: '',
		customerId: getSetting( 'customerId' ) || 0,
		customerPassword: '',
		shouldCreateAccount: false,
		additionalFields: {},
		extensionData: {},
		redirectUrl: '',
		useShippingAsBilling: true,
		prefersCollection: false,
		editingBillingAddress: false,
		editingShippingAddress: false,
		calculatingCount: 0,
	};
}
