import { getSetting } from '@kassa/settings';

import { PAYMENT_STATUS, type PaymentState } from './types';

/**
 * The initial state: idle, nothing active, the saved methods the page was rendered with.
 *
 * @return The state.
 */
export function getDefaultState(): PaymentState {
	const saved = getSetting( 'customerPaymentMethods' );
	return {
		status: PAYMENT_STATUS.IDLE,
		activePaymentMethod: '',
		activeSavedToken: '',
		paymentMethodData: {},
		previousPaymentMethod: null,
		errorMessage: '',
		shouldSavePaymentMethod: false,
		availablePaymentMethods: [],
		availableExpressPaymentMethods: [],
		paymentMethodsInitialized: false,
		expressPaymentMethodsInitialized: false,
		savedPaymentMethods: saved && typeof saved === 'object' ? saved : {},
		paymentResult: null,
	};
}
