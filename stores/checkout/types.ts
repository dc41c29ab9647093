/** SPEC §4 checkout phases. */
export const CHECKOUT_STATUS = {
	IDLE: 'idle',
	CALCULATING: 'calculating',
	BEFORE_PROCESSING: 'before-processing',
	PROCESSING: 'processing',
	AFTER_PROCESSING: 'after-processing',
	COMPLETE: 'complete',
} as const;

export type CheckoutStatus =
	( typeof CHECKOUT_STATUS )[ keyof typeof CHECKOUT_STATUS ];

/** Values of additional checkout fields, by field key. */
export type AdditionalFieldValues = Record< string, string | boolean >;

export interface CheckoutState {
	status: CheckoutStatus;
	hasError: boolean;
	orderId: number;
	orderNotes: string;
	/** 0 for a guest (SPEC §6); updated from each response's User-ID header. */
	customerId: number;
	customerPassword: string;
	shouldCreateAccount: boolean;
	additionalFields: AdditionalFieldValues;
	/** Data extensions add to the checkout body, by namespace. */
	extensionData: Record< string, Record< string, unknown > >;
	redirectUrl: string;
	useShippingAsBilling: boolean;
	prefersCollection: boolean;
	editingBillingAddress: boolean;
	editingShippingAddress: boolean;
	/** How many calculations (address, rate) are in flight. */
	calculatingCount: number;
}

/** The body of POST /wc/store/v1/checkout (SPEC §7). */
export interface CheckoutRequestBody {
	additional_fields: AdditionalFieldValues;
	billing_address: Record< string, unknown >;
	create_account: boolean;
	customer_note: string;
	customer_password?: string;
	extensions: Record< string, Record< string, unknown > >;
	shipping_address?: Record< string, unknown >;
	payment_method?: string;
	payment_data?: Array< { key: string; value: unknown } >;
}

/**
 * The body of POST /wc/store/v1/checkout/{id}, which pays an existing order: the order's key and
 * billing email (what lets a guest pay it), and what the route writes to the order.
 */
export interface OrderPaymentRequestBody {
	key: string;
	billing_email: string;
	additional_fields: AdditionalFieldValues;
	billing_address: Record< string, unknown >;
	shipping_address: Record< string, unknown >;
	customer_note: string;
	payment_method?: string;
	payment_data?: Array< { key: string; value: unknown } >;
}
