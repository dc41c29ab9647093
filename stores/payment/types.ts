import type { SavedPaymentMethod } from '../../assets/settings/types';
import type { PaymentResult } from '../shared/types';

/** SPEC §4 payment states. */
export const PAYMENT_STATUS = {
	IDLE: 'idle',
	PROCESSING: 'processing',
	READY: 'ready',
	ERROR: 'error',
	EXPRESS_STARTED: 'express-payment-started',
} as const;

export type PaymentStatus =
	( typeof PAYMENT_STATUS )[ keyof typeof PAYMENT_STATUS ];

export type PaymentMethodData = Record< string, unknown >;

/** What the express flow restores on close or error. */
export interface PreviousPaymentMethod {
	method: string;
	savedToken: string;
	data: PaymentMethodData;
}

export type { PaymentResult } from '../shared/types';

export interface PaymentState {
	status: PaymentStatus;
	/** The active method's name ('' when none). */
	activePaymentMethod: string;
	/** The chosen saved token's id ('' when a new payment method is used). */
	activeSavedToken: string;
	/** Data sent as payment_data (from the method's payment setup or the saved token). */
	paymentMethodData: PaymentMethodData;
	/** Set while an express payment runs. */
	previousPaymentMethod: PreviousPaymentMethod | null;
	errorMessage: string;
	/** The shopper ticked "save payment method" (subject to SPEC §5's rule). */
	shouldSavePaymentMethod: boolean;
	availablePaymentMethods: string[];
	availableExpressPaymentMethods: string[];
	paymentMethodsInitialized: boolean;
	expressPaymentMethodsInitialized: boolean;
	/** The logged-in customer's saved methods, grouped by type (e.g. 'cc'). */
	savedPaymentMethods: Record< string, SavedPaymentMethod[] >;
	/** The last posted order's payment result (null before one). */
	paymentResult: PaymentResult | null;
}

/** A saved method as offered to the shopper, with its label. */
export interface SavedPaymentMethodOption {
	tokenId: string;
	gateway: string;
	type: string;
	label: string;
	isDefault: boolean;
}
