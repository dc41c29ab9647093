import { NOTICE_CONTEXTS } from '@kassa/data';

import type { Cart } from '../api/types';

/** What every payment method's `content` is told, express or not, by WooCommerce's names. */
export interface PaymentMethodBaseProps {
	activePaymentMethod: string;
	billing: {
		billingAddress: Record< string, unknown >;
		cartTotal: { label: string; value: number };
		currency: Record< string, unknown >;
	};
	emitResponse: {
		noticeContexts: { PAYMENTS: string; EXPRESS_PAYMENTS: string };
		responseTypes: { SUCCESS: string; FAIL: string; ERROR: string };
	};
}

/**
 * The props every payment method's `content` gets from the cart: the active method, the
 * billing data (address, total, currency) and the notice contexts and response types.
 *
 * @param cart                The cart, if loaded.
 * @param activePaymentMethod The active payment method's name.
 * @return The props (fresh objects: methods may keep or change them).
 */
export function getPaymentMethodBaseProps(
	cart: Cart | null | undefined,
	activePaymentMethod: string
): PaymentMethodBaseProps {
	const totals = cart?.totals;
	return {
		activePaymentMethod,
		billing: {
			billingAddress: { ...( cart?.billing_address ?? {} ) },
			cartTotal: {
				label: 'Total',
				value: Number( totals?.total_price ?? 0 ),
			},
			currency: { ...( totals ?? {} ) },
		},
		emitResponse: {
			noticeContexts: {
				PAYMENTS: NOTICE_CONTEXTS.PAYMENTS,
				EXPRESS_PAYMENTS: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
			},
			responseTypes: {
				SUCCESS: 'success',
				FAIL: 'failure',
				ERROR: 'error',
			},
		},
	};
}
