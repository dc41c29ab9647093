/** One field's validation error. */
export interface ValidationError {
	message: string;
	/** Hidden errors are kept but not shown until the field is blurred (or submit). */
	hidden: boolean;
}

/** Errors by field id (e.g. 'billing_email', 'coupon'). */
export type ValidationState = Record< string, ValidationError >;
